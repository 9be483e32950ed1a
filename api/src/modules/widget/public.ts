import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  WIDGET_SESSION_DAYS,
  type WidgetBusinessHours,
  type WidgetConfig,
  type WidgetSession as WidgetSessionDto,
  type WidgetSessionStart,
} from '@qafila/contracts';
import { ChatSession, User, WidgetSession, WidgetSettings } from '../../db/entities/index.ts';
import { ForbiddenError, InvalidInputError } from '../../domain/errors.ts';
import { brandingOf, organizationBlock } from '../organizations/service.ts';

export const IDENTITY_VERIFICATION_FAILED = 'Identity verification failed';

const DAY_MS = 86_400_000;
const DUBAI_OFFSET_MS = 4 * 3_600_000;

export const hashWidgetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A widget session that may be used now, with its organization's settings. */
export interface LiveWidgetSession {
  widgetSession: WidgetSession;
  settings: WidgetSettings;
  chatSession: ChatSession;
  customer: User | null;
}

/** Inside the business hours now, in Asia/Dubai (UTC+4 all year)? Always, without hours. */
export function widgetOnline(hours: WidgetBusinessHours | null | undefined, now: Date = new Date()): boolean {
  if (!hours) return true;
  const dubai = new Date(now.getTime() + DUBAI_OFFSET_MS);
  const clock = dubai.toISOString().slice(11, 16);
  const today = hours.days.find((d) => d.day === dubai.getUTCDay());
  return Boolean(today && today.open <= clock && clock < today.close);
}

/** True when `hash` is hex(HMAC-SHA256(secret, id)), compared in constant time. */
export function identityHashMatches(secret: string, id: string, hash: string): boolean {
  const expected = createHmac('sha256', secret).update(id).digest();
  const given = Buffer.from(hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const usable = (settings: WidgetSettings | null): settings is WidgetSettings =>
  Boolean(settings?.enabled && !organizationBlock(settings.organization));

/**
 * The public side of the chat widget (issue 15): a website token's settings, the widget's configuration, and its
 * sessions. A widget session's token is random and kept only hashed; it opens one conversation of its organization
 * until it expires, the widget is disabled or the website token is rotated.
 */
export function createWidgetService(options: { em: EntityManager }) {
  return {
    /** The enabled widget of an active organization with this website token, or undefined. */
    async settingsForToken(websiteToken: string): Promise<WidgetSettings | undefined> {
      const settings = await options.em.findOne(WidgetSettings, { websiteToken }, { populate: ['organization'] });
      return usable(settings) ? settings : undefined;
    },

    /** Every origin some enabled widget allows: a preflight of /api/widget/messages names no session. */
    async anyAllowedOrigins(): Promise<string[]> {
      const rows = await options.em.find(WidgetSettings, { enabled: true }, { fields: ['allowedOrigins'] });
      return rows.flatMap((r) => r.allowedOrigins);
    },

    /** The widget session of a token while it may be used, or undefined. */
    async sessionForToken(
      token: string | undefined,
      now: Date = new Date(),
      em: EntityManager = options.em,
    ): Promise<LiveWidgetSession | undefined> {
      if (!token || token.length > 200) return undefined;
      return liveSession(em, hashWidgetToken(token), now);
    },

    /** Of these widget sessions (ids), the ones that may go on now (not expired, widget on, token not rotated). */
    async liveSessionIds(ids: readonly number[], em: EntityManager, now: Date = new Date()): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const sessions = await em.find(WidgetSession, { id: { $in: [...ids] }, expiresAt: { $gt: now } });
      const orgIds = [...new Set(sessions.map((s) => s.organization.id))];
      const settings = await em.find(WidgetSettings, { organization: { $in: orgIds } }, { populate: ['organization'] });
      const byOrg = new Map(settings.map((s) => [s.organization.id, s]));
      return new Set(
        sessions
          .filter((s) => {
            const current = byOrg.get(s.organization.id) ?? null;
            return usable(current) && current.tokenVersion === s.tokenVersion;
          })
          .map((s) => s.id),
      );
    },

    config(settings: WidgetSettings, now: Date = new Date()): WidgetConfig {
      const org = settings.organization;
      const branding = brandingOf(org);
      return {
        organizationName: org.name,
        brand: {
          name: branding.displayName ?? org.name,
          logoUrl: branding.logoUrl ?? null,
          colour: org.branding?.primaryColor ?? null,
        },
        greeting: { en: settings.greetingEn, ar: settings.greetingAr },
        online: widgetOnline(settings.businessHours, now),
        preChatFields: settings.preChatFields,
        preChatRequired: settings.preChatRequired,
      };
    },

    /**
     * Starts a conversation, or continues the one of `resume` when that session is of the same organization, the
     * current website token and the same identity (else a new one starts). A user hash that does not verify, or
     * names no customer of the organization: 403.
     */
    async start(
      settings: WidgetSettings,
      input: WidgetSessionStart,
      now: Date = new Date(),
    ): Promise<WidgetSessionDto> {
      const { em } = options;
      const organization = settings.organization;
      const customer = input.user ? await verifiedCustomer(em, settings, input.user) : null;
      const visitor = input.visitor ?? {};
      if (!customer && settings.preChatRequired) {
        const missing = settings.preChatFields.find((field) => !visitor[field]);
        if (missing) throw new InvalidInputError(`visitor.${missing} is required`);
      }
      const visitorContact = [visitor.email, visitor.phone].filter(Boolean).join(', ').slice(0, 254) || null;

      const resumed = input.resume ? await liveSession(em, hashWidgetToken(input.resume), now) : undefined;
      let chatSession: ChatSession;
      if (resumed && resumed.settings.id === settings.id && (resumed.customer?.id ?? null) === (customer?.id ?? null)) {
        chatSession = resumed.chatSession;
        if (input.pageUrl) chatSession.pageUrl = input.pageUrl;
      } else {
        chatSession = em.create(ChatSession, {
          id: `widget_${randomBytes(18).toString('base64url')}`,
          organization,
          customer,
          owner: null,
          visitorId: null,
          channel: 'widget',
          pageUrl: input.pageUrl ?? null,
          visitorName: customer ? null : (visitor.name ?? null),
          visitorContact: customer ? null : visitorContact,
        });
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + WIDGET_SESSION_DAYS * DAY_MS);
      em.create(WidgetSession, {
        tokenHash: hashWidgetToken(token),
        organization,
        chatSession,
        customer,
        tokenVersion: settings.tokenVersion,
        expiresAt,
      });
      await em.flush();
      return {
        token,
        conversationId: chatSession.id,
        verified: customer !== null,
        customerName: customer ? (customer.name ?? customer.username) : null,
        expiresAt: expiresAt.toISOString(),
      };
    },
  };
}
export type WidgetService = ReturnType<typeof createWidgetService>;

async function liveSession(em: EntityManager, tokenHash: string, now: Date): Promise<LiveWidgetSession | undefined> {
  const widgetSession = await em.findOne(
    WidgetSession,
    { tokenHash },
    { populate: ['chatSession', 'customer', 'organization'] },
  );
  if (!widgetSession || widgetSession.expiresAt <= now) return undefined;
  const settings = await em.findOne(
    WidgetSettings,
    { organization: widgetSession.organization.id },
    { populate: ['organization'] },
  );
  if (!usable(settings) || settings.tokenVersion !== widgetSession.tokenVersion) return undefined;
  return {
    widgetSession,
    settings,
    chatSession: widgetSession.chatSession,
    customer: widgetSession.customer ?? null,
  };
}

/** The customer of the organization the user hash verifies; 403 otherwise (no secret, wrong hash, no such customer). */
async function verifiedCustomer(
  em: EntityManager,
  settings: WidgetSettings,
  user: NonNullable<WidgetSessionStart['user']>,
): Promise<User> {
  const secret = settings.identitySecret;
  if (!secret || !identityHashMatches(secret, user.id, user.hash))
    throw new ForbiddenError(IDENTITY_VERIFICATION_FAILED);
  const id = /^[1-9]\d{0,14}$/.test(user.id) ? Number(user.id) : undefined;
  const customer = id ? await em.findOne(User, { id, organization: settings.organization.id, role: 'customer' }) : null;
  if (!customer) throw new ForbiddenError(IDENTITY_VERIFICATION_FAILED);
  return customer;
}
