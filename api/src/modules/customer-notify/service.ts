import type { EntityManager } from '@mikro-orm/core';
import type { LanguageCode, ShipmentStatus } from '@qafila/contracts';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';
import {
  ChatSession,
  CommunicationRecord,
  ComplianceDocument,
  Organization,
  Shipment,
  ShipmentEvent,
  User,
} from '../../db/entities/index.ts';
import type { Logger } from '../../logger.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { usersWithSection } from '../dashboard/sections.ts';
import type { DomainEventOf, DomainEvents } from '../events/bus.ts';
import type { Delivery } from '../whatsapp/service.ts';
import { type NotificationContent, notificationText } from './messages.ts';

/** Sends one e-mail; rejects when the SMTP server refuses it. */
export type MailSender = (mail: { to: string; subject: string; text: string }) => Promise<void>;

/** An SMTP sender through SMTP_URL, or undefined without one (then nothing is e-mailed). */
export function smtpMailSender(mail: Config['mail']): MailSender | undefined {
  if (!mail.smtpUrl) return undefined;
  const transport = createTransport(mail.smtpUrl);
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from: mail.from, to, subject, text });
  };
}

/** The WhatsApp side the notifications need (the WhatsApp service). */
export interface WhatsAppNotifier {
  notify(organizationId: number, phone: string, text: string, language: LanguageCode): Promise<Delivery | undefined>;
}

type MessageType = NotificationContent['kind'];

/**
 * Notifications to customers (issue 17, ADR 0033): a shipment's status changed, a document was reviewed, the team
 * replied while the customer is not online. Each goes on the customer's chosen channel (profile preferences:
 * `notificationChannel` e-mail or WhatsApp; `web` keeps them in the app) in their language, unless they turned
 * notifications off (`emailNotifications` false: the opt-out); WhatsApp falls back to e-mail when the organization has
 * no number connected or the customer no phone. Every message sent, or tried and failed, is a row of the customer's
 * communication log. Staff who keep `emailNotifications` on get an e-mail when a conversation is handed to the team
 * (those who see the AI Assistant) and when a shipment is delayed (those who see the shipments).
 */
export function createCustomerNotifier(options: {
  em: EntityManager;
  sendMail: MailSender | undefined;
  whatsapp: WhatsAppNotifier;
  realtime: RealtimeHub;
  logger: Logger;
}) {
  const { sendMail, whatsapp, realtime, logger } = options;

  async function send(
    em: EntityManager,
    customer: User,
    content: NotificationContent,
    shipment: Shipment | null,
  ): Promise<void> {
    if (customer.role !== 'customer' || customer.deactivatedAt || !customer.emailNotifications) return;
    const channel = customer.notificationChannel;
    if (channel === 'web') return;
    const language: LanguageCode = customer.preferredLanguage ?? 'en';
    const { subject, text } = notificationText(content, language);
    const organizationId = customer.organization.id;
    const log = (via: 'email' | 'whatsapp', ok: boolean) =>
      em.create(CommunicationRecord, {
        organization: organizationId,
        customer,
        shipment,
        channel: via,
        messageType: content.kind satisfies MessageType,
        subject: subject.slice(0, 300),
        occurredAt: new Date(),
        status: ok ? 'sent' : 'failed',
      });

    if (channel === 'whatsapp' && customer.phoneNumber) {
      const delivery = await whatsapp.notify(organizationId, customer.phoneNumber, text, language);
      if (delivery) {
        log('whatsapp', delivery.ok);
        await em.flush();
        return;
      }
    }
    // E-mail: chosen, or WhatsApp could not be used. Without SMTP or an address nothing is sent, so nothing is logged.
    if (!sendMail || !customer.email) return;
    let ok = true;
    try {
      await sendMail({ to: customer.email, subject, text });
    } catch (err) {
      ok = false;
      logger.warn({ err, customerId: customer.id }, 'notification e-mail not sent');
    }
    log('email', ok);
    await em.flush();
  }

  async function shipmentOf(em: EntityManager, id: number) {
    return em.findOne(Shipment, id, { populate: ['customer', 'customer.organization'] });
  }

  async function lastReason(em: EntityManager, shipment: Shipment): Promise<string | null> {
    const last = await em.findOne(
      ShipmentEvent,
      { shipment: shipment.id },
      { orderBy: { occurredAt: 'desc', id: 'desc' } },
    );
    return last?.description ?? null;
  }

  /**
   * E-mails the organization's staff who see `section` and keep `emailNotifications` on, each in their language
   * (with SMTP; nothing otherwise).
   */
  async function mailStaff(
    organizationId: number,
    section: 'ai-chat' | 'shipments',
    mail: Record<LanguageCode, { subject: string; text: string }>,
  ): Promise<void> {
    if (!sendMail) return;
    const em = options.em.fork();
    const organization = await em.findOne(Organization, organizationId);
    if (!organization) return;
    const staff = await em.find(User, {
      organization: organization.id,
      role: { $in: ['org_user', 'org_admin'] },
      emailNotifications: true,
      email: { $ne: null },
      deactivatedAt: null,
    });
    const allowed = await usersWithSection(
      em,
      organization,
      staff.map((u) => u.id),
      section,
    );
    for (const user of staff.filter((u) => allowed.has(u.id))) {
      const { subject, text } = mail[user.preferredLanguage ?? 'en'];
      await sendMail({ to: user.email!, subject, text }).catch((err: unknown) =>
        logger.warn({ err, userId: user.id }, 'staff notification e-mail not sent'),
      );
    }
  }

  const handlers = {
    async statusChanged(e: DomainEventOf<'shipment.status_changed'>) {
      const em = options.em.fork();
      const shipment = await shipmentOf(em, e.shipmentId);
      if (!shipment) return;
      const content: NotificationContent = {
        kind: 'shipment_status',
        trackingNumber: e.trackingNumber,
        status: e.to as ShipmentStatus,
        reason: await lastReason(em, shipment),
      };
      await send(em, shipment.customer, content, shipment);
      // A delay is the shipment exception the staff who see the shipments hear of by e-mail.
      if (e.to === 'delayed') {
        await mailStaff(e.organizationId, 'shipments', {
          en: {
            subject: `Shipment ${e.trackingNumber} is delayed`,
            text: `Shipment ${e.trackingNumber} is now delayed.${content.reason ? `\n${content.reason}` : ''}`,
          },
          ar: {
            subject: `الشحنة ${e.trackingNumber} متأخرة`,
            text: `الشحنة ${e.trackingNumber} متأخرة الآن.${content.reason ? `\n${content.reason}` : ''}`,
          },
        });
      }
    },

    async documentReviewed(e: DomainEventOf<'document.reviewed'>) {
      const em = options.em.fork();
      const doc = await em.findOne(ComplianceDocument, e.documentId, {
        populate: ['shipment', 'shipment.customer', 'shipment.customer.organization'],
      });
      if (!doc) return;
      const content: NotificationContent = {
        kind: 'document_review',
        trackingNumber: doc.shipment.trackingNumber,
        documentName: doc.name,
        status: e.status,
        reason: e.status === 'rejected' ? doc.description : null,
      };
      await send(em, doc.shipment.customer, content, doc.shipment);
    },

    async staffReply(e: DomainEventOf<'chat.staff_reply'>) {
      if (e.customerId === null) return;
      const em = options.em.fork();
      const session = await em.findOne(ChatSession, e.sessionId);
      // WhatsApp conversations get the reply itself on WhatsApp; an online customer sees it in the chat at once.
      if (!session || session.channel === 'whatsapp') return;
      if (realtime.usersOnline(e.organizationId).includes(e.customerId)) return;
      const customer = await em.findOne(User, e.customerId, { populate: ['organization'] });
      if (!customer) return;
      const content: NotificationContent = {
        kind: 'team_reply',
        organizationName: customer.organization.name,
        text: e.text,
      };
      await send(em, customer, content, null);
    },

    /** A support case a customer opened (the dashboard's Report issue, or through the assistant): staff are e-mailed. */
    async caseOpened(e: DomainEventOf<'support.case_opened'>) {
      await mailStaff(e.organizationId, 'ai-chat', {
        en: {
          subject: `Support case ${e.reference} opened`,
          text: `A customer opened support case ${e.reference} (${e.category}):\n${e.summary}\n\nOpen the AI Assistant section of the dashboard to answer.`,
        },
        ar: {
          subject: `فُتحت حالة الدعم ${e.reference}`,
          text: `فتح عميل حالة الدعم ${e.reference} (${e.category}):\n${e.summary}\n\nافتح قسم المساعد الذكي في لوحة التحكم للرد.`,
        },
      });
    },

    /** Staff who see the AI Assistant and keep e-mail notifications on hear of a hand-off by e-mail too. */
    async handoff(e: DomainEventOf<'chat.handoff'>) {
      await mailStaff(e.organizationId, 'ai-chat', {
        en: {
          subject: 'A conversation is waiting for your team',
          text: 'A customer asked for a person of the team. Open the AI Assistant section of the dashboard to reply.',
        },
        ar: {
          subject: 'محادثة بانتظار فريقك',
          text: 'طلب عميل التحدث إلى شخص من الفريق. افتح قسم المساعد الذكي في لوحة التحكم للرد.',
        },
      });
    },
  };

  return {
    ...handlers,
    /** Subscribes to the domain events; returns the unsubscribe function. */
    subscribe(events: DomainEvents): () => void {
      const offs = [
        events.on('shipment.status_changed', handlers.statusChanged),
        events.on('document.reviewed', handlers.documentReviewed),
        events.on('chat.staff_reply', handlers.staffReply),
        events.on('chat.handoff', handlers.handoff),
        events.on('support.case_opened', handlers.caseOpened),
      ];
      return () => {
        for (const off of offs) off();
      };
    },
  };
}
