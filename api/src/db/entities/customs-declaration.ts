import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { type Calculation, DECLARATION_STATUSES, DECLARATION_TYPES, INCOTERMS } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { Shipment } from './shipment.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/**
 * A customs declaration of a shipment (issue 18, ADR 0034). Amounts are whole minor units of `currency` kept in
 * doubles: exact up to 2^53, where a 32-bit integer column would stop at 21 million (read through Number(): the ORM
 * types a double as text or number).
 */
export const CustomsDeclaration = defineEntity({
  name: 'CustomsDeclaration',
  tableName: 'customs_declarations',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    shipment: () => p.manyToOne(Shipment).index().deleteRule('cascade'),
    type: p.enum(DECLARATION_TYPES),
    status: p.enum(DECLARATION_STATUSES).index(),
    /** Why it was held or rejected. */
    reason: p.text().nullable(),
    /** The number customs gave it, typed by staff. */
    declarationNumber: p.string().length(40).nullable(),
    incoterm: p.enum(INCOTERMS),
    currency: p.string().length(3),
    /** AED per unit typed by staff for a currency without a peg ("4.0125"). */
    exchangeRate: p.string().length(20).nullable(),
    freight: p.double(),
    insurance: p.double(),
    freeZone: p.string().length(40).nullable(),
    /** The calculation as it stood when submitted. */
    submittedCalculation: p.json<Calculation>().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    updatedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    ...timestamps,
  },
});
export type CustomsDeclaration = InferEntity<typeof CustomsDeclaration>;
