/** Why a file was refused: its type is not in `accept`, or it is larger than `maxSize`. */
export type FileRejectionReason = 'type' | 'size';

/**
 * Whether `file` matches an accept list like the `accept` attribute: extensions (`.pdf`), exact MIME types
 * (`application/pdf`) or wildcards (`image/*`). An empty list accepts everything.
 */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const pattern = rule.trim().toLowerCase();
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** The reason to refuse `file`, or `null` to accept it. */
export function rejectionReason(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: readonly string[],
  maxSize: number | undefined,
): FileRejectionReason | null {
  if (!acceptsFile(file, accept)) return 'type';
  if (maxSize !== undefined && file.size > maxSize) return 'size';
  return null;
}
