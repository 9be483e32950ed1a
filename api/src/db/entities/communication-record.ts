import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { COMMUNICATION_CHANNELS } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { Shipment } from './shipment.ts';
import { User } from './user.ts';

/** A message sent to or received from a customer on a channel. */
export const CommunicationRecord = defineEntity({
  name: 'CommunicationRecord',
  tableName: 'communication_records',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    customer: () => p.manyToOne(User).index(),
    shipment: () => p.manyToOne(Shipment).nullable().deleteRule('set null'),
    channel: p.enum(COMMUNICATION_CHANNELS),
    messageType: p.string().length(64),
    subject: p.string().length(300).nullable(),
    occurredAt: p.datetime(),
    /** Whether the message went out (issue 17: notifications that failed are logged too). */
    status: p.enum(['sent', 'failed'] as const).default('sent'),
  },
});
export type CommunicationRecord = InferEntity<typeof CommunicationRecord>;
