import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { DRIVER_STATUSES, LICENSE_CLASSES } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/**
 * A driver of an organization's fleet (issue 14), optionally a member of its staff (one driver per user; deleting
 * the user unlinks the driver). The licence number is unique within the organization. Retiring keeps the row.
 */
export const Driver = defineEntity({
  name: 'Driver',
  tableName: 'drivers',
  uniques: [{ properties: ['organization', 'licenseNumber'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    user: () => p.manyToOne(User).nullable().unique().deleteRule('set null'),
    name: p.string().length(100),
    phone: p.string().length(20),
    licenseNumber: p.string().length(20),
    licenseClass: p.enum(LICENSE_CLASSES),
    /** Calendar day, `YYYY-MM-DD`. */
    licenseExpiry: p.date(),
    status: p.enum(DRIVER_STATUSES).index(),
    ...timestamps,
  },
});
export type Driver = InferEntity<typeof Driver>;
