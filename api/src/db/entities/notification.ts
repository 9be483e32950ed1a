import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { NOTIFICATION_KINDS } from '@qafila/contracts';
import { ChatSession } from './chat-session.ts';
import { NotificationRead } from './notification-read.ts';
import { Organization } from './organization.ts';
import { Shipment } from './shipment.ts';
import { SupportCase } from './support-case.ts';
import { User } from './user.ts';

/** Something the staff of an organization should look at (issue 7). Read state is per staff user. */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    kind: p.enum(NOTIFICATION_KINDS),
    shipment: () => p.manyToOne(Shipment).nullable().deleteRule('set null'),
    supportCase: () => p.manyToOne(SupportCase).nullable().deleteRule('set null'),
    chatSession: () => p.manyToOne(ChatSession).nullable().deleteRule('set null'),
    customer: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The delay reason, the case category and summary, or the customer's last message. */
    detail: p.text().nullable(),
    /** For the organization's admins only (plan limits, data-request deadlines: what only they can act on). */
    adminsOnly: p.boolean().default(false),
    reads: () => p.oneToMany(NotificationRead).mappedBy('notification'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export type Notification = InferEntity<typeof Notification>;
