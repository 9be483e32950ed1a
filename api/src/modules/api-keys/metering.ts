import type { Context, Middleware } from 'koa';
import type { Services } from '../../services.ts';

declare module 'koa' {
  interface DefaultState {
    /** The endpoint key of the route that answered (`GET /api/org/shipments`), set by the API router. */
    endpoint?: string;
  }
}

/** The organization a request is made for: its API key's, or its signed-in user's (never the super admin's). */
export function requestOrganizationId(ctx: Context): number | undefined {
  const key = ctx.state.apiKey;
  const auth = ctx.state.auth;
  return key?.organization.id ?? (auth?.session.kind === 'user' ? auth.user.organization.id : undefined);
}

/**
 * Records each answered call of an organization (its signed-in users' and its API keys') for the API usage page,
 * with its route, final status and time. Mounted outside the error middleware, so it sees the mapped statuses.
 */
export function recordApiUsage(services: Pick<Services, 'apiUsage'>): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const start = performance.now();
    try {
      await next();
    } finally {
      const endpoint = ctx.state.endpoint;
      const key = ctx.state.apiKey;
      const organizationId = requestOrganizationId(ctx);
      if (endpoint && organizationId !== undefined) {
        services.apiUsage.record({
          organizationId,
          endpoint,
          status: ctx.status,
          ms: performance.now() - start,
          viaKey: Boolean(key),
        });
      }
    }
  };
}
