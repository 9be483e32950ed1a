import type { LanguageCode } from '@qafila/contracts';
import { hasArabicLetters, normalizeLatin, toWesternDigits } from './normalize.ts';
import { withoutReferences } from './references.ts';

const words = (list: string): string[] => list.trim().split(/\s+/);

/** Arabic words as they are commonly written in Latin letters (Gulf, Levantine, Egyptian). */
export const ARABIZI_WORDS: ReadonlySet<string> = new Set(
  words(`
    salam salaam assalam asalam alaikum alaykum alikum aleikum marhaba mar7aba ahlan halla shukran shokran
    shukriya mashkoor mashkour afwan 3afwan habibi habibti inshallah inshalla inshaallah mashallah alhamdulillah
    hamdulillah wallah wallahi yalla yallah khalas wain wein ween wayn fein feen shu shou shlon shlonak shlonik
    kifak kifik keefak kaifak izzayak ezzayak ezayak izayak leish leesh laish lesh emta imta emmata abgha abga
    baghi biddi bedi badi awez ayez 3ayez mumkin momken mumken enta inta enti inti ya3ni yaani tayeb tayyib kwayes
    kwayyis mafi ma3 akhi ukhti shi7na shihna shahna shohna shi7nti shihnti shahnati tawseel taslim jamarek
    gamarek jumruk awraq mushkila mushkileh moshkela mushkla mwazaf muwazaf mowazaf ma3ak ma3i a3tini ta3ban
    wasalat wislat wosolat mit2akhra mt2khra ta2kheer ta5eer
  `),
);

const ENGLISH_ANCHORS: ReadonlySet<string> = new Set(
  words(`
    the is are was my me i you your to of and a an in on for with where when what why how please can could do does
    did it this that have has will be not no yes hi hello thanks thank order shipment package track
  `),
);

// Ordinals and units with a leading number are not Arabizi ("2nd", "3pm", "5kg").
const NUMERIC_WORD = /^\d+(st|nd|rd|th|am|pm|kg|kgs|g|km|m|cm|mm|h|hr|hrs|d|day|days|x|pcs|l|ml|t|ton|tons|k|mb|gb)$/;

/** A Latin token written the Arabizi way: a digit for an Arabic sound (2 3 5 6 7 8 9) next to letters. */
export function isArabiziToken(token: string): boolean {
  const t = token.toLowerCase();
  if (ARABIZI_WORDS.has(t)) return true;
  if (!/^[a-z0-9]+$/.test(t) || NUMERIC_WORD.test(t)) return false;
  const letters = t.replace(/[^a-z]/g, '').length;
  const digits = t.length - letters;
  if (letters < 2 || digits === 0 || digits > 3) return false;
  // A sound digit followed by a letter ("shi7na", "3alaikum") or between letters.
  return /[235-9][a-z]/.test(t) || /[a-z][235-9]$/.test(t);
}

export interface LanguageSignals {
  arabicWords: number;
  latinWords: number;
  arabiziWords: number;
  englishAnchors: number;
}

export function languageSignals(text: string): LanguageSignals {
  const plain = withoutReferences(toWesternDigits(text));
  const signals: LanguageSignals = { arabicWords: 0, latinWords: 0, arabiziWords: 0, englishAnchors: 0 };
  for (const raw of plain.split(/[^\p{L}\p{N}'’]+/u)) {
    const word = raw.replace(/['’]/g, '');
    if (!word) continue;
    if (hasArabicLetters(word)) {
      signals.arabicWords++;
      continue;
    }
    const lower = normalizeLatin(word);
    if (!/[a-z]/.test(lower)) continue;
    signals.latinWords++;
    if (isArabiziToken(lower)) signals.arabiziWords++;
    else if (ENGLISH_ANCHORS.has(lower)) signals.englishAnchors++;
  }
  return signals;
}

/**
 * The language of a message: Arabic script → `ar` (unless a single Arabic word sits in a long English sentence);
 * Arabizi (Latin letters with 2/3/5/6/7/8/9 inside words, or common Arabizi words) → `ar`; other Latin → `en`;
 * nothing to judge (empty, only numbers or references) → `fallback`.
 */
export function detectLanguage(text: string, fallback: LanguageCode): LanguageCode {
  const s = languageSignals(text ?? '');
  if (s.arabicWords === 0 && s.latinWords === 0) return fallback;
  if (s.arabicWords > 0 && s.arabicWords * 4 >= s.latinWords) return 'ar';
  if (s.arabiziWords > 0 && s.arabiziWords * 2 >= s.englishAnchors) return 'ar';
  if (s.latinWords > 0) return 'en';
  return 'ar';
}
