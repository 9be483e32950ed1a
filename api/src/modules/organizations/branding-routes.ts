import { DEFAULT_BRANDING, type PublicBranding } from '@qafila/contracts';
import { Organization } from '../../db/entities/index.ts';
import type { Handlers } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';
import { brandingOf } from './service.ts';

/** The organization a host name belongs to: its custom domain, or <subdomain>.<base domain>. */
export async function organizationForHost(services: Services, host: string): Promise<Organization | null> {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (!name) return null;
  const { em } = services.orm;
  const byDomain = await em.findOne(Organization, { customDomain: name });
  if (byDomain) return byDomain;
  const suffix = `.${services.config.baseDomain}`;
  if (!name.endsWith(suffix)) return null;
  const label = name.slice(0, -suffix.length);
  if (!/^[a-z0-9-]{1,63}$/.test(label)) return null; // one label only: a.b.qafila.ae is nobody's
  return em.findOne(Organization, { subdomain: label });
}

function present(org: Organization, source: PublicBranding['source']): PublicBranding {
  const b = brandingOf(org);
  return {
    source,
    organizationId: org.id,
    displayName: b.displayName ?? org.name,
    primaryColor: b.primaryColor,
    logoUrl: b.logoUrl ?? null,
  };
}

/** GET /api/branding (public): the look to apply, by host, then signed-in user, then the platform's. */
export function brandingHandlers(services: Services) {
  return {
    'GET /api/branding': async (ctx) => {
      ctx.set('Vary', 'Host, Authorization');
      ctx.set('Cache-Control', 'no-cache');
      const byHost = await organizationForHost(services, ctx.hostname);
      // A cancelled organization's white label is no longer shown.
      if (byHost && byHost.status !== 'cancelled') return present(byHost, 'host');
      const mine = ctx.state.auth?.user.organization;
      if (mine) return present(mine, 'user');
      const body: PublicBranding = {
        source: 'default',
        organizationId: null,
        displayName: DEFAULT_BRANDING.displayName,
        primaryColor: DEFAULT_BRANDING.primaryColor,
        logoUrl: null,
      };
      return body;
    },
  } satisfies Handlers;
}
