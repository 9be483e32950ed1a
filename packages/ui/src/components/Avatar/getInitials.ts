const arabicScript = /\p{Script=Arabic}/u;

function firstGrapheme(word: string): string {
  const segment = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)[Symbol.iterator]().next();
  return segment.done ? '' : segment.value.segment;
}

/**
 * Initials for an avatar: the first letters of the first and last words ("Layla Haddad" → "LH"). Arabic names
 * take one letter, since Arabic letters join and two-letter initials are not an Arabic convention.
 */
export function getInitials(name: string, locale?: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  if (arabicScript.test(first)) return firstGrapheme(first);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${firstGrapheme(first)}${last ? firstGrapheme(last) : ''}`.toLocaleUpperCase(locale);
}
