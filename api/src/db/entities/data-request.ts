import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { User } from './user.ts';

/**
 * A PDPL data-rights request (issue 16): a copy of the person's data (export) or its erasure. The requester stays
 * linked after erasure: the account row is then anonymised (`erased-<id>`), a pseudonymous reference.
 */
export const DataRequest = defineEntity({
  name: 'DataRequest',
  tableName: 'data_requests',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    user: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    kind: p.enum(DATA_REQUEST_KINDS),
    status: p.enum(DATA_REQUEST_STATUSES).index(),
    requestedAt: p.datetime(),
    /** The deadline: requestedAt + DATA_REQUEST_DUE_DAYS. */
    dueAt: p.datetime().index(),
    fulfilledAt: p.datetime().nullable(),
    /** Null for what the system did by itself (an export prepared at once). */
    fulfilledBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The prepared export's key in the file storage; null once downloaded or expired. */
    fileKey: p.string().length(200).nullable(),
    expiresAt: p.datetime().nullable(),
    downloadedAt: p.datetime().nullable(),
    rejectionReason: p.text().nullable(),
    /** How many of the DATA_REQUEST_REMINDER_DAYS reminders were sent. */
    remindersSent: p.integer().default(0),
  },
});
export type DataRequest = InferEntity<typeof DataRequest>;
