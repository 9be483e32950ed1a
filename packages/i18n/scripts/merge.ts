import { compareMessageArguments, parseError } from '../src/icu.ts';

/** One entry of `formatjs extract` output (default format, with source locations). */
export interface ExtractedMessage {
  defaultMessage?: string;
  description?: string;
  file?: string;
  line?: number;
}

export interface MergeResult {
  /** en.json after the merge, ids sorted. */
  catalogue: Record<string, string>;
  /** Ids found in code and added to the catalogue with their defaultMessage. */
  added: string[];
  /** Ids whose defaultMessage differs from the catalogue (the catalogue is kept). */
  differing: string[];
  /** Catalogue ids no extracted descriptor mentions (they may still be used by computed ids). */
  unreferenced: string[];
  errors: string[];
}

const DOTTED_ID = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;

/** Merges extracted descriptors into the committed English catalogue, which wins wherever both have an id. */
export function mergeExtracted(extracted: Record<string, ExtractedMessage>, en: Record<string, string>): MergeResult {
  const catalogue = { ...en };
  const added: string[] = [];
  const differing: string[] = [];
  const errors: string[] = [];

  for (const [id, descriptor] of Object.entries(extracted)) {
    const where = descriptor.file ? `${descriptor.file}:${descriptor.line ?? '?'}: ` : '';
    const text = descriptor.defaultMessage;
    const known = catalogue[id];
    if (!DOTTED_ID.test(id)) {
      errors.push(`${where}"${text ?? ''}" needs an explicit dotted id such as "screen.part.name" (got "${id}")`);
    } else if (text === undefined) {
      if (known === undefined) errors.push(`${where}${id} has no defaultMessage and is not in en.json`);
    } else if (parseError(text)) {
      errors.push(`${where}${id}: invalid ICU message (${parseError(text)})`);
    } else if (known === undefined) {
      catalogue[id] = text;
      added.push(id);
    } else if (known !== text) {
      const problems = compareMessageArguments(known, text);
      if (problems.length > 0)
        errors.push(`${where}${id}: defaultMessage and en.json disagree: ${problems.join('; ')}`);
      else differing.push(`${id}: code "${text}", en.json "${known}"`);
    }
  }

  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const unreferenced = Object.keys(en).filter((id) => !(id in extracted));
  return { catalogue: sorted, added, differing, unreferenced, errors };
}
