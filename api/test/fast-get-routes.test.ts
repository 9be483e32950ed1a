import Router from '@koa/router';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { fastGetRoutes } from '../src/http/api-router.ts';

// The shortcut in front of the router (issue 13, performance) must run exactly what the router would run.
describe('fastGetRoutes', () => {
  const router = new Router();
  const ran: string[] = [];
  const handler = (name: string) => async (ctx: Context) => {
    ran.push(`${name} ${JSON.stringify(ctx.params)}`);
  };
  router.get('health', '/api/health', handler('health'));
  router.get('by id', '/api/things/:id', handler('by id'));
  router.get('mine', '/api/things/mine', handler('mine')); // never reached through the router: `:id` matches first
  router.get('pair', '/api/pairs/:a/:b', handler('pair'));
  router.get('stacked', '/api/stacked/:id', async (_ctx, next) => next(), handler('stacked'));
  router.post('create', '/api/create', handler('create'));
  const shortcut = fastGetRoutes(router);
  const routes = router.routes();
  const call = async (method: string, path: string) => {
    ran.length = 0;
    let passedOn = false;
    await shortcut({ method, path } as Context, async () => {
      passedOn = true;
    });
    return passedOn ? 'router' : ran.join();
  };
  /** What the router alone runs for the request. */
  const viaRouter = async (method: string, path: string) => {
    ran.length = 0;
    await routes({ method, path, params: {}, request: {} } as never, async () => {});
    return ran.join();
  };

  it('runs the endpoint of an exact GET path itself', async () => {
    expect(await call('GET', '/api/health')).toBe('health {}');
  });

  it('runs the route of a path with parameters, with the params the router decodes, the same each time', async () => {
    for (const path of ['/api/things/7', '/api/things/mine', '/api/pairs/a%20b/%D8%B4', '/api/things/7']) {
      const answer = await call('GET', path);
      expect(answer, path).not.toBe('router');
      expect(answer, path).toBe(await viaRouter('GET', path));
    }
    expect(await call('GET', '/api/pairs/a%20b/%D8%B4')).toBe('pair {"a":"a b","b":"ش"}');
  });

  it('leaves to the router other methods, unknown paths, stacked routes and other spellings of exact paths', async () => {
    expect(await call('HEAD', '/api/health')).toBe('router');
    expect(await call('GET', '/API/HEALTH')).toBe('router');
    expect(await call('GET', '/api/health/')).toBe('router');
    expect(await call('POST', '/api/create')).toBe('router');
    expect(await call('GET', '/api/nothing/here')).toBe('router');
    expect(await call('GET', '/api/stacked/1')).toBe('router');
    expect(await call('GET', `/api/things/${'x'.repeat(600)}`)).toBe('router');
  });

  it('gives each request its own params object', async () => {
    const seen: Record<string, string>[] = [];
    const copies: Record<string, string>[] = [];
    const r = new Router();
    r.get('/api/x/:id', async (ctx) => {
      seen.push(ctx.params);
      copies.push({ ...ctx.params });
      ctx.params.id = 'changed';
    });
    const fast = fastGetRoutes(r);
    await fast({ method: 'GET', path: '/api/x/1' } as Context, async () => {});
    await fast({ method: 'GET', path: '/api/x/1' } as Context, async () => {});
    expect(copies).toEqual([{ id: '1' }, { id: '1' }]);
    expect(seen[0]).not.toBe(seen[1]);
  });
});
