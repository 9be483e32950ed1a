import type { EndpointKey } from '@qafila/contracts';

/** The organization's data that a new shipment, a status change, an import or a document can change. */
export const ORG_DATA = [
  'GET /api/org/shipments',
  'GET /api/org/customers',
  'GET /api/org/tracking',
  'GET /api/org/documents',
] as const satisfies readonly EndpointKey[];
