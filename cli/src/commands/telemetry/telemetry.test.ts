import { describe, expect, it } from 'vitest';
import { cliHarness } from '../../test-harness.ts';
import { breachMinutes, simulateReadings } from './simulate.ts';

const END = Date.parse('2026-11-24T08:00:00.000Z');

describe('simulateReadings', () => {
  it('stays in the chilled range around its setpoint, and with --breach leaves it for longer than 15 minutes', () => {
    const calm = simulateReadings({
      minutes: 120,
      intervalSeconds: 60,
      setpointC: 5,
      breach: false,
      end: END,
      seed: 7,
    });
    expect(calm).toHaveLength(121);
    expect(calm.every((r) => r.temperatureC >= 2 && r.temperatureC <= 8)).toBe(true);
    expect(calm.at(-1)!.at).toBe('2026-11-24T08:00:00.000Z');
    expect(
      simulateReadings({ minutes: 120, intervalSeconds: 60, setpointC: 5, breach: false, end: END, seed: 7 }),
    ).toEqual(calm);

    const hot = simulateReadings({ minutes: 30, intervalSeconds: 60, setpointC: 5, breach: true, end: END, seed: 7 });
    const out = hot.filter((r) => r.temperatureC > 8);
    expect(breachMinutes(30)).toBe(20);
    expect(out).toHaveLength(21);
    expect(Date.parse(out.at(-1)!.at) - Date.parse(out[0]!.at)).toBe(20 * 60_000);
    expect(Math.max(...hot.map((r) => r.temperatureC))).toBeLessThanOrEqual(12.3);
  });
});

describe('qafila telemetry simulate', () => {
  it("posts a breach over HTTP with the sensor's token: one excursion on the shipment it is attached to", async () => {
    const { out, err, run, services: openServices, env } = cliHarness();
    expect(await run('db', 'seed')).toBe(0);
    const { startServer, Organization, User, withOrmContext } = await import('@qafila/api');
    const { createServices, loadConfig } = await import('@qafila/api');
    const server = await startServer(
      await createServices(loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' })),
    );
    try {
      const services = await openServices();
      const sensorId = await withOrmContext(services.orm.em, async () => {
        const org = await services.orm.em.findOneOrFail(Organization, { subdomain: 'demo' });
        const ops = await services.orm.em.findOneOrFail(User, { organization: org.id, username: 'ops' });
        const { sensor } = await services.telemetry.create(ops, { name: 'CLI reefer', kind: 'reefer' });
        await services.telemetry.attach(ops, sensor.id, {
          trackingNumber: 'QAF-240001',
          from: new Date(Date.now() - 60 * 60_000).toISOString(),
        });
        return sensor.id;
      });
      await services.close();

      expect(
        await run(
          'telemetry',
          'simulate',
          '--sensor',
          'cli reefer',
          '--minutes',
          '30',
          '--breach',
          '--url',
          server.url,
          '--seed',
          '3',
        ),
      ).toBe(0);
      expect(err[0]).toMatch(/^Sensor CLI reefer has a new device token \(its old token stopped working\): qs_/);
      expect(out.at(-1)).toMatch(
        /^CLI reefer: 3[01] readings from .+ posted \(3[01] stored, 0 already there\); out of range for the last 20 minutes; 1 excursion opened$/,
      );
      // The same readings again (same seed, same token): already there, nothing new.
      const token = err[0]!.split(': ').at(-1)!;
      expect(
        await run(
          'telemetry',
          'simulate',
          '--sensor',
          String(sensorId),
          '--minutes',
          '5',
          '--url',
          server.url,
          '--token',
          token,
        ),
      ).toBe(0);
      expect(out.at(-1)).toMatch(/; 0 excursions opened$/);
      expect(await run('telemetry', 'simulate', '--sensor', 'nope', '--minutes', '5')).toBe(1);
      expect(err.at(-1)).toBe("error: No sensor 'nope'");
      expect(await run('telemetry', 'simulate', '--sensor', 'cli reefer', '--minutes', '0')).toBe(2);
    } finally {
      await server.stop();
    }
  });
});
