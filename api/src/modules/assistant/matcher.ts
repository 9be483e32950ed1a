/**
 * Matching of bilingual lexicons against a message.
 *
 * Feature syntax (one feature per `|`-separated item of a group):
 * - `word` — a whole token; `stem*` — a token starting with the stem;
 * - `a/b/c` — alternatives for one word;
 * - `two words` — a phrase (words in order); `_` inside a phrase skips up to three words.
 * Arabic words are normalised like the message and also match with clitics (و ف ب ل ك ال) and pronoun suffixes
 * (ي ك ه ها نا هم كم, with ت → ه) removed. Arabizi (`az`) words are compared by consonant skeleton.
 */
import { isArabiziToken } from './language.ts';
import { createVocabulary, hasArabicLetters, normalizeText, tokenize, type Vocabulary } from './normalize.ts';

export interface FeatureGroup {
  w: number;
  en?: string;
  ar?: string;
  az?: string;
}

export type Lexicon<S extends string> = Record<S, FeatureGroup[]>;

interface Feature<S extends string> {
  id: number;
  signal: S;
  weight: number;
  label: string;
}

export interface PreparedText {
  /** Normalised, typo-corrected text: tokens joined by single spaces. */
  text: string;
  tokens: string[];
  /** Per token, the forms it may match (Arabic clitics removed). */
  forms: string[][];
  /** Per Latin token that is not an English word, its Arabizi skeleton(s). */
  skeletons: string[][];
  corrections: [string, string][];
}

export interface MatchResult<S extends string> {
  scores: Record<S, number>;
  hits: Partial<Record<S, string[]>>;
}

const AR_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'وبال', 'ولل', 'فلل', 'لل', 'ال', 'و', 'ف', 'ب', 'ل', 'ك'];
const AR_SUFFIXES = ['هما', 'ها', 'هم', 'هن', 'كم', 'كن', 'نا', 'ه', 'ك', 'ي'];

/** The forms an Arabic token may match: itself, without leading clitics, without a pronoun suffix. */
export function arabicForms(token: string): string[] {
  const out = new Set<string>([token]);
  for (const p of AR_PREFIXES) if (token.startsWith(p) && token.length - p.length >= 2) out.add(token.slice(p.length));
  for (const base of [...out]) {
    for (const s of AR_SUFFIXES) {
      if (!base.endsWith(s) || base.length - s.length < 2) continue;
      const stem = base.slice(0, -s.length);
      out.add(stem);
      if (stem.endsWith('ت')) out.add(`${stem.slice(0, -1)}ه`);
    }
  }
  return [...out];
}

/** A rough consonant skeleton of an Arabizi word: `shi7nti` → `shnt`, `wain` → `wn`. */
export function arabiziSkeleton(word: string): string {
  return word
    .toLowerCase()
    .replace(/2/g, '')
    .replace(/3/g, '')
    .replace(/5/g, 'kh')
    .replace(/6/g, 't')
    .replace(/7/g, 'h')
    .replace(/8/g, 'q')
    .replace(/9/g, 's')
    .replace(/[0-9]/g, '')
    .replace(/g(?!h)/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ch/g, 'sh')
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
}

const ARABIZI_ONLY = /[235-9]/;
const STEM_SUFFIXES = ['e', 'ed', 'es', 's', 'ing', 'ment', 'ments', 'er', 'ers', 'ion', 'ions', 'y', 'ies'];

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const AR_PREFIX_RE = '(?:وال|بال|فال|كال|لل|ال|و|ف|ب|ل|ك)?';

function wordRegex(word: string): string {
  const alternatives = word.split('/').map((alt) => {
    const prefix = alt.endsWith('*');
    const body = normalizeText(prefix ? alt.slice(0, -1) : alt);
    const arabic = hasArabicLetters(body);
    return `${arabic ? AR_PREFIX_RE : ''}${escapeRe(body)}${prefix ? '\\S*' : ''}`;
  });
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
}

function phraseRegex(phrase: string): RegExp {
  let out = '';
  let gap = false;
  for (const word of phrase.split(' ').filter(Boolean)) {
    if (word === '_') {
      gap = true;
      continue;
    }
    const frag = wordRegex(word);
    out += out ? (gap ? `(?: \\S+){0,3} ${frag}` : ` ${frag}`) : frag;
    gap = false;
  }
  return new RegExp(`(?:^| )${out}(?= |$)`);
}

const splitItems = (list: string | undefined): string[] =>
  (list ?? '')
    .split('|')
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

export interface CompiledLexicon<S extends string> {
  signals: readonly S[];
  vocabulary: Vocabulary;
  /** True for a word of the lexicon itself (not merely a known English word). */
  isLexiconWord(word: string): boolean;
  prepare(text: string): PreparedText;
  match(prepared: PreparedText): MatchResult<S>;
}

export function compileLexicon<S extends string>(
  lexicon: Lexicon<S>,
  englishWords: Iterable<string>,
): CompiledLexicon<S> {
  const signals = Object.keys(lexicon) as S[];
  let nextId = 0;
  const exact = new Map<string, Feature<S>[]>();
  const prefixes: { stem: string; feature: Feature<S> }[] = [];
  const skeletonExact = new Map<string, Feature<S>[]>();
  const skeletonPrefixes: { stem: string; feature: Feature<S> }[] = [];
  const literalArabizi = new Map<string, Feature<S>[]>();
  const phrases: { re: RegExp; feature: Feature<S> }[] = [];
  const latinWords = new Set<string>();

  const add = <K>(map: Map<K, Feature<S>[]>, key: K, f: Feature<S>) => {
    const list = map.get(key) ?? [];
    list.push(f);
    map.set(key, list);
  };

  for (const signal of signals) {
    for (const group of lexicon[signal]) {
      for (const item of [...splitItems(group.en), ...splitItems(group.ar)]) {
        const feature: Feature<S> = { id: nextId++, signal, weight: group.w, label: item };
        if (item.includes(' ')) {
          phrases.push({ re: phraseRegex(item), feature });
          for (const word of item.split(' ')) {
            for (const alt of word.split('/')) if (/^[a-z]+$/.test(alt)) latinWords.add(alt);
          }
          continue;
        }
        for (const alt of item.split('/')) {
          const isPrefix = alt.endsWith('*');
          const body = normalizeText(isPrefix ? alt.slice(0, -1) : alt);
          if (!body) continue;
          if (/^[a-z]+$/.test(body)) {
            latinWords.add(body);
            // Typos are corrected towards full words: "damged" → "damaged" (then matched by "damag*").
            if (isPrefix) for (const suffix of STEM_SUFFIXES) latinWords.add(body + suffix);
          }
          if (isPrefix) prefixes.push({ stem: body, feature });
          else add(exact, body, feature);
        }
      }
      // Arabizi spellings of one word share a skeleton: one feature per skeleton and group.
      const groupSkeletons = new Map<string, Feature<S>>();
      for (const item of splitItems(group.az)) {
        for (const alt of item.split('/')) {
          const isPrefix = alt.endsWith('*');
          const word = (isPrefix ? alt.slice(0, -1) : alt).toLowerCase();
          const sk = arabiziSkeleton(word);
          // Short skeletons ("mt", "wn") collide with English words: those match only as written.
          const keyed = sk.length >= 3 ? `${isPrefix ? '*' : '='}${sk}` : `~${word}`;
          let feature = groupSkeletons.get(keyed);
          if (!feature) {
            feature = { id: nextId++, signal, weight: group.w, label: item };
            groupSkeletons.set(keyed, feature);
            if (sk.length < 3) add(literalArabizi, word, feature);
            else if (isPrefix) skeletonPrefixes.push({ stem: sk, feature });
            else add(skeletonExact, sk, feature);
          }
        }
      }
    }
  }

  const english = new Set(englishWords);
  const vocabulary = createVocabulary(latinWords, english);
  const matchesAnyWord = (token: string) =>
    exact.has(token) || prefixes.some((p) => p.stem.length >= 3 && token.startsWith(p.stem));
  const matchesArabizi = (token: string) => {
    if (literalArabizi.has(token)) return true;
    const sk = arabiziSkeleton(token);
    return sk.length >= 3 && (skeletonExact.has(sk) || skeletonPrefixes.some((p) => sk.startsWith(p.stem)));
  };

  return {
    signals,
    vocabulary,
    isLexiconWord: (word) => exact.has(word) || latinWords.has(word),
    prepare(raw) {
      const corrections: [string, string][] = [];
      const tokens = tokenize(normalizeText(raw)).map((t) => {
        if (hasArabicLetters(t) || !/^[a-z]+$/.test(t) || matchesAnyWord(t) || vocabulary.has(t)) return t;
        // Arabizi words are not English typos ("feen" is not "fees").
        if (matchesArabizi(t) || isArabiziToken(t)) return t;
        const fixed = vocabulary.closest(t);
        if (fixed && fixed !== t) {
          corrections.push([t, fixed]);
          return fixed;
        }
        return t;
      });
      const forms = tokens.map((t) => (hasArabicLetters(t) ? arabicForms(t) : [t]));
      const skeletons = tokens.map((t) => {
        if (hasArabicLetters(t) || !/[a-z]/.test(t)) return [];
        if (!ARABIZI_ONLY.test(t) && (english.has(t) || vocabulary.has(t))) return [];
        const sk = arabiziSkeleton(t);
        const out = [sk];
        for (const article of ['l', 'w']) if (sk.startsWith(article) && sk.length > 3) out.push(sk.slice(1));
        return out;
      });
      return { text: tokens.join(' '), tokens, forms, skeletons, corrections };
    },
    match(prepared) {
      const scores = Object.fromEntries(signals.map((s) => [s, 0])) as Record<S, number>;
      const hits: Partial<Record<S, string[]>> = {};
      const seen = new Set<number>();
      const hit = (f: Feature<S>) => {
        if (seen.has(f.id)) return;
        seen.add(f.id);
        scores[f.signal] += f.weight;
        const list = hits[f.signal] ?? [];
        list.push(f.label);
        hits[f.signal] = list;
      };
      for (const all of prepared.forms) {
        // A token that is itself a lexicon word is not analysed further ("بضايع" is goods, not ب + ضايع).
        const forms = all.length > 1 && exact.has(all[0]!) ? [all[0]!] : all;
        for (const form of forms) {
          for (const f of exact.get(form) ?? []) hit(f);
          for (const p of prefixes) if (form.startsWith(p.stem)) hit(p.feature);
        }
      }
      for (const [i, sks] of prepared.skeletons.entries()) {
        if (sks.length) for (const f of literalArabizi.get(prepared.tokens[i]!) ?? []) hit(f);
        for (const sk of sks) {
          if (sk.length < 3) continue;
          for (const f of skeletonExact.get(sk) ?? []) hit(f);
          for (const p of skeletonPrefixes) if (sk.startsWith(p.stem)) hit(p.feature);
        }
      }
      for (const { re, feature } of phrases) if (!seen.has(feature.id) && re.test(prepared.text)) hit(feature);
      return { scores, hits };
    },
  };
}
