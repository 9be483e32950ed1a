import { z } from 'zod';

/**
 * Characters that have no business in text people type: C0 control characters (U+0000–U+001F, NUL included)
 * and DEL (U+007F), and UTF-16 surrogates that are not part of a pair (they cannot be encoded as UTF-8 and
 * would be stored as U+FFFD). Multi-line text (messages, descriptions, reasons) may hold tab, line feed and
 * carriage return; single-line text (names, usernames, passwords, search terms) may not.
 * Bidirectional controls such as U+202E are legitimate in Arabic text and stay allowed (the UI isolates text).
 */
export interface TextRules {
  /** Allows tab, line feed and carriage return. */
  multiline?: boolean;
}

/** The first forbidden character of `value` as `U+XXXX`, or undefined when the text is acceptable. */
export function forbiddenCharacter(value: string, rules: TextRules = {}): string | undefined {
  const code = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) {
      if (rules.multiline && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
      return code(c);
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return code(c);
    }
    if (c >= 0xdc00 && c <= 0xdfff) return code(c);
  }
  return undefined;
}

/** The message of a refused text field, e.g. `message must not contain control characters (U+0000)`. */
export function forbiddenCharacterMessage(field: string, character: string, rules: TextRules = {}): string {
  if (character >= 'U+D800' && character <= 'U+DFFF')
    return `${field} must not contain unpaired surrogates (${character})`;
  if (!rules.multiline && ['U+0009', 'U+000A', 'U+000D'].includes(character)) {
    return `${field} must be one line without tabs or line breaks (${character})`;
  }
  return `${field} must not contain control characters (${character})`;
}

/**
 * The shared refinement of request text fields: `safeText(z.string().trim().max(200), 'name')`. Refuses C0
 * controls (except tab, line feed and carriage return with `{ multiline: true }`), DEL and lone surrogates
 * with a 400 naming the field and the character.
 */
export function safeText<T extends z.ZodType<string | undefined>>(schema: T, field: string, rules: TextRules = {}): T {
  return schema.superRefine((value, ctx) => {
    if (typeof value !== 'string') return;
    const character = forbiddenCharacter(value, rules);
    if (character) {
      ctx.addIssue({ code: 'custom', message: forbiddenCharacterMessage(field, character, rules), input: value });
    }
  }) as unknown as T;
}

export interface TextBounds extends TextRules {
  /** The fewest characters once trimmed. */
  min?: number;
  /** The message for a value that is not a string; `<field> must be text` unless given. */
  typeError?: string;
}

/** Request text of at most `max` characters (and at least `min`) once trimmed, under safeText's rules. */
export function boundedText(field: string, max: number, { min, typeError, ...rules }: TextBounds = {}) {
  let schema = z.string({ error: typeError ?? `${field} must be text` }).trim();
  if (min !== undefined) schema = schema.min(min, { error: `${field} must be at least ${min} characters` });
  return safeText(schema.max(max, { error: `${field} must be at most ${max} characters` }), field, rules);
}
