import Router from '@koa/router';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { exactGetRoutes } from '../src/http/api-router.ts';

// The shortcut in front of the router (issue 13, performance) must run exactly what the router would run.
describe('exactGetRoutes', () => {
  const router = new Router();
  const ran: string[] = [];
  const handler = (name: string) => async () => {
    ran.push(name);
  };
  router.get('health', '/api/health', handler('health'));
  router.get('by id', '/api/things/:id', handler('by id'));
  router.get('mine', '/api/things/mine', handler('mine')); // never reached through the router: `:id` matches first
  router.post('create', '/api/create', handler('create'));
  const shortcut = exactGetRoutes(router);
  const call = async (method: string, path: string) => {
    ran.length = 0;
    let passedOn = false;
    await shortcut({ method, path } as Context, async () => {
      passedOn = true;
    });
    return passedOn ? 'router' : ran.join();
  };

  it('runs the endpoint of an exact GET path itself', async () => {
    expect(await call('GET', '/api/health')).toBe('health');
  });

  it('leaves to the router paths with parameters, other methods and other spellings', async () => {
    expect(await call('GET', '/api/things/7')).toBe('router');
    expect(await call('HEAD', '/api/health')).toBe('router');
    expect(await call('GET', '/API/HEALTH')).toBe('router');
    expect(await call('GET', '/api/health/')).toBe('router');
    expect(await call('POST', '/api/create')).toBe('router');
  });

  it('leaves to the router a path the router would give to an earlier route with parameters', async () => {
    expect(await call('GET', '/api/things/mine')).toBe('router');
  });
});
