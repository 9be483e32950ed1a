import type { ProgressTone } from '../../components/Progress/progressTones.ts';

/** Health colour thresholds (spec 001): above 90 green, above 70 yellow, else red. */
export const healthThresholds = { positive: 90, caution: 70 } as const;

/** The tone of a health percentage. */
export function healthTone(value: number): Extract<ProgressTone, 'positive' | 'caution' | 'critical'> {
  if (value > healthThresholds.positive) return 'positive';
  if (value > healthThresholds.caution) return 'caution';
  return 'critical';
}
