import { describe, expect, it } from 'vitest';
import { expiryState, todayInUae } from './expiry.ts';

describe('expiryState', () => {
  it.each([
    ['2026-11-23', { state: 'expired' }],
    ['2026-11-24', { state: 'soon', days: 0 }],
    ['2026-11-25', { state: 'soon', days: 1 }],
    ['2026-12-24', { state: 'soon', days: 30 }],
    ['2026-12-25', { state: 'ok' }],
  ])('%s on 2026-11-24 is %o', (expiry, expected) => {
    expect(expiryState(expiry, '2026-11-24')).toEqual(expected);
  });

  it('counts calendar days across a month and a year end', () => {
    expect(expiryState('2027-01-05', '2026-12-30')).toEqual({ state: 'soon', days: 6 });
  });
});

describe('todayInUae', () => {
  it('is the day in Dubai (UTC+4), not in UTC', () => {
    expect(todayInUae(new Date('2026-11-24T21:30:00Z'))).toBe('2026-11-25');
    expect(todayInUae(new Date('2026-11-24T19:59:00Z'))).toBe('2026-11-24');
  });
});
