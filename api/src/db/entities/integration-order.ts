import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';
import { Shipment } from './shipment.ts';

/**
 * A store order that became a shipment (issue 17). An order is taken once per organization and store (`source`:
 * the connector kind and the store's address, e.g. `shopify:https://gulf.myshopify.com`), so removing a store and
 * connecting it again does not take its orders twice. `sentBackAt`: when the tracking number reached the store.
 */
export const IntegrationOrder = defineEntity({
  name: 'IntegrationOrder',
  tableName: 'integration_orders',
  uniques: [{ properties: ['organization', 'source', 'externalId'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade'),
    source: p.string().length(600),
    externalId: p.string().length(64),
    /** The store's order name, e.g. `#1001`. */
    externalName: p.string().length(64),
    shipment: () => p.manyToOne(Shipment).index().deleteRule('cascade'),
    sentBackAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IntegrationOrder = InferEntity<typeof IntegrationOrder>;
