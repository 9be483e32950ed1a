import { messages } from '@qafila/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDayOfMonth, formatDayRange, formatKm, formatMoment, formatPercent } from './format.ts';

const intlFor = (locale: 'en' | 'ar') => createIntl({ locale, messages: messages[locale] });
const ar = (n: number) => new Intl.NumberFormat('ar').format(n);

describe('fleet formatting', () => {
  it('formats km and percentages with the locale’s unit and digits, one decimal at most', () => {
    expect(formatKm(intlFor('en'), 3412.66)).toBe('3,412.7 km');
    expect(formatKm(intlFor('ar'), 1180)).toContain(ar(1180));
    expect(formatKm(intlFor('ar'), 1180)).toContain('كم');
    expect(formatPercent(intlFor('en'), 86.8)).toBe('86.8%');
    expect(formatPercent(intlFor('en'), 75)).toBe('75%');
    expect(formatPercent(intlFor('ar'), 75)).toContain(ar(75));
  });

  it('keeps calendar days whatever the time zone; moments in Asia/Dubai', () => {
    expect(formatDayOfMonth(intlFor('en'), '2026-11-24')).toBe('24');
    expect(formatDayRange(intlFor('en'), '2026-11-11', '2026-11-24')).toBe('Nov 11 – 24');
    expect(formatMoment(intlFor('en'), '2026-11-24T06:30:00.000Z')).toBe('Nov 24, 2026, 10:30 AM');
    expect(formatDayOfMonth(intlFor('en'), 'not a day')).toBe('not a day');
  });
});
