import { isApiError } from '@qafila/api-client';
import {
  type CreateOrganizationResponse,
  type Health,
  LANGUAGES,
  type ManagedUser,
  type OrganizationDto,
} from '@qafila/contracts';
import { REFRESH_MS } from '@qafila/contracts/constants';
import { useToast } from '@qafila/ui';
import { AdminDashboard, type AdminResult, type AdminTab } from '@qafila/ui/screens/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { api } from '../api.ts';
import { usePageLocale } from '../i18n/usePageLocale.ts';
import { adminContainerMessages as m } from './admin.messages.ts';
import { clearAdminSession, readAdminSession } from './adminSession.ts';

/** The Billing tab's invoices: their own chunk, loaded when the tab opens (issue 16). */
const AdminInvoicesSection = lazy(() => import('./AdminInvoicesSection.tsx'));
/** The connectors organizations asked for (issue 17): also their own chunk, in the same tab. */
const AdminIntegrationRequestsSection = lazy(() => import('./AdminIntegrationRequestsSection.tsx'));
/** The SRE tab's platform charts, budgets and alerts (issue 20): their own chunk, loaded when the tab opens. */
const AdminSreSection = lazy(() => import('./AdminSreSection.tsx'));

const queries = {
  users: api.queryOptions('GET /api/admin/users'),
  features: api.queryOptions('GET /api/admin/features'),
  info: api.queryOptions('GET /api/admin/info'),
  statistics: api.queryOptions('GET /api/admin/statistics'),
  plans: api.queryOptions('GET /api/billing/plans'),
  organizations: api.queryOptions('GET /api/admin/organizations'),
  subscriptions: api.queryOptions('GET /api/admin/subscriptions'),
  summary: api.queryOptions('GET /api/admin/billing/summary'),
  leads: api.queryOptions('GET /api/admin/leads'),
  audit: api.queryOptions('GET /api/admin/audit', { query: { limit: '100' } }),
  monitoring: api.queryOptions('GET /api/admin/monitoring'),
};
/** The health query keeps a 503's body (see loadHealth), so it has its own function under the endpoint's key. */
const healthKey = ['GET /api/health', { admin: true }] as const;

/** The admin's cached data, dropped when the admin session ends. */
const adminKeys = new Set<unknown>([...Object.values(queries).map((q) => q.queryKey[0]), healthKey[0]]);
const isAdminQuery = ({ queryKey: [key] }: { queryKey: readonly unknown[] }) => adminKeys.has(key);

/** A refused write: the server's `error` text, if it sent one. */
function refused(error: unknown): { ok: false; error?: string } {
  const text = isApiError(error) ? error.serverError : undefined;
  return text ? { ok: false, error: text } : { ok: false };
}

const is401 = (error: unknown) => isApiError(error) && error.status === 401;

/** /api/health answers 503 with the same body when the database does not answer. */
async function loadHealth(): Promise<Health | null> {
  try {
    return await api.getHealth();
  } catch (error) {
    if (isApiError(error) && error.status === 503) {
      try {
        return JSON.parse(error.body) as Health;
      } catch {
        return null;
      }
    }
    return null;
  }
}

/**
 * Binds the admin dashboard to the API (spec 001 §4, §7): the five loads together on entry (a failing one gives an
 * empty value and the 'Dashboard Error' toast); a 401 gives 'Session Expired' and the way back to /admin/login; no
 * stored session goes straight there. Enterprise data, leads, audit and monitoring load behind the first paint.
 */
export function AdminDashboardContainer({ headerActions }: { headerActions?: ReactNode } = {}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { locale, changeLocale } = usePageLocale();
  const [session] = useState(readAdminSession);
  const [tab, setTab] = useState<AdminTab>('users');
  const enabled = session !== null;
  const told = useRef(false);

  useEffect(() => {
    if (!session) {
      clearAdminSession();
      navigate('/admin/login', { replace: true });
    }
  }, [session, navigate]);

  const users = useQuery({ ...queries.users, enabled });
  const features = useQuery({ ...queries.features, enabled });
  const info = useQuery({ ...queries.info, enabled });
  const statistics = useQuery({ ...queries.statistics, enabled });
  const plans = useQuery({ ...queries.plans, enabled });
  const core = [users, features, info, statistics, plans];
  const loading = !enabled || core.some((q) => q.isPending);
  const expired = core.some((q) => is401(q.error));

  // Behind the first paint: they do not hold up the loading screen.
  const later = enabled && !loading && !expired;
  const organizations = useQuery({ ...queries.organizations, enabled: later });
  const subscriptions = useQuery({ ...queries.subscriptions, enabled: later });
  const summary = useQuery({ ...queries.summary, enabled: later });
  const leads = useQuery({ ...queries.leads, enabled: later });
  const audit = useQuery({ ...queries.audit, enabled: later });
  // Spec 001 §4: monitoring is polled every 30 s (while its tab is open).
  const polling = tab === 'monitoring' ? REFRESH_MS.monitoring : false;
  const health = useQuery({ queryKey: healthKey, queryFn: loadHealth, enabled: later, refetchInterval: polling });
  const monitoring = useQuery({
    ...queries.monitoring,
    enabled: later,
    refetchInterval: polling,
  });

  const expireSession = () => {
    toast({
      title: intl.formatMessage(m.sessionExpiredTitle),
      description: intl.formatMessage(m.sessionExpired),
      variant: 'destructive',
    });
    clearAdminSession();
    queryClient.removeQueries({ predicate: isAdminQuery });
    navigate('/admin/login', { replace: true });
  };

  useEffect(() => {
    if (loading || told.current) return;
    told.current = true;
    if (expired) expireSession();
    else if (core.some((q) => q.isError)) {
      toast({
        title: intl.formatMessage(m.dashboardErrorTitle),
        description: intl.formatMessage(m.dashboardError),
        variant: 'destructive',
      });
    }
  });

  /** Runs an admin write; a 401 ends the session, anything else is the action's failure. */
  const write = async (run: () => Promise<unknown>, after?: (answer: unknown) => void): Promise<AdminResult> => {
    if (!readAdminSession()) return { ok: false, error: intl.formatMessage(m.tokenMissing) };
    try {
      const answer = await run();
      after?.(answer);
      api.invalidate(queryClient, 'GET /api/admin/audit');
      const message =
        answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string'
          ? answer.message
          : undefined;
      return { ok: true, message };
    } catch (error) {
      if (is401(error)) expireSession();
      return refused(error);
    }
  };

  const setUsers = (update: (list: ManagedUser[]) => ManagedUser[]) =>
    queryClient.setQueryData<ManagedUser[]>(queries.users.queryKey, (list) => update(list ?? []));
  const setOrganization = (answer: unknown) => {
    const updated = answer as OrganizationDto;
    queryClient.setQueryData<OrganizationDto[]>(queries.organizations.queryKey, (list) =>
      list?.map((o) => (o.id === updated.id ? updated : o)),
    );
    api.invalidate(queryClient, 'GET /api/admin/subscriptions', 'GET /api/admin/billing/summary');
  };
  const reloadUsers = () => {
    api.invalidate(queryClient, 'GET /api/admin/users', 'GET /api/admin/statistics', 'GET /api/admin/organizations');
  };
  const toggleFeature = (userId: number, featureId: string, on: boolean) => {
    setUsers((list) =>
      list.map((u) =>
        u.id !== userId
          ? u
          : {
              ...u,
              features: (on
                ? [...new Set([...u.features, featureId])]
                : u.features.filter((f) => f !== featureId)) as ManagedUser['features'],
            },
      ),
    );
    api.invalidate(queryClient, 'GET /api/admin/statistics');
  };

  return (
    <AdminDashboard
      loading={loading || expired}
      adminName={session?.username ?? info.data?.username}
      headerActions={headerActions}
      language={locale}
      languages={LANGUAGES}
      onLanguageChange={changeLocale}
      onLogout={async () => {
        try {
          await api.call('POST /api/admin/logout');
        } catch (error) {
          console.error('Admin logout failed', error);
        }
        clearAdminSession();
        queryClient.removeQueries({ predicate: isAdminQuery });
        navigate('/admin/login');
      }}
      onChangePassword={(input) => write(() => api.call('POST /api/admin/change-password', { body: input }))}
      tab={tab}
      onTabChange={setTab}
      users={users.data ?? []}
      features={features.data ?? []}
      statistics={statistics.data ?? null}
      plans={plans.data ?? []}
      monitoringExtra={
        tab === 'monitoring' ? (
          <Suspense fallback={<div aria-busy="true" />}>
            <AdminSreSection />
          </Suspense>
        ) : null
      }
      billingExtra={
        <Suspense fallback={<div aria-busy="true" />}>
          <AdminInvoicesSection />
          <AdminIntegrationRequestsSection />
        </Suspense>
      }
      onCreateUser={(kind, input) =>
        write(
          () =>
            api.call('POST /api/admin/users', {
              body: {
                username: input.username,
                email: input.email,
                password: input.password,
                name: input.name || undefined,
                companyName: kind === 'enterprise' ? input.companyName || undefined : undefined,
                phoneNumber: input.phoneNumber || undefined,
                planType: kind === 'enterprise' ? 'enterprise' : 'starter',
                isEnterprise: kind === 'enterprise',
              },
            }),
          reloadUsers,
        )
      }
      onUpdateUser={(userId, input) =>
        write(
          () =>
            api.call('PUT /api/admin/users/:userId', {
              params: { userId },
              body: {
                username: input.username,
                email: input.email,
                name: input.name,
                companyName: input.companyName,
                phoneNumber: input.phoneNumber,
                planType: input.planType,
              },
            }),
          (answer) => setUsers((list) => list.map((u) => (u.id === userId ? (answer as ManagedUser) : u))),
        )
      }
      onDeleteUser={(userId) =>
        write(() => api.call('DELETE /api/admin/users/:userId', { params: { userId } }), reloadUsers)
      }
      onAssignFeature={(userId, featureId) =>
        write(
          () => api.call('POST /api/admin/users/:userId/features/:featureId', { params: { userId, featureId } }),
          () => toggleFeature(userId, featureId, true),
        )
      }
      onRemoveFeature={(userId, featureId) =>
        write(
          () => api.call('DELETE /api/admin/users/:userId/features/:featureId', { params: { userId, featureId } }),
          () => toggleFeature(userId, featureId, false),
        )
      }
      organizations={organizations.data ?? (organizations.isError ? [] : undefined)}
      subscriptions={subscriptions.data ?? (subscriptions.isError ? [] : undefined)}
      billingSummary={summary.data}
      leads={leads.data ?? (leads.isError ? [] : undefined)}
      audit={audit.data ?? (audit.isError ? [] : undefined)}
      baseDomain={info.data?.baseDomain ?? 'qafila.ae'}
      onCreateOrganization={async (input) => {
        let created: CreateOrganizationResponse | undefined;
        const result = await write(
          async () => {
            created = await api.call('POST /api/admin/organizations', {
              body: {
                name: input.name,
                subdomain: input.subdomain,
                subscriptionTier: input.subscriptionTier,
                customDomain: input.customDomain.trim() || null,
                adminEmail: input.adminEmail,
                ...(input.adminName.trim() ? { adminName: input.adminName } : {}),
              },
            });
          },
          () => {
            api.invalidate(
              queryClient,
              'GET /api/admin/organizations',
              'GET /api/admin/subscriptions',
              'GET /api/admin/billing/summary',
              'GET /api/admin/users',
            );
          },
        );
        if (!result.ok || !created) return result.ok ? { ok: false } : result;
        return { ok: true, organization: created.organization, admin: created.admin };
      }}
      onOrganizationAction={(id, action) =>
        write(() => api.call(`POST /api/admin/organizations/:id/${action}`, { params: { id } }), setOrganization)
      }
      onUpdateBranding={(id, input) =>
        write(
          () => api.call('PUT /api/admin/organizations/:id/branding', { params: { id }, body: input }),
          (answer) => {
            setOrganization(answer);
          },
        )
      }
      onUpdateFeatureFlags={(id, flags) =>
        write(
          () => api.call('PUT /api/admin/organizations/:id/feature-flags', { params: { id }, body: flags }),
          setOrganization,
        )
      }
      monitoring={{ health: health.data ?? null, ...(monitoring.data ?? {}) }}
    />
  );
}
