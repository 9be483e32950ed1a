import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { NOTIFICATION_KINDS, NotificationDto, NotificationList } from '@qafila/contracts';
import {
  type ChatSession,
  Notification,
  NotificationRead,
  type Organization,
  type Shipment,
  type SupportCase,
  type User,
} from '../../db/entities/index.ts';
import { NotFoundError } from '../../domain/errors.ts';

export const NOTIFICATION_LIST_LIMIT = 50;
const DETAIL_MAX = 500;

export interface NewNotification {
  organization: Organization;
  kind: (typeof NOTIFICATION_KINDS)[number];
  shipment?: Shipment | null;
  supportCase?: SupportCase | null;
  chatSession?: ChatSession | null;
  customer?: User | null;
  detail?: string | null;
  /** Shown to the organization's admins only (what only they can act on). */
  adminsOnly?: boolean;
}

/**
 * Adds a notification for the staff of an organization to the unit of work of `em`: it is written by the caller's
 * flush, in the same transaction as the event it reports (a delayed shipment, a new support case, a hand-off).
 * The entities may be new (not flushed yet): they are linked when the unit of work is written.
 */
export function recordNotification(em: EntityManager, input: NewNotification): void {
  const detail = input.detail?.trim();
  em.create(Notification, {
    organization: input.organization,
    kind: input.kind,
    shipment: input.shipment ?? null,
    supportCase: input.supportCase ?? null,
    chatSession: input.chatSession ?? null,
    customer: input.customer ?? null,
    detail: detail ? [...detail].slice(0, DETAIL_MAX).join('') : null,
    adminsOnly: input.adminsOnly ?? false,
  });
}

/** The notifications a member of staff sees: their organization's, the admins-only ones for admins alone. */
function visibleTo(staff: User) {
  return staff.role === 'org_admin'
    ? { organization: staff.organization.id }
    : { organization: staff.organization.id, adminsOnly: false };
}

/**
 * Whether a hand-off of this session is news for the team: not when the session is already handed off, nor while
 * an earlier hand-off notification of it is still unread by everyone. Repeated requests for a person in one
 * conversation make one notification.
 */
export async function handoffIsNews(em: EntityManager, session: ChatSession): Promise<boolean> {
  if (session.status === 'handoff') return false;
  const earlier = await em.find(Notification, { kind: 'handoff', chatSession: session.id }, { fields: ['id'] });
  if (earlier.length === 0) return true;
  const read = await em.find(
    NotificationRead,
    { notification: { $in: earlier.map((n) => n.id) } },
    { fields: ['notification'] },
  );
  return earlier.every((n) => read.some((r) => r.notification.id === n.id));
}

/** Staff notifications: they belong to the organization; whether one is read is per staff user. */
export function createNotificationService(em: EntityManager) {
  function toDto(n: Notification, readAt: Date | undefined): NotificationDto {
    return {
      id: n.id,
      kind: n.kind,
      createdAt: n.createdAt.toISOString(),
      readAt: readAt ? readAt.toISOString() : null,
      shipmentId: n.shipment?.id ?? null,
      trackingNumber: n.shipment?.trackingNumber ?? null,
      caseReference: n.supportCase?.reference ?? null,
      sessionId: n.chatSession?.id ?? null,
      customerName: n.customer ? (n.customer.name ?? n.customer.username) : null,
      detail: n.detail ?? null,
    };
  }

  return {
    /** The newest 50 notifications of the staff member's organization and how many of all are unread by them. */
    async list(staff: User): Promise<NotificationList> {
      const visible = visibleTo(staff);
      const [rows, unread] = await Promise.all([
        em.find(Notification, visible, {
          populate: ['shipment', 'supportCase', 'customer'],
          orderBy: { createdAt: 'desc', id: 'desc' },
          limit: NOTIFICATION_LIST_LIMIT,
        }),
        em.count(Notification, { ...visible, reads: { $none: { user: staff.id } } }),
      ]);
      const reads = rows.length
        ? await em.find(NotificationRead, { user: staff.id, notification: { $in: rows.map((r) => r.id) } })
        : [];
      const readAt = new Map(reads.map((r) => [r.notification.id, r.readAt]));
      return { items: rows.map((n) => toDto(n, readAt.get(n.id))), unread };
    },

    /** Marks one notification of the organization read for this staff member (again: no change). */
    async markRead(staff: User, id: number): Promise<{ success: true }> {
      const n = await em.findOne(Notification, { id, ...visibleTo(staff) });
      if (!n) throw new NotFoundError('Notification not found');
      if (!(await em.count(NotificationRead, { notification: n.id, user: staff.id }))) {
        em.create(NotificationRead, { notification: n, user: staff.id });
        try {
          await em.flush();
        } catch (err) {
          // Marked read by a parallel request of the same user: the outcome is the same.
          if (!(err instanceof UniqueConstraintViolationException)) throw err;
        }
      }
      return { success: true };
    },

    /** Marks every notification of the organization read for this staff member. */
    async markAllRead(staff: User): Promise<{ success: true; marked: number }> {
      const unread = await em.find(
        Notification,
        { ...visibleTo(staff), reads: { $none: { user: staff.id } } },
        { fields: ['id'] },
      );
      for (const n of unread) em.create(NotificationRead, { notification: n.id, user: staff.id });
      try {
        await em.flush();
      } catch (err) {
        if (!(err instanceof UniqueConstraintViolationException)) throw err;
        // A parallel request marked some of them: mark the rest one by one.
        for (const n of unread) await this.markRead(staff, n.id);
      }
      return { success: true, marked: unread.length };
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
