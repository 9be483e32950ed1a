import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Notification } from './notification.ts';
import { User } from './user.ts';

/** A staff user has read a notification. */
export const NotificationRead = defineEntity({
  name: 'NotificationRead',
  tableName: 'notification_reads',
  uniques: [{ properties: ['notification', 'user'] }],
  properties: {
    id: p.integer().primary(),
    notification: () => p.manyToOne(Notification).index().deleteRule('cascade'),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    readAt: p.datetime().onCreate(() => new Date()),
  },
});
export type NotificationRead = InferEntity<typeof NotificationRead>;
