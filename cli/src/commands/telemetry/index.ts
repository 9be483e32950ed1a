import { CLI_ACTOR } from '@qafila/api';
import { READING_LIMITS, type ReadingsStored } from '@qafila/contracts';
import { type Command, Option } from 'commander';
import { CliError, type CliIO, withServices } from '../../context.ts';
import { breachMinutes, simulateReadings } from './simulate.ts';

const whole = (name: string, min: number, max: number) => (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new CliError(`${name} must be a whole number from ${min} to ${max}`, 2);
  return n;
};

/**
 * `qafila telemetry simulate` (issue 18, docs/temperature.md): realistic readings of a sensor posted to
 * POST /api/telemetry/readings over HTTP with its device token — the path a real device takes — for demos.
 */
export function registerTelemetry(program: Command, io: CliIO) {
  const telemetry = program.command('telemetry').description('Temperature sensors (issue 18)');
  telemetry
    .command('simulate')
    .description(
      'Post realistic reefer readings of a sensor for the last <minutes> (a logger uploading its backlog) to the running API, with its device token; --breach drifts out of range for longer than the tolerance',
    )
    .requiredOption('--sensor <id or name>', 'the sensor')
    .requiredOption(
      '--minutes <n>',
      'minutes of readings, ending now (at most 7 days)',
      whole('--minutes', 1, 7 * 24 * 60),
    )
    .option('--breach', 'warm past the range for the last half (at least 20 minutes)', false)
    .option('--interval <seconds>', 'seconds between readings', whole('--interval', 10, 3600), 60)
    .option('--setpoint <celsius>', 'the reefer setpoint', (v) => {
      const n = Number(v);
      if (!Number.isFinite(n) || n < -40 || n > 40) throw new CliError('--setpoint must be a number from -40 to 40', 2);
      return n;
    })
    .option('--seed <n>', 'repeat a simulation', whole('--seed', 0, 2 ** 31), Date.now() % 2 ** 31)
    .addOption(new Option('--url <origin>', 'the API').default(`http://localhost:${io.env.PORT ?? 8080}`))
    .addOption(
      new Option(
        '--token <device token>',
        "the sensor's device token (also QAFILA_SENSOR_TOKEN); without one the sensor gets a new token and its old one stops working",
      ),
    )
    .action(async (o) => {
      const sensor = await withServices(io, (services) => services.telemetry.sensorByRef(o.sensor));
      let token: string | undefined = o.token ?? io.env.QAFILA_SENSOR_TOKEN;
      if (!token) {
        token = await withServices(io, (services) => services.telemetry.issueToken(sensor.id, CLI_ACTOR));
        io.err(`Sensor ${sensor.name} has a new device token (its old token stopped working): ${token}`);
      } else if (sensor.status !== 'active') {
        throw new CliError(`sensor ${sensor.name} is revoked: give no --token to issue a new one`);
      }
      const readings = simulateReadings({
        minutes: o.minutes,
        intervalSeconds: o.interval,
        setpointC: o.setpoint ?? 5,
        breach: o.breach,
        end: Date.now(),
        seed: o.seed,
      });
      const total = { stored: 0, duplicates: 0, excursionsOpened: 0 };
      const url = `${String(o.url).replace(/\/+$/, '')}/api/telemetry/readings`;
      for (let i = 0; i < readings.length; i += READING_LIMITS.maxBatch) {
        let res: Response;
        try {
          res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-device-token': token },
            body: JSON.stringify({ readings: readings.slice(i, i + READING_LIMITS.maxBatch) }),
          });
        } catch (err) {
          throw new CliError(`could not reach ${url}: ${err instanceof Error ? err.message : String(err)}`);
        }
        const body = (await res.json().catch(() => ({}))) as Partial<ReadingsStored> & { error?: string };
        if (!res.ok) throw new CliError(`${url} answered ${res.status}: ${body.error ?? res.statusText}`);
        total.stored += body.stored ?? 0;
        total.duplicates += body.duplicates ?? 0;
        total.excursionsOpened += body.excursionsOpened ?? 0;
      }
      const first = readings[0]!.at;
      const last = readings.at(-1)!.at;
      io.out(
        `${sensor.name}: ${readings.length} readings from ${first} to ${last} posted (${total.stored} stored, ${total.duplicates} already there)` +
          (o.breach ? `; out of range for the last ${breachMinutes(o.minutes)} minutes` : '') +
          `; ${total.excursionsOpened} excursion${total.excursionsOpened === 1 ? '' : 's'} opened`,
      );
    });
}
