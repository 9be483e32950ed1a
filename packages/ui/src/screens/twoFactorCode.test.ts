import { describe, expect, it } from 'vitest';
import { groupKey } from './profile/TwoFactorCard/TwoFactorCard.tsx';
import { asciiDigits, isTotpCode, normaliseCode } from './twoFactorCode.ts';

describe('two-factor codes', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as ASCII', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('drops spaces and keeps a recovery code readable by the server', () => {
    expect(normaliseCode(' ٢٨٧ ٠٨٢ ')).toBe('287082');
    expect(normaliseCode('K7M2-Q9XP-4HW3')).toBe('k7m2-q9xp-4hw3');
    expect(isTotpCode(normaliseCode('٢٨٧٠٨٢'))).toBe(true);
    expect(isTotpCode('28708')).toBe(false);
  });

  it('shows the key in groups of four', () => {
    expect(groupKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupKey('JBSWY3')).toBe('JBSW Y3');
  });
});
