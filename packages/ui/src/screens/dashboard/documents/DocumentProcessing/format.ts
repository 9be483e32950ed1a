import type { IntlShape } from 'react-intl';

/** A file size in the current locale: bytes, KB or MB. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  if (bytes < 1024) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
  if (bytes < 1024 * 1024)
    return intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  return intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}
