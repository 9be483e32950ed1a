import { describe, expect, it } from 'vitest';
import { detectLanguage, isArabiziToken } from '../../src/modules/assistant/language.ts';

describe('detectLanguage', () => {
  it.each([
    ['وين شحنتي؟', 'ar'],
    ['أريد التحدث مع موظف', 'ar'],
    ['وين وصلت shipment QAF-240001', 'ar'],
    ['Where is my shipment?', 'en'],
    ['track QAF-240001 please', 'en'],
    ['wain shi7nti', 'ar'],
    ['salam 3alaikum', 'ar'],
    ['shukran habibi', 'ar'],
    ['kifak, yalla', 'ar'],
    ['3afwan', 'ar'],
    ['I hope it arrives today inshallah, thanks for the update', 'en'],
    ['my 2nd order arrived at 3pm, 5kg', 'en'],
    ['The package from محمد arrived yesterday in the evening', 'en'],
  ] as const)('%s → %s', (text, language) => {
    expect(detectLanguage(text, 'en')).toBe(language);
  });

  it('falls back for empty, whitespace, numbers and bare references', () => {
    expect(detectLanguage('', 'ar')).toBe('ar');
    expect(detectLanguage('   \n', 'en')).toBe('en');
    expect(detectLanguage('12345', 'ar')).toBe('ar');
    expect(detectLanguage('QAF-240001', 'ar')).toBe('ar');
    expect(detectLanguage('QAF-240001', 'en')).toBe('en');
  });

  it('recognises Arabizi tokens but not ordinals, units or references', () => {
    expect(isArabiziToken('shi7na')).toBe(true);
    expect(isArabiziToken('3alaikum')).toBe(true);
    expect(isArabiziToken('ma3ak')).toBe(true);
    expect(isArabiziToken('2nd')).toBe(false);
    expect(isArabiziToken('5kg')).toBe(false);
    expect(isArabiziToken('covid19')).toBe(false);
    expect(isArabiziToken('hello')).toBe(false);
  });
});
