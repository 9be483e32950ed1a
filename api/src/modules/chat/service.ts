import { type EntityManager, type FilterQuery, FlushMode } from '@mikro-orm/core';
import {
  type ChatMessage,
  type ChatMessageMetadata,
  FEATURE_NOT_ENABLED_MESSAGE,
  type LanguageCode,
  SendMessageRequest,
  type SendMessageResponse,
} from '@qafila/contracts';
import type { Logger } from 'pino';
import {
  ChatMessageRecord,
  ChatSession,
  ComplianceDocument,
  CustomsDeclaration,
  Shipment,
  ShipmentEvent,
  SupportCase,
  TemperatureExcursion,
  User,
} from '../../db/entities/index.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { actingCustomerId, type Caller, shipmentScope } from '../access.ts';
import { detectLanguage } from '../assistant/language.ts';
import type { Assistant, AssistantReply, AssistantShipment, AssistantTools } from '../assistant/types.ts';
import { shipmentDeclarationOf } from '../customs/service.ts';
import type { DomainEvents } from '../events/bus.ts';
import { handoffIsNews, recordNotification } from '../notifications/service.ts';
import { featureFlagOn } from '../organizations/service.ts';
import type { ShipmentService } from '../shipments/service.ts';

/** Who is chatting: the caller, plus the visitor id of an anonymous browser. */
export interface ChatIdentity {
  caller: Caller;
  visitorId?: string | undefined;
}

const HISTORY_FOR_ASSISTANT = 12;

/** After a person of the team replies, the conversation stays with the team for this long (ADR 0010). */
export const TEAM_HOLD_MS = 30 * 60_000;

const TEAM_ACKNOWLEDGEMENT: Record<LanguageCode, string> = {
  en: 'Thank you. A member of our team is looking after this conversation and will reply to you here.',
  ar: 'شكرًا لك. أحد أعضاء فريقنا يتابع هذه المحادثة وسيرد عليك هنا.',
};

/** The assistant's answer while the team holds the conversation: it passes the message on, in the customer's language. */
export function teamAcknowledgement(language: LanguageCode): AssistantReply {
  return {
    language,
    content: TEAM_ACKNOWLEDGEMENT[language],
    metadata: { action: 'human_handoff', suggestedQuestions: [] },
  };
}

/** A message written by a person of the team (an author is set) is the `agent`'s, shown as from the team. */
export function toChatMessage(m: ChatMessageRecord): ChatMessage {
  return {
    id: m.id,
    role: m.author ? 'agent' : m.role,
    content: m.content,
    createdAt: m.createdAt.toISOString(),
    language: m.language,
    metadata: m.metadata as ChatMessageMetadata,
  };
}

/** The key that a socket's identity must carry to receive this session's messages. */
export function ownerKeyOf(session: ChatSession): string {
  if (session.channel === 'widget') return widgetOwnerKey(session.id);
  return session.owner ? `user:${session.owner.id}` : `visitor:${session.visitorId ?? ''}`;
}

/** The owner key of a widget conversation: every widget session (browser) of it follows it. */
export const widgetOwnerKey = (conversationId: string) => `widget:${conversationId}`;

/**
 * Who writes through the chat widget (issue 15): the conversation, and the customer of its organization whom the
 * identity hash verified, or none for an anonymous visitor.
 */
export interface WidgetChatIdentity {
  session: ChatSession;
  customer: User | null;
}

/**
 * Which shipments the assistant reaches in a conversation: the list it may give (none for an anonymous widget
 * visitor) and the search by reference.
 */
interface ShipmentReach {
  list: FilterQuery<Shipment> | undefined;
  find(em: EntityManager, reference: string): Promise<Shipment | undefined>;
}

/** True when the identity opened this session: the same signed-in user, or the same anonymous visitor. */
export function ownsSession(identity: ChatIdentity, session: ChatSession): boolean {
  if (identity.caller.kind === 'user') return session.owner?.id === identity.caller.user.id;
  return Boolean(identity.visitorId) && session.owner === null && session.visitorId === identity.visitorId;
}

function randomReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let s = '';
  for (let i = 0; i < 6; i++) s += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `CASE-${s}`;
}

/** A shipment's latest temperature excursion for the assistant (issue 18). */
function latestExcursion(rows: TemperatureExcursion[]): AssistantShipment['temperatureExcursion'] {
  const e = rows[0];
  return e ? { startedAt: e.startedAt, endedAt: e.endedAt ?? null, minC: Number(e.minC), maxC: Number(e.maxC) } : null;
}

export function createChatService(options: {
  em: EntityManager;
  assistant: Assistant;
  realtime: RealtimeHub;
  shipments: ShipmentService;
  logger: Logger;
  events?: DomainEvents;
}) {
  const { realtime, shipments, logger } = options;

  /** Shipments with their events and documents, in three queries whatever their number. */
  async function toAssistantShipments(em: EntityManager, rows: Shipment[]): Promise<AssistantShipment[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((s) => s.id);
    const [events, documents, excursions, declarations] = await Promise.all([
      em.find(ShipmentEvent, { shipment: { $in: ids } }, { orderBy: { occurredAt: 'asc', id: 'asc' } }),
      em.find(ComplianceDocument, { shipment: { $in: ids } }, { orderBy: { id: 'asc' } }),
      em.find(TemperatureExcursion, { shipment: { $in: ids } }, { orderBy: { startedAt: 'desc', id: 'desc' } }),
      em.find(CustomsDeclaration, { shipment: { $in: ids } }, { orderBy: { id: 'desc' } }),
    ]);
    return rows.map((s) => ({
      id: s.id,
      trackingNumber: s.trackingNumber,
      status: s.status,
      origin: s.origin,
      destination: s.destination,
      service: s.service,
      description: s.description ?? null,
      estimatedDelivery: s.estimatedDelivery ?? null,
      declaredValueAed: Number(s.declaredValueAed),
      events: events
        .filter((e) => e.shipment.id === s.id)
        .map((e) => ({
          status: e.status,
          description: e.description,
          location: e.location ?? null,
          occurredAt: e.occurredAt,
        })),
      documents: documents
        .filter((d) => d.shipment.id === s.id)
        .map((d) => ({ documentType: d.documentType, name: d.name, status: d.status, description: d.description })),
      temperatureExcursion: latestExcursion(excursions.filter((e) => e.shipment.id === s.id)),
      customsDeclaration: ((d) => (d ? shipmentDeclarationOf(d) : null))(
        declarations.find((d) => d.shipment.id === s.id),
      ),
    }));
  }

  /** A signed-in caller's (or a verified widget customer's) reach: the session's customer's shipments they may see. */
  function customerReach(caller: Caller, customer: User): ShipmentReach {
    return {
      list: { $and: [shipmentScope(caller), { customer: customer.id }] },
      async find(em, reference) {
        const s = await shipments.findByReference(caller, reference, em);
        return s && s.customer.id === customer.id ? s : undefined;
      },
    };
  }

  /** An anonymous widget visitor's reach: no list, and tracking by number within the organization only. */
  function organizationReach(organizationId: number): ShipmentReach {
    return {
      list: undefined,
      find: (em, reference) => shipments.findInScope({ organization: organizationId }, reference, em),
    };
  }

  /** The assistant's tools, scoped to the session's customer and the caller: it cannot reach further. */
  function toolsFor(
    em: EntityManager,
    reach: ShipmentReach,
    session: ChatSession,
    text: string,
    opened: SupportCase[],
  ): AssistantTools {
    let listed: Promise<AssistantShipment[]> | undefined;
    const handoff = async (reason: string, detail: string) => {
      // The team is told once per hand-off, with the customer's words.
      if (await handoffIsNews(em, session)) {
        recordNotification(em, {
          organization: session.organization,
          kind: 'handoff',
          chatSession: session,
          customer: session.customer ?? null,
          detail,
        });
      }
      session.status = 'handoff';
      session.handoffReason = reason.slice(0, 2000);
      session.handoffAt = new Date();
    };
    return {
      ...(reach.list ? {} : { accountless: true }),
      async listShipments() {
        const scope = reach.list;
        if (!scope) return [];
        // Loaded once per message, however often the assistant asks.
        listed ??= em
          .find(Shipment, scope, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: 50 })
          .then((rows) => toAssistantShipments(em, rows));
        return listed;
      },
      async findShipment(reference) {
        const s = await reach.find(em, reference);
        return s ? (await toAssistantShipments(em, [s]))[0] : undefined;
      },
      async openSupportCase(input) {
        if (!session.customer) {
          // An anonymous widget visitor is no customer a case could belong to: the conversation goes to the team,
          // which finds the reference in the hand-off.
          const reference = randomReference();
          await handoff(
            `${reference} ${input.category}: ${input.summary}`,
            `${reference} ${input.category}: ${input.summary}`,
          );
          logger.info({ reference, sessionId: session.id }, 'widget issue handed to the team');
          return { reference };
        }
        const created = em.create(SupportCase, {
          reference: randomReference(),
          organization: session.organization,
          customer: session.customer,
          shipment: input.shipmentId ? em.getReference(Shipment, input.shipmentId) : null,
          chatSession: session,
          category: input.category,
          summary: input.summary.slice(0, 2000),
        });
        recordNotification(em, {
          organization: session.organization,
          kind: 'support_case',
          shipment: created.shipment ?? null,
          supportCase: created,
          chatSession: session,
          customer: session.customer,
          detail: `${input.category}: ${input.summary}`,
        });
        // Stored by send()'s single flush, with the message that asked for it and the reply that names it.
        opened.push(created);
        logger.info({ reference: created.reference, sessionId: session.id }, 'support case opened');
        return { reference: created.reference };
      },
      requestHandoff: (reason) => handoff(reason, text),
    };
  }

  /**
   * Stores the message, asks the assistant (or, while the team holds the conversation, acknowledges), stores its
   * reply and pushes both to the conversation's sockets, in one flush.
   */
  async function converse(
    em: EntityManager,
    session: ChatSession,
    content: string,
    reach: ShipmentReach,
  ): Promise<SendMessageResponse> {
    const history = await em.find(
      ChatMessageRecord,
      { session: session.id },
      { orderBy: { id: 'desc' }, limit: HISTORY_FOR_ASSISTANT },
    );
    const language: LanguageCode = detectLanguage(content, 'en');
    const userMessage = em.create(ChatMessageRecord, { session, role: 'user', content, language, metadata: {} });
    const wasWithTeam = session.status === 'handoff';
    const opened: SupportCase[] = [];

    // While a person of the team is looking after the conversation, the assistant only acknowledges (ADR 0010).
    const now = new Date();
    const lastAgentReply = await em.findOne(
      ChatMessageRecord,
      { session: session.id, author: { $ne: null } },
      { orderBy: { id: 'desc' } },
    );
    const withTeam = lastAgentReply && now.getTime() - lastAgentReply.createdAt.getTime() < TEAM_HOLD_MS;
    const reply = withTeam
      ? teamAcknowledgement(language)
      : await options.assistant.reply(
          {
            text: content,
            history: history.reverse().map((m) => ({
              role: m.role,
              content: m.content,
              ...(typeof m.metadata.action === 'string' ? { action: m.metadata.action as never } : {}),
            })),
            uiLanguage: language,
            now,
          },
          toolsFor(em, reach, session, content, opened),
        );
    const assistantMessage = em.create(ChatMessageRecord, {
      session,
      role: 'assistant',
      content: reply.content,
      language: reply.language,
      metadata: reply.metadata as Record<string, unknown>,
    });
    session.updatedAt = new Date();
    // One transaction for the session, the question, its answer and what the answer did (a case, a hand-off and
    // their notifications): all are stored, or none.
    await em.flush();
    const out = { userMessage: toChatMessage(userMessage), assistantMessage: toChatMessage(assistantMessage) };
    realtime.publish(session.id, { type: 'new_message', message: out.userMessage }, ownerKeyOf(session));
    realtime.publish(session.id, { type: 'new_message', message: out.assistantMessage }, ownerKeyOf(session));
    for (const c of opened) {
      options.events?.emit({
        type: 'support.case_opened',
        organizationId: c.organization.id,
        reference: c.reference,
        customerId: c.customer.id,
        category: c.category,
        summary: c.summary,
        at: c.createdAt,
      });
    }
    if (!wasWithTeam && session.status === 'handoff') {
      options.events?.emit({
        type: 'chat.handoff',
        organizationId: session.organization.id,
        sessionId: session.id,
        customerId: session.customer?.id ?? null,
        at: session.handoffAt ?? now,
      });
    }
    return out;
  }

  return {
    /**
     * The session's messages, oldest first. An unknown session is empty, and so is someone else's: the answer never
     * tells whether a session id is in use.
     */
    async messages(identity: ChatIdentity, sessionId: string): Promise<ChatMessage[]> {
      const { em } = options;
      const session = await em.findOne(ChatSession, { id: sessionId });
      if (!session || !ownsSession(identity, session)) return [];
      const rows = await em.find(ChatMessageRecord, { session: session.id }, { orderBy: { id: 'asc' } });
      return rows.map(toChatMessage);
    },

    /**
     * Stores the user's message, asks the assistant, stores its reply and pushes both to the session's
     * sockets. The payload's userId must be the caller's own identity; it is checked, never trusted.
     */
    async send(identity: ChatIdentity, sessionId: string, rawBody: unknown): Promise<SendMessageResponse> {
      const body = SendMessageRequest.safeParse(rawBody ?? {});
      if (!body.success) throw new InvalidInputError(body.error.issues[0]?.message ?? 'invalid message');
      const { content, userId, channel } = body.data;
      const customerId = actingCustomerId(identity.caller);
      if (userId !== customerId) throw new ForbiddenError('userId does not match the signed-in user');

      // Nothing reaches the database before the one flush at the end: a query must not auto-flush the user's
      // message while the assistant is still answering, or a crash in between leaves a question with no answer. A fork
      // of its own for that flush mode, so that the request's unit of work keeps the default one.
      const em = options.em.fork({ flushMode: FlushMode.COMMIT });
      let session = await em.findOne(ChatSession, { id: sessionId }, { populate: ['customer', 'organization'] });
      if (session && (!ownsSession(identity, session) || session.channel === 'widget')) {
        throw new NotFoundError('Chat session not found');
      }
      if (!session) {
        const customer = await em.findOneOrFail(User, { id: customerId }, { populate: ['organization'] });
        session = em.create(ChatSession, {
          id: sessionId,
          organization: customer.organization,
          customer,
          owner: identity.caller.kind === 'user' ? identity.caller.user.id : null,
          visitorId: identity.caller.kind === 'visitor' ? (identity.visitorId ?? null) : null,
          channel,
        });
      }
      // WhatsApp conversations need the organization's whatsapp-integration flag (spec 001 §3).
      if (channel === 'whatsapp' && !featureFlagOn(session.organization, 'whatsapp-integration')) {
        throw new ForbiddenError(FEATURE_NOT_ENABLED_MESSAGE);
      }
      if (session.channel !== channel)
        throw new InvalidInputError(`channel must be ${session.channel} for this conversation`);
      const customer = session.customer;
      if (!customer) throw new NotFoundError('Chat session not found');
      return converse(em, session, content, customerReach(identity.caller, customer));
    },

    /** The messages of a widget conversation, oldest first (the widget session was checked by the caller). */
    async widgetMessages(identity: WidgetChatIdentity): Promise<ChatMessage[]> {
      const rows = await options.em.find(
        ChatMessageRecord,
        { session: identity.session.id },
        { orderBy: { id: 'asc' } },
      );
      return rows.map(toChatMessage);
    },

    /**
     * A widget visitor's message (issue 15), answered like a web chat's: a verified customer's assistant reaches
     * their shipments as if they were signed in; an anonymous visitor's reaches no list and tracks by number only
     * the shipments of the conversation's organization.
     */
    async sendWidget(identity: WidgetChatIdentity, content: string, pageUrl?: string): Promise<SendMessageResponse> {
      const em = options.em.fork({ flushMode: FlushMode.COMMIT });
      const session = await em.findOneOrFail(
        ChatSession,
        { id: identity.session.id, channel: 'widget' },
        { populate: ['customer', 'organization'] },
      );
      if (pageUrl) session.pageUrl = pageUrl;
      const customer = identity.customer
        ? await em.findOneOrFail(User, identity.customer.id, { populate: ['organization'] })
        : null;
      const reach = customer
        ? customerReach({ kind: 'user', user: customer }, customer)
        : organizationReach(session.organization.id);
      return converse(em, session, content, reach);
    },

    /**
     * A WhatsApp customer's message (issue 17), answered like the widget's: a customer matched by phone number
     * reaches their shipments; an unknown number tracks only the organization's shipments by number.
     */
    async sendWhatsApp(sessionId: string, content: string): Promise<SendMessageResponse> {
      const em = options.em.fork({ flushMode: FlushMode.COMMIT });
      const session = await em.findOneOrFail(
        ChatSession,
        { id: sessionId, channel: 'whatsapp' },
        { populate: ['customer', 'organization'] },
      );
      const customer = session.customer
        ? await em.findOneOrFail(User, session.customer.id, { populate: ['organization'] })
        : null;
      const reach = customer
        ? customerReach({ kind: 'user', user: customer }, customer)
        : organizationReach(session.organization.id);
      return converse(em, session, content, reach);
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
