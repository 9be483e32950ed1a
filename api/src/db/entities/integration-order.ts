import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { IntegrationConnector } from './integration-connector.ts';
import { Shipment } from './shipment.ts';

/**
 * A store order that became a shipment (issue 17): a sync takes an order once (`connector` and `externalId` unique
 * together); `sentBackAt` is when the tracking number reached the store (fulfilment or order note).
 */
export const IntegrationOrder = defineEntity({
  name: 'IntegrationOrder',
  tableName: 'integration_orders',
  uniques: [{ properties: ['connector', 'externalId'] }],
  properties: {
    id: p.integer().primary(),
    connector: () => p.manyToOne(IntegrationConnector).deleteRule('cascade'),
    externalId: p.string().length(64),
    /** The store's order name, e.g. `#1001`. */
    externalName: p.string().length(64),
    shipment: () => p.manyToOne(Shipment).index().deleteRule('cascade'),
    sentBackAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IntegrationOrder = InferEntity<typeof IntegrationOrder>;
