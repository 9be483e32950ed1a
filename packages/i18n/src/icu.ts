import {
  isArgumentElement,
  isDateElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';

export type IcuArgumentType = 'string' | 'number' | 'date' | 'time' | 'select' | 'plural' | 'selectordinal' | 'tag';

export interface IcuArgument {
  /** Every way the message uses the argument, sorted; usually one. */
  types: IcuArgumentType[];
  /** For select arguments: the option keys, sorted. Plural categories are per language and not listed. */
  selectKeys?: string[];
}

/** Parses like react-intl does (tags on) and also insists on an `other` clause. Throws on invalid ICU. */
export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { requiresOtherClause: true });
}

/** The arguments a message expects, found recursively through plural, select and tag contents. */
export function messageArguments(message: string): Record<string, IcuArgument> {
  const found = new Map<string, { types: Set<IcuArgumentType>; selectKeys: Set<string> }>();
  const note = (name: string, type: IcuArgumentType, selectKeys: string[] = []) => {
    const entry = found.get(name) ?? { types: new Set(), selectKeys: new Set() };
    entry.types.add(type);
    for (const key of selectKeys) entry.selectKeys.add(key);
    found.set(name, entry);
  };
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isArgumentElement(element)) note(element.value, 'string');
      else if (isNumberElement(element)) note(element.value, 'number');
      else if (isDateElement(element)) note(element.value, 'date');
      else if (isTimeElement(element)) note(element.value, 'time');
      else if (isSelectElement(element)) {
        note(element.value, 'select', Object.keys(element.options));
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (isPluralElement(element)) {
        note(element.value, element.pluralType === 'ordinal' ? 'selectordinal' : 'plural');
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (isTagElement(element)) {
        note(`<${element.value}>`, 'tag');
        visit(element.children);
      }
    }
  };
  visit(parseMessage(message));

  const result: Record<string, IcuArgument> = {};
  for (const name of [...found.keys()].sort()) {
    const entry = found.get(name)!;
    result[name] = { types: [...entry.types].sort() };
    if (entry.selectKeys.size > 0) result[name].selectKeys = [...entry.selectKeys].sort();
  }
  return result;
}

/** The literal text of a message, without its arguments: what a translator actually writes. */
export function messageText(message: string): string {
  const parts: string[] = [];
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element)) parts.push(element.value);
      else if (isSelectElement(element) || isPluralElement(element)) {
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (isTagElement(element)) visit(element.children);
    }
  };
  visit(parseMessage(message));
  return parts.join(' ');
}

/**
 * Differences between the arguments of a source message and its translation; empty when the translation can be
 * formatted with exactly the values the source is given. Each difference is one readable sentence.
 */
export function compareMessageArguments(source: string, translation: string): string[] {
  const expected = messageArguments(source);
  const actual = messageArguments(translation);
  const problems: string[] = [];
  for (const name of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const want = expected[name];
    const got = actual[name];
    if (!got) problems.push(`argument ${name} is missing`);
    else if (!want) problems.push(`argument ${name} is not in the source message`);
    else {
      if (want.types.join() !== got.types.join()) {
        problems.push(`argument ${name} is ${got.types.join('/')} but ${want.types.join('/')} in the source`);
      }
      if ((want.selectKeys ?? []).join() !== (got.selectKeys ?? []).join()) {
        problems.push(
          `select ${name} has cases [${(got.selectKeys ?? []).join(', ')}] but [${(want.selectKeys ?? []).join(', ')}] in the source`,
        );
      }
    }
  }
  return problems;
}

const LATIN_LETTER = /\p{Script=Latin}/u;
const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * Everything wrong with an Arabic catalogue measured against the English one: missing or extra ids, messages that
 * do not parse, argument mismatches, and empty or untranslated values. Empty when the pair is consistent.
 */
export function checkCatalogues(en: Record<string, string>, ar: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(en)) if (!(id in ar)) problems.push(`${id}: missing in ar`);
  for (const id of Object.keys(ar)) if (!(id in en)) problems.push(`${id}: in ar but not in en`);

  for (const [id, source] of Object.entries(en)) {
    const translation = ar[id];
    const sourceError = parseError(source);
    if (sourceError) problems.push(`${id}: en does not parse (${sourceError})`);
    if (translation === undefined) continue;
    if (!translation.trim()) {
      problems.push(`${id}: empty in ar`);
      continue;
    }
    const translationError = parseError(translation);
    if (translationError) problems.push(`${id}: ar does not parse (${translationError})`);
    if (sourceError || translationError) continue;

    for (const problem of compareMessageArguments(source, translation)) problems.push(`${id}: ${problem}`);
    const text = messageText(translation);
    const untranslated =
      (translation === source && LATIN_LETTER.test(text)) ||
      (LATIN_LETTER.test(messageText(source)) && !ARABIC_LETTER.test(text));
    if (untranslated) problems.push(`${id}: not translated in ar ("${translation}")`);
  }
  return problems;
}

/** The parser's complaint about a message, or undefined when it parses. */
export function parseError(message: string): string | undefined {
  try {
    parseMessage(message);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
