/**
 * React Query keys of the cargo, tracking and documents sections, per signed-in user (another user signing in on the
 * same tab never sees cached data of the first). Everything under `all(userId)` is the organization's.
 */
export const orgKeys = {
  all: (userId: number) => ['org', userId] as const,
  shipments: (userId: number, q: string, page: number) => ['org', userId, 'shipments', q, page] as const,
  shipmentSearch: (userId: number, q: string) => ['org', userId, 'shipment-search', q] as const,
  customers: (userId: number) => ['org', userId, 'customers'] as const,
  tracking: (userId: number, q: string) => ['org', userId, 'tracking', q] as const,
  documents: (userId: number, status: string) => ['org', userId, 'documents', status] as const,
};
