/** Canonical form of a reference for look-ups: upper case, without spaces or hyphens. */
export function trackingKey(reference: string): string {
  return reference.toUpperCase().replace(/[\s-]+/g, '');
}
