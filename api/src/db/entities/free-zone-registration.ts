import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/** The organization's licence in a UAE free zone (FREE_ZONES of the contracts). */
export const FreeZoneRegistration = defineEntity({
  name: 'FreeZoneRegistration',
  tableName: 'free_zone_registrations',
  uniques: [{ properties: ['organization', 'zoneId', 'licenceNumber'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    zoneId: p.string().length(40),
    licenceNumber: p.string().length(60),
    /** YYYY-MM-DD. */
    licenceExpiry: p.string().length(10),
    activities: p.text(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    ...timestamps,
  },
});
export type FreeZoneRegistration = InferEntity<typeof FreeZoneRegistration>;
