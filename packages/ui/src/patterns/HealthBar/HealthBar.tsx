import { Progress, type ProgressProps } from '../../components/Progress/Progress.tsx';
import { healthTone } from './healthTone.ts';

/** Props of `HealthBar`. */
export interface HealthBarProps extends Omit<ProgressProps, 'tone' | 'max' | 'showValue'> {
  /** Health in percent, 0..100 (clamped). */
  value: number;
}

/**
 * A health percentage (e.g. an integration's connection health) as a progress bar with its value: above 90 green,
 * above 70 yellow, else red. `data-tone` is `positive`, `caution` or `critical`.
 */
export function HealthBar({ value, ...props }: HealthBarProps) {
  return <Progress {...props} value={value} max={100} tone={healthTone(value)} showValue />;
}
