import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type ConnectWhatsApp,
  DEMO_CUSTOMER_ID,
  type LanguageCode,
  type SupportChannels,
  WHATSAPP_SERVICE_WINDOW_MS,
  type WhatsAppConnection as WhatsAppConnectionDto,
  type WhatsAppConnectionState,
  type WhatsAppStats,
} from '@qafila/contracts';
import { ChatSession, User, WhatsAppConnection, WhatsAppMessage } from '../../db/entities/index.ts';
import { ForbiddenError, InvalidInputError, NotFoundError, NotSignedInError } from '../../domain/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Logger } from '../../logger.ts';
import type { Caller } from '../access.ts';
import { detectLanguage } from '../assistant/language.ts';
import { recordAudit } from '../audit/service.ts';
import type { ChatService } from '../chat/service.ts';
import { featureFlagOn } from '../organizations/service.ts';
import type { GraphMessage, WhatsAppGraph } from './graph.ts';
import { whatsAppText } from './render.ts';

export const INVALID_SIGNATURE = 'Invalid signature';
export /** Kinds of message a customer sends that are not text but ask for an answer (a reaction or a system notice does not). */
const ANSWERED_NON_TEXT = new Set(['image', 'audio', 'video', 'document', 'sticker', 'location', 'contacts']);
/** The answer to those, in both languages since nothing tells the customer's. */
export const TEXT_ONLY_REPLY =
  'I can read text messages only: please type your question or your tracking number.\nأستطيع قراءة الرسائل النصية فقط: اكتب سؤالك أو رقم التتبع من فضلك.';

const UNKNOWN_WEBHOOK = 'Unknown webhook';
export const OUTSIDE_WINDOW_NO_TEMPLATE =
  'Outside the 24-hour customer service window, and no approved template is set for this number';

/** The visitor id of a WhatsApp conversation: the customer's WhatsApp id. */
const visitorIdOf = (waId: string) => `wa:${waId}`;
const waIdOf = (session: ChatSession) => session.visitorId?.replace(/^wa:/, '') ?? '';
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** True when `header` is `sha256=<hex HMAC-SHA256 of raw with appSecret>`, compared in constant time. */
export function signatureMatches(appSecret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The parts of a Cloud API notification we read (docs/whatsapp.md; Meta's "Webhooks: messages" reference). */
interface WebhookValue {
  metadata?: { phone_number_id?: unknown };
  contacts?: { wa_id?: unknown; profile?: { name?: unknown } }[];
  messages?: { id?: unknown; from?: unknown; type?: unknown; text?: { body?: unknown } }[];
  statuses?: { id?: unknown; status?: unknown; errors?: { title?: unknown; message?: unknown }[] }[];
}

const STATUS_RANK = { received: 0, sent: 1, delivered: 2, read: 3, failed: 4 } as const;
type OutStatus = 'sent' | 'delivered' | 'read' | 'failed';
const isOutStatus = (s: unknown): s is OutStatus => s === 'sent' || s === 'delivered' || s === 'read' || s === 'failed';

/** The result of a message to a customer: sent (Meta's id), or not and why. */
export type Delivery = { ok: true; id: string } | { ok: false; error: string };

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The WhatsApp channel (issue 17, ADR 0033): an organization's connection to the Cloud API, its webhook (messages
 * answered by the same assistant as the web chat, statuses recorded), replies and notifications through the Graph
 * API within the 24-hour window (a template outside it), and the section's figures.
 */
export function createWhatsAppService(options: {
  em: EntityManager;
  secrets: SecretBox;
  chat: ChatService;
  graph: WhatsAppGraph;
  logger: Logger;
  /** The product's public origin, for the link to follow a shipment in replies. */
  publicOrigin?: string | undefined;
  now?: () => Date;
}) {
  const { secrets, chat, graph, logger } = options;
  const now = options.now ?? (() => new Date());

  function toDto(c: WhatsAppConnection): WhatsAppConnectionDto {
    return {
      status: c.status,
      phoneNumberId: c.phoneNumberId,
      wabaId: c.wabaId,
      displayPhoneNumber: c.displayPhoneNumber,
      templateName: c.templateName ?? null,
      webhookPath: `/api/whatsapp/webhook/${c.connectionKey}`,
      verifyToken: c.verifyToken,
      accessTokenHint: c.accessTokenHint,
      verifiedAt: c.verifiedAt?.toISOString() ?? null,
      lastError: c.lastError ?? null,
      updatedAt: c.updatedAt.toISOString(),
    };
  }

  /** The customer of the organization whose phone number is this WhatsApp id (digits compared), or null. */
  async function customerByPhone(em: EntityManager, organizationId: number, waId: string): Promise<User | null> {
    const candidates = await em.find(
      User,
      { organization: organizationId, role: 'customer', phoneNumber: { $ne: null }, deactivatedAt: null },
      { fields: ['id', 'phoneNumber'], limit: 10_000 },
    );
    const match = candidates.find((u) => u.phoneNumber && digitsOf(u.phoneNumber) === waId);
    return match ? em.findOne(User, match.id) : null;
  }

  /** The customer's latest WhatsApp conversation with the organization, or a new one. */
  async function conversationOf(
    em: EntityManager,
    connection: WhatsAppConnection,
    waId: string,
    name: string | null,
  ): Promise<ChatSession> {
    const existing = await em.findOne(
      ChatSession,
      { organization: connection.organization.id, channel: 'whatsapp', visitorId: visitorIdOf(waId) },
      { orderBy: { updatedAt: 'desc' } },
    );
    if (existing) return existing;
    const customer = await customerByPhone(em, connection.organization.id, waId);
    const session = em.create(ChatSession, {
      id: `wa_${randomBytes(18).toString('base64url')}`,
      organization: connection.organization,
      customer,
      owner: null,
      visitorId: visitorIdOf(waId),
      channel: 'whatsapp',
      visitorName: customer ? null : (name?.slice(0, 200) ?? null),
      visitorContact: `+${waId}`,
    });
    await em.flush();
    return session;
  }

  /** Was the customer's last message within the last 24 hours (free-form messages allowed)? */
  async function insideWindow(em: EntityManager, organizationId: number, waId: string): Promise<boolean> {
    const last = await em.findOne(
      WhatsAppMessage,
      { organization: organizationId, waId, direction: 'in' },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return Boolean(last && now().getTime() - last.createdAt.getTime() < WHATSAPP_SERVICE_WINDOW_MS);
  }

  /**
   * Sends text to a customer: as it is inside the 24-hour window, else as the connection's approved template with
   * the text as its parameter (or not at all without one). Every attempt is a row (status sent or failed).
   */
  async function deliver(
    em: EntityManager,
    connection: WhatsAppConnection,
    input: { waId: string; text: string; language: LanguageCode; session: ChatSession | null },
  ): Promise<Delivery> {
    const organizationId = connection.organization.id;
    const open = await insideWindow(em, organizationId, input.waId);
    let message: GraphMessage | undefined;
    if (open) message = { kind: 'text', to: input.waId, text: input.text };
    else if (connection.templateName) {
      message = {
        kind: 'template',
        to: input.waId,
        name: connection.templateName,
        language: input.language,
        parameters: [input.text.slice(0, 1000)],
      };
    }
    const result = message
      ? await graph(
          { phoneNumberId: connection.phoneNumberId, accessToken: secrets.open(connection.accessToken) },
          message,
        )
      : ({ ok: false, status: 0, error: OUTSIDE_WINDOW_NO_TEMPLATE } as const);
    em.create(WhatsAppMessage, {
      organization: organizationId,
      chatSession: input.session,
      direction: 'out',
      waMessageId: result.ok ? result.id : null,
      waId: input.waId,
      kind: message?.kind ?? 'template',
      status: result.ok ? 'sent' : 'failed',
      error: result.ok ? null : result.error,
      statusAt: now(),
    });
    if (result.ok && connection.status === 'error') {
      connection.status = 'connected';
      connection.lastError = null;
    } else if (!result.ok && (result.status === 401 || result.status === 403)) {
      // The token expired or lost its permission: the admins see it on the section until a send works again.
      connection.status = 'error';
      connection.lastError = result.error;
    }
    await em.flush();
    if (!result.ok) logger.warn({ organizationId, error: result.error }, 'whatsapp message not sent');
    return result.ok ? { ok: true, id: result.id } : { ok: false, error: result.error };
  }

  async function connectionOf(em: EntityManager, organizationId: number): Promise<WhatsAppConnection | null> {
    return em.findOne(WhatsAppConnection, { organization: organizationId }, { populate: ['organization'] });
  }

  async function byKey(em: EntityManager, connectionKey: string): Promise<WhatsAppConnection> {
    const connection = await em.findOne(WhatsAppConnection, { connectionKey }, { populate: ['organization'] });
    if (!connection) throw new NotFoundError(UNKNOWN_WEBHOOK);
    return connection;
  }

  /** A status of a message we sent: it only moves forward (sent → delivered → read), or to failed. */
  async function applyStatus(em: EntityManager, organizationId: number, s: NonNullable<WebhookValue['statuses']>[0]) {
    if (typeof s.id !== 'string' || !isOutStatus(s.status)) return;
    const row = await em.findOne(WhatsAppMessage, {
      waMessageId: s.id,
      organization: organizationId,
      direction: 'out',
    });
    if (!row || STATUS_RANK[s.status] <= STATUS_RANK[row.status]) return;
    row.status = s.status;
    row.statusAt = now();
    if (s.status === 'failed') {
      const e = s.errors?.[0];
      row.error = String(e?.message ?? e?.title ?? 'failed').slice(0, 1000);
    }
  }

  /** A customer's message: stored once per message id; a text is answered by the assistant through the Graph API. */
  async function receiveMessage(
    em: EntityManager,
    connection: WhatsAppConnection,
    m: NonNullable<WebhookValue['messages']>[0],
    names: Map<string, string>,
  ): Promise<void> {
    if (typeof m.id !== 'string' || typeof m.from !== 'string' || !/^\d{4,20}$/.test(m.from)) return;
    if (await em.count(WhatsAppMessage, { waMessageId: m.id })) return;
    const text = m.type === 'text' && typeof m.text?.body === 'string' ? m.text.body.trim() : '';
    const session = text ? await conversationOf(em, connection, m.from, names.get(m.from) ?? null) : null;
    em.create(WhatsAppMessage, {
      organization: connection.organization,
      chatSession: session,
      direction: 'in',
      waMessageId: m.id,
      waId: m.from,
      kind: typeof m.type === 'string' ? m.type.slice(0, 32) : 'unknown',
      status: 'received',
    });
    try {
      await em.flush();
    } catch (err) {
      // Meta delivered the same message twice at once: the other request stored (and answers) it.
      if (err instanceof UniqueConstraintViolationException) return;
      throw err;
    }
    if (!session) {
      // A photo, a voice note, a location…: the assistant reads text only, and says so rather than staying silent.
      if (ANSWERED_NON_TEXT.has(String(m.type))) {
        await deliver(em, connection, { waId: m.from, text: TEXT_ONLY_REPLY, language: 'en', session: null });
      }
      return;
    }
    const { assistantMessage } = await chat.sendWhatsApp(session.id, text);
    const reply = whatsAppText(assistantMessage, options.publicOrigin);
    await deliver(em, connection, { waId: m.from, text: reply, language: assistantMessage.language, session });
  }

  return {
    async state(staff: User): Promise<WhatsAppConnectionState> {
      const connection = await connectionOf(options.em, staff.organization.id);
      return { connection: connection ? toDto(connection) : null };
    },

    /** Connects the number, or changes it; the secrets are sealed, the verify token and webhook key generated once. */
    async connect(staff: User, input: ConnectWhatsApp): Promise<WhatsAppConnectionDto> {
      const { em } = options;
      let connection = await connectionOf(em, staff.organization.id);
      const before = connection ? toDto(connection) : null;
      if (!connection) {
        if (!input.accessToken || !input.appSecret) {
          throw new InvalidInputError('accessToken and appSecret are required to connect a number');
        }
        connection = em.create(WhatsAppConnection, {
          organization: staff.organization,
          connectionKey: randomBytes(24).toString('base64url'),
          verifyToken: randomBytes(24).toString('base64url'),
          phoneNumberId: input.phoneNumberId,
          wabaId: input.wabaId,
          displayPhoneNumber: input.displayPhoneNumber,
          accessToken: secrets.seal(input.accessToken),
          accessTokenHint: input.accessToken.slice(-4),
          appSecret: secrets.seal(input.appSecret),
          templateName: input.templateName ?? null,
          status: 'pending',
        });
      } else {
        if (connection.phoneNumberId !== input.phoneNumberId) {
          // Another number must be verified by Meta again.
          connection.status = 'pending';
          connection.verifiedAt = null;
        }
        connection.phoneNumberId = input.phoneNumberId;
        connection.wabaId = input.wabaId;
        connection.displayPhoneNumber = input.displayPhoneNumber;
        if (input.accessToken) {
          connection.accessToken = secrets.seal(input.accessToken);
          connection.accessTokenHint = input.accessToken.slice(-4);
          if (connection.status === 'error') connection.status = connection.verifiedAt ? 'connected' : 'pending';
          connection.lastError = null;
        }
        if (input.appSecret) connection.appSecret = secrets.seal(input.appSecret);
        if (input.templateName !== undefined) connection.templateName = input.templateName;
      }
      await em.flush();
      const after = toDto(connection);
      recordAudit(em, {
        actor: staff,
        action: before ? 'whatsapp.update' : 'whatsapp.connect',
        targetType: 'organization',
        targetId: staff.organization.id,
        before: before ? { phoneNumberId: before.phoneNumberId, displayPhoneNumber: before.displayPhoneNumber } : null,
        after: { phoneNumberId: after.phoneNumberId, displayPhoneNumber: after.displayPhoneNumber },
      });
      await em.flush();
      return after;
    },

    async disconnect(staff: User): Promise<void> {
      const { em } = options;
      const connection = await connectionOf(em, staff.organization.id);
      if (!connection) throw new NotFoundError('No WhatsApp number is connected');
      recordAudit(em, {
        actor: staff,
        action: 'whatsapp.disconnect',
        targetType: 'organization',
        targetId: staff.organization.id,
        before: { phoneNumberId: connection.phoneNumberId, displayPhoneNumber: connection.displayPhoneNumber },
      });
      em.remove(connection);
      await em.flush();
    },

    /** Meta's verification request: the challenge when the mode and verify token are right. */
    async verify(connectionKey: string, query: Record<string, string | undefined>): Promise<string> {
      const { em } = options;
      const connection = await byKey(em, connectionKey);
      const token = query['hub.verify_token'] ?? '';
      const challenge = query['hub.challenge'];
      const expected = Buffer.from(connection.verifyToken);
      const given = Buffer.from(token);
      const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
      if (query['hub.mode'] !== 'subscribe' || !tokenOk || !challenge) {
        throw new ForbiddenError('Verification failed');
      }
      connection.verifiedAt = now();
      if (connection.status === 'pending') connection.status = 'connected';
      await em.flush();
      return challenge;
    },

    /**
     * A notification of the webhook: its signature first (401 and nothing stored when missing or wrong), then its
     * messages (stored once; texts answered) and the statuses of the messages we sent.
     */
    async receive(connectionKey: string, raw: Buffer, signature: string | undefined): Promise<void> {
      const em = options.em.fork();
      const connection = await byKey(em, connectionKey);
      if (!signatureMatches(secrets.open(connection.appSecret), raw, signature)) {
        throw new NotSignedInError(INVALID_SIGNATURE);
      }
      let payload: { entry?: { changes?: { field?: unknown; value?: WebhookValue }[] }[] };
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new InvalidInputError('The body is not JSON');
      }
      const organizationId = connection.organization.id;
      // The organization's WhatsApp flag turned off by the super admin: acknowledged, nothing answered.
      if (!featureFlagOn(connection.organization, 'whatsapp-integration')) return;
      for (const entry of Array.isArray(payload?.entry) ? payload.entry : []) {
        for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
          const value = change?.value;
          if (change?.field !== 'messages' || !value) continue;
          // Another number of the same app: not this connection's.
          if (String(value.metadata?.phone_number_id ?? '') !== connection.phoneNumberId) continue;
          const names = new Map<string, string>();
          for (const c of value.contacts ?? []) {
            if (typeof c.wa_id === 'string' && typeof c.profile?.name === 'string') names.set(c.wa_id, c.profile.name);
          }
          for (const s of value.statuses ?? []) await applyStatus(em, organizationId, s);
          await em.flush();
          for (const m of value.messages ?? []) {
            try {
              await receiveMessage(em, connection, m, names);
            } catch (err) {
              // Stored, not answered: Meta must not retry (the message would be skipped as a duplicate anyway).
              logger.error({ err, organizationId }, 'whatsapp message not answered');
            }
          }
        }
      }
      if (connection.status === 'pending') {
        // A post signed with the app secret proves the connection as much as the verification request does.
        connection.status = 'connected';
        await em.flush();
      }
    },

    /** A reply of the team in a WhatsApp conversation goes to the customer (inside the window, or as a template). */
    async sendTeamReply(sessionId: string, text: string): Promise<Delivery | undefined> {
      const em = options.em.fork();
      const session = await em.findOne(ChatSession, { id: sessionId, channel: 'whatsapp' });
      if (!session) return undefined;
      const connection = await connectionOf(em, session.organization.id);
      if (!connection) return { ok: false, error: 'No WhatsApp number is connected' };
      return deliver(em, connection, {
        waId: waIdOf(session),
        text,
        language: detectLanguage(text, 'en'),
        session,
      });
    },

    /** A notification to a customer's phone; undefined when the organization has no number connected. */
    async notify(
      organizationId: number,
      phone: string,
      text: string,
      language: LanguageCode,
    ): Promise<Delivery | undefined> {
      const em = options.em.fork();
      const connection = await connectionOf(em, organizationId);
      if (!connection) return undefined;
      const waId = digitsOf(phone);
      if (waId.length < 6) return { ok: false, error: 'The phone number is not a WhatsApp number' };
      return deliver(em, connection, { waId, text, language, session: null });
    },

    /** Whether the organization has a number connected (the notifications' channel choice). */
    async connected(organizationId: number): Promise<boolean> {
      return Boolean(await options.em.count(WhatsAppConnection, { organization: organizationId }));
    },

    async channels(caller: Caller): Promise<SupportChannels> {
      const { em } = options;
      const organizationId =
        caller.kind === 'user'
          ? caller.user.organization.id
          : (await em.findOneOrFail(User, DEMO_CUSTOMER_ID, { fields: ['organization'] })).organization.id;
      const connection = await em.findOne(WhatsAppConnection, { organization: organizationId });
      return { whatsapp: connection?.status === 'connected' ? 'connected' : 'not_connected', web: 'active' };
    },

    /** The section's figures over the last `days` days. */
    async stats(staff: User, days: number): Promise<WhatsAppStats> {
      const { em } = options;
      const since = new Date(now().getTime() - days * 86_400_000);
      const rows = await em.find(
        WhatsAppMessage,
        { organization: staff.organization.id, createdAt: { $gte: since } },
        {
          fields: ['chatSession', 'direction', 'status', 'createdAt'],
          orderBy: { createdAt: 'asc', id: 'asc' },
          limit: 50_000,
        },
      );
      const incoming = rows.filter((r) => r.direction === 'in');
      const outgoing = rows.filter((r) => r.direction === 'out');
      const failed = outgoing.filter((r) => r.status === 'failed').length;
      const delivered = outgoing.filter((r) => r.status === 'delivered' || r.status === 'read').length;
      const read = outgoing.filter((r) => r.status === 'read').length;
      // Response time: from a customer's first unanswered message to the next reply sent in that conversation.
      const waiting = new Map<string, Date>();
      const responses: number[] = [];
      for (const r of rows) {
        const session = r.chatSession?.id;
        if (!session) continue;
        if (r.direction === 'in') {
          if (!waiting.has(session)) waiting.set(session, r.createdAt);
        } else if (r.status !== 'failed') {
          const asked = waiting.get(session);
          if (asked) responses.push((r.createdAt.getTime() - asked.getTime()) / 1000);
          waiting.delete(session);
        }
      }
      const conversations = new Set(rows.flatMap((r) => (r.chatSession ? [r.chatSession.id] : []))).size;
      return {
        days,
        since: since.toISOString(),
        conversations,
        messagesIn: incoming.length,
        messagesOut: outgoing.length - failed,
        medianResponseSeconds: median(responses),
        deliveryRate: outgoing.length ? delivered / outgoing.length : null,
        readRate: outgoing.length ? read / outgoing.length : null,
        failed,
      };
    },
  };
}
export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
