/** Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits as ASCII. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * A typed two-factor code as the server takes it: digits in ASCII (an Arabic keyboard types ٠–٩), no spaces; a
 * recovery code keeps its letters and hyphens.
 */
export function normaliseCode(text: string): string {
  return asciiDigits(text).replace(/\s+/g, '').toLowerCase();
}

/** True for six digits (after `normaliseCode`), the form of an authenticator app's code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);
