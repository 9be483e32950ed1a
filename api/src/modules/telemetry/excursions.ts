import { inRange } from '@qafila/contracts';

/** A reading as the detection reads it: milliseconds since the epoch and °C. */
export interface Point {
  at: number;
  temperatureC: number;
}

/** An excursion found in a series of readings. */
export interface Run {
  startedAt: number;
  /** The first reading back in range; null while the series ends out of range. */
  endedAt: number | null;
  minC: number;
  maxC: number;
}

/**
 * The excursions of one sensor's readings for one shipment (ADR 0036): a run of consecutive readings out of range
 * (in time order, whatever order they arrived in) is an excursion when its first and last readings out of range are
 * at least `toleranceMs` apart — what the readings show, not a guess between them. It starts at its first reading out
 * of range and ends at the first reading back in range. A shorter run (a door opened for a minute) is none.
 */
export function detectExcursions(
  points: readonly Point[],
  bounds: { minC: number | null; maxC: number | null },
  toleranceMs: number,
): Run[] {
  const sorted = [...points].sort((a, b) => a.at - b.at);
  const runs: Run[] = [];
  let open: { startedAt: number; lastOut: number; minC: number; maxC: number } | null = null;
  const close = (endedAt: number | null) => {
    if (open && open.lastOut - open.startedAt >= toleranceMs) {
      runs.push({ startedAt: open.startedAt, endedAt, minC: open.minC, maxC: open.maxC });
    }
    open = null;
  };
  for (const p of sorted) {
    if (inRange(p.temperatureC, bounds)) {
      close(p.at);
    } else if (open) {
      open.lastOut = p.at;
      open.minC = Math.min(open.minC, p.temperatureC);
      open.maxC = Math.max(open.maxC, p.temperatureC);
    } else {
      open = { startedAt: p.at, lastOut: p.at, minC: p.temperatureC, maxC: p.temperatureC };
    }
  }
  close(null);
  return runs;
}

/**
 * Minutes out of range of one sensor's readings: each reading out of range counts until the sensor's next reading
 * (the last one counts nothing: nothing says how long it lasted).
 */
export function minutesOutOfRange(points: readonly Point[], bounds: { minC: number | null; maxC: number | null }) {
  const sorted = [...points].sort((a, b) => a.at - b.at);
  let ms = 0;
  for (let i = 0; i + 1 < sorted.length; i++) {
    if (!inRange(sorted[i]!.temperatureC, bounds)) ms += sorted[i + 1]!.at - sorted[i]!.at;
  }
  return ms / 60_000;
}
