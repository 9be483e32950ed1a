import { z } from 'zod';
import { MessageContent } from './chat.ts';
import { IsoDateTime } from './common.ts';
import { LanguageCode } from './i18n.ts';
import { boundedText, safeText } from './text.ts';

/**
 * The embeddable chat widget (issue 15): an organization's settings, edited in the dashboard's Chat widget section,
 * and the public calls of the widget a partner's site loads. Every public call answers only an allowed origin of
 * the organization the website token (or the widget session) belongs to.
 */

/** The most allowed origins one organization lists. */
export const WIDGET_MAX_ORIGINS = 20;
export const WIDGET_GREETING_MAX_LENGTH = 300;
export const WIDGET_PAGE_URL_MAX_LENGTH = 2000;
/** A widget session lives this long from its start. */
export const WIDGET_SESSION_DAYS = 30;
/** The header that carries the widget session's token on `/api/widget/messages`. */
export const WIDGET_SESSION_HEADER = 'X-Widget-Session';
/** A widget socket offers the subprotocol `widget.<session token>` on `/ws`. */
export const WIDGET_WS_PROTOCOL_PREFIX = 'widget.';
/** `wt_` and 24 letters or digits. */
export const WEBSITE_TOKEN_PATTERN = /^wt_[A-Za-z0-9]{24}$/;

export const WIDGET_PRE_CHAT_FIELDS = ['name', 'email', 'phone'] as const;
export const WidgetPreChatField = z.enum(WIDGET_PRE_CHAT_FIELDS, {
  error: 'preChatFields may hold only name, email and phone',
});
export type WidgetPreChatField = z.infer<typeof WidgetPreChatField>;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * An allowed origin: scheme http or https, a host and an optional port; no path, query or trailing slash. A
 * wildcard subdomain `https://*.example.ae` matches any subdomain of example.ae (at any depth), never example.ae
 * itself (list that too).
 */
const ORIGIN_PATTERN = new RegExp(
  `^https?://(?:\\*\\.${LABEL}(?:\\.${LABEL})+|${LABEL}(?:\\.${LABEL})*)(?::\\d{1,5})?$`,
);
const originError = (value: string) =>
  `allowedOrigins: '${value}' is not an origin like https://shop.example.ae or https://*.example.ae (http or https, no path, no trailing slash)`;

/** One allowed origin, trimmed and lower-cased. */
export const WidgetOrigin = z
  .string({ error: 'allowedOrigins must be a list of origins' })
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const port = /:(\d+)$/.exec(value)?.[1];
    if (!ORIGIN_PATTERN.test(value) || (port !== undefined && (Number(port) < 1 || Number(port) > 65_535))) {
      ctx.addIssue({ code: 'custom', message: originError(value), input: value });
    }
  });

/** True when the browser's `Origin` header is allowed by one listed origin (exact, or a wildcard subdomain). */
export function originMatches(allowed: string, origin: string): boolean {
  const candidate = origin.toLowerCase();
  if (!allowed.includes('://*.')) return allowed === candidate;
  const [scheme, rest] = allowed.split('://*.') as [string, string];
  const prefix = `${scheme}://`;
  if (!candidate.startsWith(prefix)) return false;
  const host = candidate.slice(prefix.length);
  if (!host.endsWith(`.${rest}`)) return false;
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(host.slice(0, -rest.length - 1));
}

/** True when any of the organization's allowed origins lets this `Origin` in. */
export const originAllowed = (allowedOrigins: readonly string[], origin: string | undefined): boolean =>
  Boolean(origin) && allowedOrigins.some((allowed) => originMatches(allowed, origin as string));

export const WidgetGreeting = z
  .object({
    en: boundedText('greeting.en', WIDGET_GREETING_MAX_LENGTH, { multiline: true }),
    ar: boundedText('greeting.ar', WIDGET_GREETING_MAX_LENGTH, { multiline: true }),
  })
  .meta({ id: 'WidgetGreeting', description: 'An empty text means the widget shows its default greeting' });
export type WidgetGreeting = z.infer<typeof WidgetGreeting>;

const clock = (field: string, allow24 = false) =>
  z
    .string({ error: `${field} must be a time HH:MM` })
    .regex(allow24 ? /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/ : /^(?:[01]\d|2[0-3]):[0-5]\d$/, {
      error: `${field} must be a time HH:MM${allow24 ? ' (24:00 for midnight)' : ''}`,
    });

export const WidgetOpeningHours = z
  .object({
    day: z
      .number({ error: 'businessHours day must be 0 (Sunday) to 6 (Saturday)' })
      .int({ error: 'businessHours day must be 0 (Sunday) to 6 (Saturday)' })
      .min(0, { error: 'businessHours day must be 0 (Sunday) to 6 (Saturday)' })
      .max(6, { error: 'businessHours day must be 0 (Sunday) to 6 (Saturday)' }),
    open: clock('businessHours open'),
    close: clock('businessHours close', true),
  })
  .refine((d) => d.open < d.close, { error: 'businessHours close must be after open' });

/**
 * When the team answers, in Asia/Dubai time: each listed day once, open–close (close 24:00 for midnight); a day not
 * listed is closed. `null` in the settings means always open.
 */
export const WidgetBusinessHours = z
  .object({
    days: z
      .array(WidgetOpeningHours, { error: 'businessHours days must be a list' })
      .max(7, { error: 'businessHours lists each day at most once' })
      .refine((days) => new Set(days.map((d) => d.day)).size === days.length, {
        error: 'businessHours lists each day at most once',
      }),
  })
  .meta({ id: 'WidgetBusinessHours' });
export type WidgetBusinessHours = z.infer<typeof WidgetBusinessHours>;

/** `GET /api/org/widget`: the organization's widget settings. The identity secret itself is never in it. */
export const WidgetSettings = z
  .object({
    enabled: z.boolean(),
    websiteToken: z.string().meta({ description: 'Public: goes into the embed snippet' }),
    allowedOrigins: z.array(z.string()),
    greeting: WidgetGreeting,
    businessHours: WidgetBusinessHours.nullable(),
    preChatFields: z.array(WidgetPreChatField),
    preChatRequired: z.boolean(),
    identitySecretSet: z
      .boolean()
      .meta({ description: 'Whether an identity secret was made; only its rotation call ever shows it' }),
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'WidgetSettings' });
export type WidgetSettings = z.infer<typeof WidgetSettings>;

/** `PUT /api/org/widget`: the editable settings; a field left out keeps its value. Unknown keys 400. */
export const WidgetSettingsUpdate = z
  .strictObject({
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
    allowedOrigins: z
      .array(WidgetOrigin, { error: 'allowedOrigins must be a list of origins' })
      .max(WIDGET_MAX_ORIGINS, { error: `allowedOrigins holds at most ${WIDGET_MAX_ORIGINS} origins` })
      .transform((origins) => [...new Set(origins)])
      .optional(),
    greeting: WidgetGreeting.optional(),
    businessHours: WidgetBusinessHours.nullable().optional(),
    preChatFields: z
      .array(WidgetPreChatField, { error: 'preChatFields must be a list' })
      .transform((fields) => WIDGET_PRE_CHAT_FIELDS.filter((f) => fields.includes(f)))
      .optional(),
    preChatRequired: z.boolean({ error: 'preChatRequired must be true or false' }).optional(),
  })
  .meta({ id: 'WidgetSettingsUpdate' });
export type WidgetSettingsUpdate = z.infer<typeof WidgetSettingsUpdate>;

/** `POST /api/org/widget/identity-secret`: the new secret, shown this once, with the settings. */
export const WidgetIdentitySecret = z
  .object({
    settings: WidgetSettings,
    identitySecret: z.string().meta({ description: '32 random bytes as hex: HMAC-SHA256 key of user.hash' }),
  })
  .meta({ id: 'WidgetIdentitySecret' });
export type WidgetIdentitySecret = z.infer<typeof WidgetIdentitySecret>;

/** `GET /api/widget/:websiteToken/config`: what the widget shows before a conversation starts. */
export const WidgetConfig = z
  .object({
    organizationName: z.string(),
    brand: z.object({ name: z.string(), logoUrl: z.string().nullable(), colour: z.string().nullable() }),
    greeting: WidgetGreeting,
    online: z.boolean().meta({ description: 'Inside the business hours now (always true without hours)' }),
    preChatFields: z.array(WidgetPreChatField),
    preChatRequired: z.boolean(),
  })
  .meta({ id: 'WidgetConfig' });
export type WidgetConfig = z.infer<typeof WidgetConfig>;

const pageUrl = z
  .url({ protocol: /^https?$/, error: 'pageUrl must be an http or https URL' })
  .max(WIDGET_PAGE_URL_MAX_LENGTH, { error: `pageUrl must be at most ${WIDGET_PAGE_URL_MAX_LENGTH} characters` });

const optionalText = (field: string, max: number) => boundedText(field, max).optional();

/** `POST /api/widget/:websiteToken/sessions`: starts (or resumes) a conversation. */
export const WidgetSessionStart = z
  .object({
    locale: LanguageCode,
    pageUrl: pageUrl.optional(),
    resume: z.string().max(200).optional().meta({ description: 'The token of an earlier session of this browser' }),
    user: z
      .object({
        id: safeText(
          z
            .string({ error: 'user.id must be text' })
            .min(1, { error: 'user.id must not be empty' })
            .max(128, { error: 'user.id must be at most 128 characters' }),
          'user.id',
        ).meta({ description: "The customer's Qafila user id, as a decimal string" }),
        name: optionalText('user.name', 200),
        email: optionalText('user.email', 254),
        hash: z
          .string({ error: 'user.hash must be 64 hex digits' })
          .regex(/^[0-9a-fA-F]{64}$/, { error: 'user.hash must be 64 hex digits' })
          .meta({ description: 'hex(HMAC-SHA256(identitySecret, user.id))' }),
      })
      .optional(),
    visitor: z
      .object({
        name: optionalText('visitor.name', 200),
        email: optionalText('visitor.email', 254),
        phone: optionalText('visitor.phone', 40),
      })
      .optional(),
  })
  .meta({ id: 'WidgetSessionStart' });
export type WidgetSessionStart = z.infer<typeof WidgetSessionStart>;

/** A widget session: its token goes in the X-Widget-Session header and the `widget.<token>` socket subprotocol. */
export const WidgetSession = z
  .object({
    token: z.string(),
    conversationId: z.string(),
    verified: z.boolean().meta({ description: 'Bound to a customer of the organization by the identity hash' }),
    customerName: z.string().nullable(),
    expiresAt: IsoDateTime,
  })
  .meta({ id: 'WidgetSession' });
export type WidgetSession = z.infer<typeof WidgetSession>;

/** `POST /api/widget/messages`: the visitor's message, and the page they are on. */
export const WidgetMessageRequest = z
  .object({ content: MessageContent, pageUrl: pageUrl.optional() })
  .meta({ id: 'WidgetMessageRequest' });
export type WidgetMessageRequest = z.infer<typeof WidgetMessageRequest>;
