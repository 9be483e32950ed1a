import type { EntityManager } from '@mikro-orm/core';
import { AgentReply, type ChatMessage, type Conversation, type LanguageCode } from '@qafila/contracts';
import { ChatMessageRecord, ChatSession, SupportCase, User } from '../../db/entities/index.ts';
import { NotFoundError, parseInput } from '../../domain/errors.ts';
import type { Logger } from '../../logger.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { detectLanguage } from '../assistant/language.ts';
import { ownerKeyOf, toChatMessage } from '../chat/service.ts';
import type { DomainEvents } from '../events/bus.ts';

const OPEN_CASE_STATUSES = ['open', 'in_progress'] as const;

/** Why a conversation is in the inbox: handed off, an open case, or (neither) a conversation of the chat widget. */
function reasonOf(session: ChatSession, openCase: SupportCase | undefined): Conversation['reason'] {
  if (session.status === 'handoff') return 'handoff';
  if (!openCase && session.channel === 'widget') return 'widget';
  if (!openCase && fromWhatsApp(session)) return 'whatsapp';
  return 'support_case';
}
export const CONVERSATION_LIST_LIMIT = 100;

/** A conversation that came in through the organization's WhatsApp number (issue 17), not the web chat's toggle. */
const fromWhatsApp = (session: ChatSession) => session.channel === 'whatsapp' && !session.owner;

/**
 * The staff side of the chat (the dashboard's 'ai-chat' section): the web conversations of the organization that
 * wait for the team — handed off by the assistant, or with an open support case — and every conversation of its
 * chat widget (issue 15) that has messages, and replies written by a person
 * of the team (`agent` messages, pushed live to the customer). A conversation of another organization does not
 * exist for them (404), nor does one of their own organization that was never brought to the team.
 */
export function createConversationService(options: {
  em: EntityManager;
  realtime: RealtimeHub;
  logger: Logger;
  events?: DomainEvents;
}) {
  const { realtime, logger } = options;

  async function openCasesOf(em: EntityManager, organizationId: number): Promise<SupportCase[]> {
    return em.find(
      SupportCase,
      { organization: organizationId, status: { $in: [...OPEN_CASE_STATUSES] } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1000 },
    );
  }

  /** The open case a conversation is about: the one opened in it, else the newest of its signed-in customer. */
  function caseFor(session: ChatSession, cases: SupportCase[]): SupportCase | undefined {
    return (
      cases.find((c) => c.chatSession?.id === session.id) ??
      (session.owner ? cases.find((c) => c.customer.id === session.owner!.id) : undefined)
    );
  }

  /** A session of the staff member's organization that was brought to the team; 404 otherwise. */
  async function teamSession(em: EntityManager, staff: User, sessionId: string): Promise<ChatSession> {
    const session = await em.findOne(
      ChatSession,
      { id: sessionId, organization: staff.organization.id, channel: { $in: ['web', 'widget', 'whatsapp'] } },
      { populate: ['customer'] },
    );
    if (!session) throw new NotFoundError('Conversation not found');
    // Every conversation of the organization's chat widget and WhatsApp number is the team's to see and answer.
    if (session.status === 'handoff' || session.channel === 'widget' || fromWhatsApp(session)) return session;
    if (caseFor(session, await openCasesOf(em, staff.organization.id))) return session;
    if (await em.count(ChatMessageRecord, { session: session.id, author: { $ne: null } })) return session;
    throw new NotFoundError('Conversation not found');
  }

  /**
   * The organization's chat widget conversations with at least one message, newest activity first (a widget session
   * that was started but never written in is nothing for the team).
   */
  async function widgetConversationIds(em: EntityManager, organizationId: number): Promise<string[]> {
    const rows: { id: string }[] = await em.getConnection().execute(
      `select s.id from chat_sessions s where s.organization_id = ?
         and (s.channel = 'widget' or (s.channel = 'whatsapp' and s.owner_id is null))
         and exists (select 1 from chat_messages m where m.session_id = s.id)
         order by s.updated_at desc limit ${CONVERSATION_LIST_LIMIT}`,
      [organizationId],
    );
    return rows.map((r) => r.id);
  }

  return {
    /** Conversations waiting for the team, newest activity first; with `customerId`, only that customer's. */
    async list(staff: User, customerId?: number): Promise<Conversation[]> {
      const { em } = options;
      const orgId = staff.organization.id;
      const cases = await openCasesOf(em, orgId);
      const linked = cases.flatMap((c) => (c.chatSession ? [c.chatSession.id] : []));
      const customers = [...new Set(cases.map((c) => c.customer.id))];
      const widget = await widgetConversationIds(em, orgId);
      const sessions = await em.find(
        ChatSession,
        {
          organization: orgId,
          ...(customerId === undefined ? {} : { customer: customerId }),
          $or: [
            {
              channel: 'web',
              $or: [
                { status: 'handoff' },
                ...(linked.length ? [{ id: { $in: linked } }] : []),
                // A signed-in customer's own conversations; visitors share the demo customer, so only linked ones count.
                ...(customers.length ? [{ owner: { $in: customers } }] : []),
              ],
            },
            ...(widget.length ? [{ id: { $in: widget } }] : []),
          ],
        },
        { populate: ['customer'], orderBy: { updatedAt: 'desc' }, limit: CONVERSATION_LIST_LIMIT },
      );
      const items = await Promise.all(
        sessions.map(async (session): Promise<Conversation> => {
          const [last, lastFromCustomer] = await Promise.all([
            em.findOne(ChatMessageRecord, { session: session.id }, { orderBy: { id: 'desc' } }),
            em.findOne(ChatMessageRecord, { session: session.id, role: 'user' }, { orderBy: { id: 'desc' } }),
          ]);
          const openCase = caseFor(session, cases);
          const { customer } = session;
          return {
            sessionId: session.id,
            customerId: customer?.id ?? null,
            customerName: customer ? (customer.name ?? customer.username) : (session.visitorName ?? ''),
            reason: reasonOf(session, openCase),
            caseReference: openCase?.reference ?? null,
            lastMessage: last?.content ?? null,
            lastMessageAt: (last?.createdAt ?? session.updatedAt).toISOString(),
            language: lastFromCustomer?.language ?? customer?.preferredLanguage ?? 'en',
            channel: session.channel,
            pageUrl: session.pageUrl ?? null,
            visitorName: session.visitorName ?? null,
            visitorContact: session.visitorContact ?? null,
          };
        }),
      );
      return items.sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
    },

    async messages(staff: User, sessionId: string): Promise<{ messages: ChatMessage[] }> {
      const { em } = options;
      const session = await teamSession(em, staff, sessionId);
      const rows = await em.find(ChatMessageRecord, { session: session.id }, { orderBy: { id: 'asc' } });
      return { messages: rows.map(toChatMessage) };
    },

    /** Stores a reply of a person of the team and pushes it to the customer's open chat at once. */
    async reply(staff: User, sessionId: string, raw: unknown): Promise<ChatMessage> {
      const { content } = parseInput(AgentReply, raw);
      const { em } = options;
      const session = await teamSession(em, staff, sessionId);
      const lastFromCustomer = await em.findOne(
        ChatMessageRecord,
        { session: session.id, role: 'user' },
        { orderBy: { id: 'desc' } },
      );
      const language: LanguageCode = detectLanguage(content, lastFromCustomer?.language ?? 'en');
      const record = em.create(ChatMessageRecord, {
        session,
        role: 'assistant',
        author: em.getReference(User, staff.id),
        content,
        language,
        metadata: {},
      });
      session.updatedAt = new Date();
      await em.flush();
      const message = toChatMessage(record);
      realtime.publish(session.id, { type: 'new_message', message }, ownerKeyOf(session));
      logger.info({ sessionId: session.id, authorId: staff.id }, 'team reply sent');
      options.events?.emit({
        type: 'chat.staff_reply',
        organizationId: staff.organization.id,
        sessionId: session.id,
        customerId: session.customer?.id ?? null,
        text: content,
        at: record.createdAt,
      });
      return message;
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
