import type { BadgeTone } from '../../components/Badge/badgeTones.ts';

/** Compliance document statuses with a meaning of their own; any other value is `unknown`. */
export const documentStatuses = ['approved', 'completed', 'pending', 'rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** Where the badge is shown: the compliance dashboard (`default`) or a chat card (`chat`). */
export const documentStatusVariants = ['default', 'chat'] as const;
export type DocumentStatusVariant = (typeof documentStatusVariants)[number];

/** Any server value as a known status, or `unknown`. */
export function toDocumentStatus(value: unknown): DocumentStatus | 'unknown' {
  const normalised = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return documentStatuses.find((status) => status === normalised) ?? 'unknown';
}

/**
 * The colour of a document status (spec 000): approved and completed green, pending yellow, rejected red, anything
 * else grey. In chat cards only `approved` is green and every other status is blue.
 */
export function documentStatusTone(
  status: DocumentStatus | 'unknown',
  variant: DocumentStatusVariant = 'default',
): BadgeTone {
  if (variant === 'chat') return status === 'approved' ? 'positive' : 'info';
  switch (status) {
    case 'approved':
    case 'completed':
      return 'positive';
    case 'pending':
      return 'caution';
    case 'rejected':
      return 'critical';
    default:
      return 'neutral';
  }
}
