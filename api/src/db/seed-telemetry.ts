import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { RANGE_BOUNDS } from '@qafila/contracts';
import { seededRandom } from '../lib/seeded-random.ts';
import { detectExcursions } from '../modules/telemetry/excursions.ts';
import {
  ColdChainProfile,
  type Organization,
  SensorAssignment,
  Shipment,
  TemperatureExcursion,
  TemperatureReading,
  TemperatureSensor,
  Vehicle,
} from './entities/index.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** One reading every 10 minutes for a week: 1,008 a sensor. */
const STEP = 10 * MINUTE;

interface DemoSensor {
  name: string;
  trackingNumber: string;
  range: 'chilled' | 'ambient';
  setpointC: number;
  /** Attached from this many days ago until this many (null: still attached). */
  fromDays: number;
  toDays: number | null;
  /** Minutes ago the door-open breach starts and how long it lasts (one closed excursion), if any. */
  breach?: { startMinutesAgo: number; minutes: number };
  seed: number;
}

/**
 * The demo organization's two reefer sensors (issue 18): one in the pharmaceutical air shipment QAF-240002 (chilled
 * 2–8 °C) with ONE excursion of 40 minutes about a day and a half ago, closed; one in the reefer truck that carried
 * the packaged food of QAF-240004 (ambient 15–25 °C) until its delivery. A week of readings every 10 minutes,
 * deterministic given `now` (a seeded sequence, no Math.random). The excursion is found by the same detection as
 * posted readings. The device tokens are not known to anyone: a demo registers a new sensor or rotates one.
 */
export async function seedDemoTelemetry(tx: EntityManager, organization: Organization, now: number): Promise<void> {
  const sensors: DemoSensor[] = [
    {
      name: 'Reefer probe — pharma 1',
      trackingNumber: 'QAF-240002',
      range: 'chilled',
      setpointC: 5,
      fromDays: 7,
      toDays: null,
      breach: { startMinutesAgo: 36 * 60, minutes: 40 },
      seed: 18_001,
    },
    {
      name: 'Reefer truck unit',
      trackingNumber: 'QAF-240004',
      range: 'ambient',
      setpointC: 20,
      fromDays: 7,
      toDays: 2,
      seed: 18_002,
    },
  ];
  const reefer = await tx.findOne(
    Vehicle,
    { organization: organization.id, vehicleType: 'reefer' },
    { orderBy: { id: 'asc' } },
  );
  // Aligned to the 10 minutes before `now`, so readings fall on round times.
  const end = Math.floor(now / STEP) * STEP;
  for (const s of sensors) {
    const shipment = await tx.findOneOrFail(Shipment, { trackingNumber: s.trackingNumber });
    const sensor = tx.create(TemperatureSensor, {
      organization,
      name: s.name,
      kind: 'reefer',
      status: 'active',
      // A hash of nothing anyone holds: rotate the token to post readings to it.
      tokenHash: createHash('sha256').update(`seed-${s.seed}-${now}`).digest('hex'),
      vehicle: s.range === 'ambient' ? reefer : null,
    });
    const from = end - s.fromDays * DAY;
    const to = s.toDays === null ? null : end - s.toDays * DAY;
    tx.create(ColdChainProfile, { shipment, range: s.range, minC: null, maxC: null, toleranceMinutes: 15 });
    tx.create(SensorAssignment, { sensor, shipment, fromAt: new Date(from), toAt: to === null ? null : new Date(to) });
    const random = seededRandom(s.seed);
    const points: { at: number; temperatureC: number }[] = [];
    for (let at = from; at <= end; at += STEP) {
      // A compressor cycle of about 40 minutes around the setpoint, with sensor noise.
      const cycle = 0.8 * Math.sin(((at - from) / (40 * MINUTE)) * 2 * Math.PI);
      let c = s.setpointC + cycle + (random() - 0.5) * 0.6;
      const minutesAgo = (end - at) / MINUTE;
      if (
        s.breach &&
        minutesAgo <= s.breach.startMinutesAgo &&
        minutesAgo > s.breach.startMinutesAgo - s.breach.minutes
      ) {
        // The door open at the delayed transfer: warming to about 11 °C.
        c = 9 + (s.breach.startMinutesAgo - minutesAgo) / 20 + random() * 0.5;
      }
      const temperatureC = Math.round(c * 10) / 10;
      points.push({ at, temperatureC });
      tx.create(TemperatureReading, {
        sensor,
        recordedAt: new Date(at),
        receivedAt: new Date(at),
        temperatureC,
        humidity: Math.round(55 + random() * 15),
        lat: null,
        lon: null,
      });
    }
    const attached = points.filter((p) => p.at >= from && (to === null || p.at < to));
    for (const run of detectExcursions(attached, RANGE_BOUNDS[s.range], 15 * MINUTE)) {
      tx.create(TemperatureExcursion, {
        organization,
        shipment,
        sensor,
        startedAt: new Date(run.startedAt),
        endedAt: run.endedAt === null ? null : new Date(run.endedAt),
        minC: run.minC,
        maxC: run.maxC,
      });
    }
  }
}
