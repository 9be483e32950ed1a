import type { DataRequestDto } from '@qafila/contracts';

/** Requests of every status, around the stories' fixed clock (15 March 2026). */
export const dataRequestFixtures: DataRequestDto[] = [
  {
    id: 14,
    kind: 'export',
    status: 'ready',
    requestedAt: '2026-03-14T10:00:00Z',
    dueAt: '2026-04-13T10:00:00Z',
    fulfilledAt: '2026-03-14T10:00:02Z',
    expiresAt: '2026-03-21T10:00:02Z',
    downloadedAt: null,
    rejectionReason: null,
  },
  {
    id: 9,
    kind: 'erasure',
    status: 'rejected',
    requestedAt: '2026-02-02T08:00:00Z',
    dueAt: '2026-03-04T08:00:00Z',
    fulfilledAt: '2026-02-10T12:00:00Z',
    expiresAt: null,
    downloadedAt: null,
    rejectionReason: 'Your customs declarations of 2025 must be kept until the audit ends.',
  },
  {
    id: 4,
    kind: 'export',
    status: 'downloaded',
    requestedAt: '2026-01-05T08:00:00Z',
    dueAt: '2026-02-04T08:00:00Z',
    fulfilledAt: '2026-01-05T08:00:01Z',
    expiresAt: '2026-01-12T08:00:01Z',
    downloadedAt: '2026-01-05T08:03:00Z',
    rejectionReason: null,
  },
];
