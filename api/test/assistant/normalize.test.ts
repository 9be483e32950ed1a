import { describe, expect, it } from 'vitest';
import { ASSISTANT_LEXICON } from '../../src/modules/assistant/lexicon.ts';
import { arabicForms, arabiziSkeleton } from '../../src/modules/assistant/matcher.ts';
import {
  editDistance,
  normalizeArabic,
  normalizeLatin,
  normalizeText,
  toWesternDigits,
} from '../../src/modules/assistant/normalize.ts';

describe('Arabic normalisation', () => {
  it('removes tatweel and diacritics', () => {
    expect(normalizeArabic('شُحْنَـــتِي')).toBe('شحنتي');
    expect(normalizeArabic('مُتَأَخِّرَة')).toBe('متاخره');
  });
  it('unifies alef forms, alef maqsura and ta marbuta', () => {
    expect(normalizeArabic('أين إرسال آخر ٱلشحنة')).toBe('اين ارسال اخر الشحنه');
    expect(normalizeArabic('متى')).toBe('متي');
    expect(normalizeArabic('الفاتورة')).toBe('الفاتوره');
  });
  it('turns Arabic-Indic and Persian digits into 0-9', () => {
    expect(toWesternDigits('QAF-٢٤٠٠٠١ / ۲۴۰۰۰۱')).toBe('QAF-240001 / 240001');
  });
  it('keeps hamza on waw and yaa (only the listed forms are unified)', () => {
    expect(normalizeText('بضائع مسؤول')).toBe('بضائع مسؤول');
  });
  it('strips clitics and pronoun suffixes for matching', () => {
    expect(arabicForms('وبالشحنه')).toContain('شحنه');
    expect(arabicForms('حالتها')).toContain('حاله');
    expect(arabicForms('شحنتي')).toContain('شحنه');
  });
});

describe('Latin normalisation and typos', () => {
  it('lower-cases, folds accents, drops apostrophes and punctuation', () => {
    expect(normalizeLatin('Türkiye CAFÉ')).toBe('turkiye cafe');
    expect(normalizeText("Where's my   SHIPMENT?!")).toBe('wheres my shipment');
  });
  it('measures edit distance with transpositions and a cap', () => {
    expect(editDistance('shipmnt', 'shipment')).toBe(1);
    expect(editDistance('recieved', 'received')).toBe(1);
    expect(editDistance('track', 'trakc')).toBe(1);
    expect(editDistance('customs', 'football', 2)).toBe(3);
  });
  it('corrects common typos towards the lexicon, not real words', () => {
    const fixed = (t: string) => ASSISTANT_LEXICON.prepare(t).text;
    expect(fixed('were is my shipmnt')).toBe('were is my shipment');
    expect(fixed('documnets for custmos')).toBe('documents for customs');
    expect(fixed('pakage damged')).toBe('package damaged');
    expect(fixed('who won the football match')).toBe('who won the football match');
  });
  it('leaves Arabizi alone and reads it by consonant skeleton', () => {
    expect(ASSISTANT_LEXICON.prepare('feen el shohna').text).toBe('feen el shohna');
    expect(arabiziSkeleton('shi7nti')).toBe(arabiziSkeleton('shihnti'));
    expect(arabiziSkeleton('mit2akhra')).toBe(arabiziSkeleton('mt2akhra'));
  });
});
