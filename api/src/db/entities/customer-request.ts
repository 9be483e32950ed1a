import { p } from '@mikro-orm/core';
import { Organization } from './organization.ts';
import { Shipment } from './shipment.ts';
import { User } from './user.ts';

/** What every request a customer files with their organization (a support case, a call request) starts with. */
export const customerRequest = {
  id: p.integer().primary(),
  reference: p.string().length(20).unique(),
  organization: () => p.manyToOne(Organization).index(),
  customer: () => p.manyToOne(User).index(),
  shipment: () => p.manyToOne(Shipment).nullable().deleteRule('set null'),
};
