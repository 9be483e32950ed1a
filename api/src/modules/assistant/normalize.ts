/**
 * Text normalisation for the built-in assistant: Arabic orthographic variants, Arabic-Indic digits, Latin case
 * and accents, tokenisation and small-edit-distance typo correction.
 */

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;
const TATWEEL = /\u0640/g;
// Harakat, Quranic marks and the superscript alef.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const ALEF_VARIANTS = /[أإآٱ]/g;
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/;

export const hasArabicLetters = (text: string): boolean => ARABIC_LETTER.test(text);

/** ٠١٢… and ۰۱۲… to 0-9. */
export function toWesternDigits(text: string): string {
  return text.replace(ARABIC_INDIC, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Removes tatweel and diacritics; unifies أ إ آ ٱ → ا, ى → ي, ة → ه. */
export function normalizeArabic(text: string): string {
  return text
    .replace(TATWEEL, '')
    .replace(DIACRITICS, '')
    .replace(ALEF_VARIANTS, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/** Lower case, accents folded (é → e, ü → u). */
export function normalizeLatin(text: string): string {
  return text.toLowerCase().replace(/[\u00c0-\u024f]/g, (ch) => ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
}

/**
 * The text as the intent scorer sees it: digits western, Arabic normalised, Latin lower-cased, apostrophes
 * dropped ("don't" → "dont"), every other non-letter, non-digit character a single space.
 */
export function normalizeText(text: string): string {
  return normalizeArabic(normalizeLatin(toWesternDigits(text)))
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokenize(normalized: string): string[] {
  return normalized ? normalized.split(' ').filter(Boolean) : [];
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent transpositions), giving up
 * as soon as it exceeds `max` (returns max + 1 then).
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[n]!;
}

/** A vocabulary for typo correction, indexed by first letter. */
export interface Vocabulary {
  has(word: string): boolean;
  /** The closest word within the allowed distance, or undefined. */
  closest(word: string): string | undefined;
}

export function createVocabulary(words: Iterable<string>, known: Iterable<string> = []): Vocabulary {
  const targets = new Set<string>();
  for (const w of words) if (/^[a-z]+$/.test(w)) targets.add(w);
  const all = new Set<string>(targets);
  for (const w of known) all.add(w);
  const byInitial = new Map<string, string[]>();
  for (const w of targets) {
    if (w.length < 4) continue;
    const list = byInitial.get(w[0]!) ?? [];
    list.push(w);
    byInitial.set(w[0]!, list);
  }
  return {
    has: (word) => all.has(word),
    closest(word) {
      if (word.length < 4 || all.has(word) || !/^[a-z]+$/.test(word)) return undefined;
      const max = word.length >= 7 ? 2 : 1;
      // Typos rarely touch the first letter; a transposition of the first two is covered by the second initial.
      const transposed = (byInitial.get(word[1]!) ?? []).filter((c) => c[1] === word[0]);
      const candidates = [...(byInitial.get(word[0]!) ?? []), ...transposed];
      let best: string | undefined;
      let bestDistance = max + 1;
      for (const c of candidates) {
        if (Math.abs(c.length - word.length) > max) continue;
        const d = editDistance(word, c, max);
        if (d < bestDistance || (d === bestDistance && best !== undefined && c.length > best.length)) {
          best = c;
          bestDistance = d;
        }
      }
      return bestDistance <= max ? best : undefined;
    },
  };
}
