import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { safeText } from './text.ts';

/**
 * PDPL data rights (issue 16): any signed-in user asks for a copy (export) or the erasure of their personal data;
 * the organization's admins see the requests and fulfil or reject them within the deadline.
 */

/** Days from the request to its deadline, as the privacy policy states ("within 30 days"). */
export const DATA_REQUEST_DUE_DAYS = 30;
/** Days before the deadline on which the organization's admins are reminded of a request still open. */
export const DATA_REQUEST_REMINDER_DAYS = [7, 2] as const;
/** Days a prepared export can be downloaded; after that the job removes the file. */
export const DATA_EXPORT_EXPIRY_DAYS = 7;

export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
export const DataRequestKind = z.enum(DATA_REQUEST_KINDS);
export type DataRequestKind = z.infer<typeof DataRequestKind>;

/**
 * - export: `ready` once the archive is prepared, `downloaded` after the one download, `expired` when it was not
 *   downloaded in time (the file is gone either way);
 * - erasure: `pending` until an organization admin fulfils it (`completed`) or rejects it with a reason.
 */
export const DATA_REQUEST_STATUSES = ['pending', 'ready', 'downloaded', 'expired', 'completed', 'rejected'] as const;
export const DataRequestStatus = z.enum(DATA_REQUEST_STATUSES);
export type DataRequestStatus = z.infer<typeof DataRequestStatus>;

export const CreateDataRequest = z.strictObject({ kind: DataRequestKind }).meta({ id: 'CreateDataRequest' });
export type CreateDataRequest = z.infer<typeof CreateDataRequest>;

export const RejectDataRequest = z
  .strictObject({
    reason: safeText(
      z
        .string()
        .trim()
        .min(1, { error: 'reason is required' })
        .max(1000, { error: 'reason must be at most 1000 characters' }),
      'reason',
    ),
  })
  .meta({ id: 'RejectDataRequest' });
export type RejectDataRequest = z.infer<typeof RejectDataRequest>;

/** One request as its requester sees it. */
export const DataRequestDto = z
  .object({
    id: z.number().int(),
    kind: DataRequestKind,
    status: DataRequestStatus,
    requestedAt: IsoDateTime,
    dueAt: IsoDateTime,
    fulfilledAt: IsoDateTime.nullable(),
    /** Until when a ready export can be downloaded. */
    expiresAt: IsoDateTime.nullable(),
    downloadedAt: IsoDateTime.nullable(),
    rejectionReason: z.string().nullable(),
  })
  .meta({ id: 'DataRequest' });
export type DataRequestDto = z.infer<typeof DataRequestDto>;

/** One request of the organization, as its admins see it: who asked (a pseudonym once erased) and who fulfilled it. */
export const OrgDataRequest = DataRequestDto.extend({
  requester: z.object({
    /** Null once the person was erased. */
    id: z.number().int().nullable(),
    /** The name or username; `Erased user #<id>` after erasure. */
    name: z.string(),
    role: z.string(),
  }),
  fulfilledBy: z.string().nullable(),
}).meta({ id: 'OrgDataRequest' });
export type OrgDataRequest = z.infer<typeof OrgDataRequest>;

/**
 * How long each kind of data is kept: the ONE list that the privacy policy's table renders and the retention job
 * enforces (`qafila retention run`). `months` counts from `from`; the job deletes (or, for accounts, anonymises)
 * what is older.
 */
export const RETENTION_PERIODS = [
  {
    id: 'account',
    months: 24,
    from: 'the end of the service',
    what: 'Accounts of an organization whose service ended (cancelled): personal fields anonymised',
  },
  {
    id: 'shipments',
    months: 84,
    from: 'the last change of the shipment',
    what: 'Shipments with their events and documents',
  },
  {
    id: 'financial',
    months: 120,
    from: 'the end of the month',
    what: 'Usage records the invoices are computed from',
  },
  {
    id: 'compliance',
    months: 60,
    from: 'the upload',
    what: "Compliance documents and their files (earlier than the shipment's own record)",
  },
  { id: 'chat', months: 24, from: 'the last message', what: 'Chat conversations and their messages' },
  { id: 'analytics', months: 18, from: 'the event', what: 'First-party analytics events' },
  { id: 'leads', months: 24, from: 'the request', what: "Demo requests sent through the public site's form" },
] as const satisfies readonly { id: string; months: number; from: string; what: string }[];
export type RetentionPeriodId = (typeof RETENTION_PERIODS)[number]['id'];

/** What one retention run removed (or, with --dry-run, would remove), per period. */
export const RetentionReport = z
  .object({
    dryRun: z.boolean(),
    ranAt: IsoDateTime,
    periods: z.array(
      z.object({
        id: z.string(),
        months: z.number().int(),
        cutoff: IsoDateTime,
        removed: z.number().int().nonnegative(),
      }),
    ),
    /** Exports not downloaded in time whose files were removed. */
    expiredExports: z.number().int().nonnegative(),
    /** Reminders sent to organization admins for requests near their deadline. */
    reminders: z.number().int().nonnegative(),
  })
  .meta({ id: 'RetentionReport' });
export type RetentionReport = z.infer<typeof RetentionReport>;
