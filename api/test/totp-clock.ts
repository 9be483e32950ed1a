import { afterAll, beforeAll, vi } from 'vitest';
import { totpCode } from '../src/modules/two-factor/totp.ts';
import { type Actors, seedActors, startTestServer, type TestServer } from './helpers.ts';

/**
 * A test server with actors (`seedActors`) under a fake `Date` that still advances: a TOTP code is accepted once per
 * account (RFC 6238 §5.2), so each use takes the code of a later 30-second step through `freshCode`, which moves the
 * clock on a step first. Call at the top of a test file; the getters work once `beforeAll` has run.
 */
export function totpTestServer(): { srv(): TestServer; actors(): Actors; freshCode(secret: string): string } {
  let srv: TestServer;
  let actors: Actors;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    srv = await startTestServer();
    actors = await seedActors(srv);
  });
  afterAll(async () => {
    await srv.close();
    vi.useRealTimers();
  });
  return {
    srv: () => srv,
    actors: () => actors,
    freshCode(secret) {
      vi.setSystemTime(Date.now() + 30_000);
      return totpCode(secret);
    },
  };
}
