import type { FleetDashboard } from '@qafila/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import { json, OPS_PASSWORD, requestJson, startTestServer, tokenOf } from './helpers.ts';

afterEach(() => vi.useRealTimers());

// The demo's two trips on the road are on time whatever the hour the demo is seeded at (the traffic model's night
// legs are shorter than the day's), also a little after seeding: no trip_overdue, nothing planned late.
it.each([0, 3, 6, 9, 12, 15, 18, 21])('seeded at %i:16 UTC, the trips on the road are on time', async (hour) => {
  const seededAt = Date.UTC(2026, 10, 24, hour, 16, 39);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(seededAt);
  const srv = await startTestServer();
  try {
    vi.setSystemTime(seededAt + 5 * 60_000);
    const ops = await tokenOf(srv, '/api/auth/login', 'ops', OPS_PASSWORD);
    const d = await json<FleetDashboard>(await requestJson(srv, 'GET', '/api/fleet/dashboard', ops));
    expect(d.overview.inProgressTrips).toBe(2);
    expect(d.alerts.filter((a) => a.kind === 'trip_overdue' || a.kind === 'trip_not_started')).toEqual([]);
  } finally {
    await srv.close();
  }
});
