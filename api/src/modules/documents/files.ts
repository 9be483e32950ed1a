import { DOCUMENT_CONTENT_TYPES } from '@qafila/contracts';
import { InvalidInputError } from '../../domain/errors.ts';

export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

const EXTENSIONS: Record<DocumentContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/** The signatures the content must start with: %PDF-, the PNG signature, and a JPEG start-of-image marker. */
const MAGIC: Record<DocumentContentType, readonly number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The media type of a Content-Type header when it is one we accept (parameters and case ignored). */
export function acceptedContentType(header: string | undefined): DocumentContentType | undefined {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type) ? (type as DocumentContentType) : undefined;
}

/** True when the bytes start with the signature of the declared type. */
export function matchesSignature(data: Buffer, type: DocumentContentType): boolean {
  const magic = MAGIC[type];
  return data.length >= magic.length && magic.every((byte, i) => data[i] === byte);
}

const FILE_NAME_MAX = 150;

/**
 * A safe display name from the `X-File-Name` header (URL-encoded): no path, no control or bidirectional-override
 * characters, none of <>:"/\|?*, at most 150 characters, and an extension that matches the content type. It is only
 * ever shown and offered as a download name: storage keys never come from it.
 */
export function sanitizeFileName(header: string | undefined, type: DocumentContentType, fallback: string): string {
  let name = '';
  if (header) {
    try {
      name = decodeURIComponent(header);
    } catch {
      throw new InvalidInputError('X-File-Name must be URL-encoded');
    }
  }
  name = name
    .normalize('NFC')
    .split(/[/\\]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const allowed = EXTENSIONS[type];
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let stem = dot > 0 && allowed.includes(ext) ? name.slice(0, dot) : name;
  const extension = allowed.includes(ext) ? ext : allowed[0]!;
  stem = stem.replace(/[.\s]+$/, '');
  if (!stem) stem = fallback;
  stem = [...stem].slice(0, FILE_NAME_MAX - extension.length - 1).join('');
  return `${stem}.${extension}`;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
