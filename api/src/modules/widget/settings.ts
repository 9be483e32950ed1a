import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  WIDGET_PRE_CHAT_FIELDS,
  type WidgetIdentitySecret,
  type WidgetSettings as WidgetSettingsDto,
  type WidgetSettingsUpdate,
} from '@qafila/contracts';
import { type Organization, type User, WidgetSettings } from '../../db/entities/index.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { recordAudit } from '../audit/service.ts';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `wt_` and 24 base62 characters from the CSPRNG (rejection sampling keeps them uniform). */
export function newWebsiteToken(): string {
  let out = 'wt_';
  while (out.length < 27) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && out.length < 27) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function toWidgetSettingsDto(row: WidgetSettings): WidgetSettingsDto {
  return {
    enabled: row.enabled,
    websiteToken: row.websiteToken,
    allowedOrigins: row.allowedOrigins,
    greeting: { en: row.greetingEn, ar: row.greetingAr },
    businessHours: row.businessHours ?? null,
    preChatFields: WIDGET_PRE_CHAT_FIELDS.filter((f) => row.preChatFields.includes(f)),
    preChatRequired: row.preChatRequired,
    identitySecretSet: row.identitySecret !== null && row.identitySecret !== undefined,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of the settings: never the secret. */
const audited = (row: WidgetSettings) => {
  const { updatedAt: _updatedAt, ...rest } = toWidgetSettingsDto(row);
  return rest;
};

/**
 * The organization's chat widget settings (the dashboard's 'chat-widget' section). The row is made on first read,
 * disabled and with a website token. A rotation of the website token ends every widget session made with the old
 * one; `onSessionsEnded` then closes their sockets.
 */
export function createWidgetSettingsService(options: { em: EntityManager; realtime: RealtimeHub }) {
  const { realtime } = options;

  /** Closes the organization's widget sockets whose session is over (rotated token, widget disabled). */
  const endSockets = (organizationId: number) =>
    realtime.revalidate((i) => i.widgetSessionId !== undefined && i.organizationId === organizationId);

  async function rowOf(em: EntityManager, organization: Organization): Promise<WidgetSettings> {
    const found = await em.findOne(WidgetSettings, { organization: organization.id });
    if (found) return found;
    const row = em.create(WidgetSettings, {
      organization,
      websiteToken: newWebsiteToken(),
      allowedOrigins: [],
      preChatFields: [],
    });
    try {
      await em.flush();
      return row;
    } catch (err) {
      // Two first reads at once: the other one made the row.
      em.clear();
      const made = await em.findOne(WidgetSettings, { organization: organization.id });
      if (made) return made;
      throw err;
    }
  }

  /** Runs a change of the settings in a transaction, audited, and answers the settings after it. */
  async function change(
    staff: User,
    action: string,
    apply: (row: WidgetSettings) => void,
  ): Promise<{ row: WidgetSettings; dto: WidgetSettingsDto }> {
    const row = await options.em.transactional(async (tx) => {
      const current = await rowOf(tx, staff.organization);
      const before = audited(current);
      apply(current);
      current.updatedAt = new Date();
      recordAudit(tx, {
        actor: staff,
        action,
        targetType: 'widget_settings',
        targetId: staff.organization.id,
        before,
        after: audited(current),
      });
      return current;
    });
    return { row, dto: toWidgetSettingsDto(row) };
  }

  return {
    async get(staff: User): Promise<WidgetSettingsDto> {
      return toWidgetSettingsDto(await rowOf(options.em, staff.organization));
    },

    async update(staff: User, body: WidgetSettingsUpdate): Promise<WidgetSettingsDto> {
      const { dto } = await change(staff, 'widget.update', (row) => {
        if (body.enabled !== undefined) row.enabled = body.enabled;
        if (body.allowedOrigins !== undefined) row.allowedOrigins = body.allowedOrigins;
        if (body.greeting !== undefined) {
          row.greetingEn = body.greeting.en;
          row.greetingAr = body.greeting.ar;
        }
        if (body.businessHours !== undefined) row.businessHours = body.businessHours;
        if (body.preChatFields !== undefined) row.preChatFields = body.preChatFields;
        if (body.preChatRequired !== undefined) row.preChatRequired = body.preChatRequired;
      });
      if (body.enabled === false) await endSockets(staff.organization.id);
      return dto;
    },

    /** A new website token; sessions made with the old one are over (their tokenVersion lags). */
    async rotateWebsiteToken(staff: User): Promise<WidgetSettingsDto> {
      const { dto } = await change(staff, 'widget.rotate_website_token', (row) => {
        row.websiteToken = newWebsiteToken();
        row.tokenVersion += 1;
      });
      await endSockets(staff.organization.id);
      return dto;
    },

    /** A new identity secret, answered this once. */
    async rotateIdentitySecret(staff: User): Promise<WidgetIdentitySecret> {
      const secret = randomBytes(32).toString('hex');
      const { dto } = await change(staff, 'widget.rotate_identity_secret', (row) => {
        row.identitySecret = secret;
      });
      return { settings: dto, identitySecret: secret };
    },
  };
}
export type WidgetSettingsService = ReturnType<typeof createWidgetSettingsService>;
