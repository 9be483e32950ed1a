import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { LICENCE_KINDS } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/** A trade licence or permit of an organization, with its expiry (issue 18). */
export const ComplianceLicence = defineEntity({
  name: 'ComplianceLicence',
  tableName: 'compliance_licences',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    kind: p.enum(LICENCE_KINDS),
    number: p.string().length(60),
    authority: p.string().length(120),
    /** Calendar days, `YYYY-MM-DD`; the expiry day is the last valid one. */
    issuedOn: p.date().nullable(),
    expiresOn: p.date(),
    note: p.text().default(''),
    /** The smallest of LICENCE_ALERT_DAYS the admins were notified of for this expiry; null: none yet. */
    notifiedDays: p.integer().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    ...timestamps,
  },
});
export type ComplianceLicence = InferEntity<typeof ComplianceLicence>;
