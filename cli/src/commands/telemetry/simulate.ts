import { seededRandom } from '@qafila/api';
import type { ReadingInput } from '@qafila/contracts';

export interface SimulateOptions {
  /** The readings span this many minutes, ending at `end`. */
  minutes: number;
  /** One reading every this many seconds. */
  intervalSeconds: number;
  /** The reefer's setpoint, °C (5: the middle of the chilled 2–8 °C range). */
  setpointC: number;
  /** The last part drifts out of range: warming 0.5 °C a minute to setpoint + 7 °C, for at least 20 minutes. */
  breach: boolean;
  end: number;
  seed: number;
}

/** How long a breach lasts: half the run, and at least 20 minutes (past the default 15-minute tolerance). */
export const breachMinutes = (minutes: number) => Math.min(minutes, Math.max(20, Math.round(minutes / 2)));

/**
 * Realistic reefer readings (ADR 0036): the compressor's cycle of about 40 minutes (±0.8 °C) around the setpoint,
 * sensor noise (±0.3 °C) and humidity 55–70 %; with `breach`, the door opened: the last `breachMinutes` warm by
 * 0.5 °C a minute up to setpoint + 7 °C and stay there. Times are whole seconds, oldest first.
 */
export function simulateReadings(o: SimulateOptions): ReadingInput[] {
  const random = seededRandom(o.seed);
  const step = o.intervalSeconds * 1000;
  const start = o.end - o.minutes * 60_000;
  const breachFrom = o.end - breachMinutes(o.minutes) * 60_000;
  const out: ReadingInput[] = [];
  for (let at = Math.ceil(start / 1000) * 1000; at <= o.end; at += step) {
    const cycle = 0.8 * Math.sin(((at - start) / (40 * 60_000)) * 2 * Math.PI);
    let c = o.setpointC + cycle + (random() - 0.5) * 0.6;
    if (o.breach && at >= breachFrom) {
      // Starts out of range at once (past the 8 °C edge of chilled for a 5 °C setpoint) and keeps warming.
      c = o.setpointC + Math.min(7, 3.5 + ((at - breachFrom) / 60_000) * 0.5) + random() * 0.3;
    }
    out.push({
      temperatureC: Math.round(c * 10) / 10,
      humidity: Math.round(55 + random() * 15),
      at: new Date(at).toISOString(),
    });
  }
  return out;
}
