import {
  WIDGET_GREETING_MAX_LENGTH,
  WIDGET_MAX_ORIGINS,
  WIDGET_PRE_CHAT_FIELDS,
  WidgetOrigin,
  type WidgetPreChatField,
  type WidgetSettings,
  type WidgetSettingsUpdate,
} from '@qafila/contracts';

/** The weekdays in the order the week is shown, 0 = Sunday (as `businessHours.days[].day`). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** One weekday of the business hours form; the times of a closed day are kept for when it is opened again. */
export interface DayHours {
  open: boolean;
  /** `HH:MM`. */
  from: string;
  /** `HH:MM`; `00:00` stands for midnight at the end of the day (`24:00` to the API). */
  to: string;
}

/** The settings form's values. */
export interface WidgetFormValues {
  enabled: boolean;
  allowedOrigins: string[];
  greetingEn: string;
  greetingAr: string;
  alwaysOpen: boolean;
  /** Indexed by weekday, 0 = Sunday. */
  days: DayHours[];
  preChatFields: WidgetPreChatField[];
  preChatRequired: boolean;
}

/** A first week for an organization that turns "Always open" off: Monday to Friday, 09:00–18:00. */
const defaultDay = (day: number): DayHours => ({ open: day >= 1 && day <= 5, from: '09:00', to: '18:00' });

export function toFormValues(settings: WidgetSettings): WidgetFormValues {
  const listed = new Map((settings.businessHours?.days ?? []).map((day) => [day.day, day]));
  return {
    enabled: settings.enabled,
    allowedOrigins: [...settings.allowedOrigins],
    greetingEn: settings.greeting.en,
    greetingAr: settings.greeting.ar,
    alwaysOpen: settings.businessHours === null,
    days: WEEKDAYS.map((day) => {
      const hours = listed.get(day);
      if (settings.businessHours === null) return defaultDay(day);
      if (!hours) return { ...defaultDay(day), open: false };
      return { open: true, from: hours.open, to: hours.close === '24:00' ? '00:00' : hours.close };
    }),
    preChatFields: [...settings.preChatFields],
    preChatRequired: settings.preChatRequired,
  };
}

/** The form as `PUT /api/org/widget` takes it: texts trimmed, only open days, fields in their fixed order. */
export function toUpdate(values: WidgetFormValues): WidgetSettingsUpdate {
  const preChatFields = WIDGET_PRE_CHAT_FIELDS.filter((field) => values.preChatFields.includes(field));
  return {
    enabled: values.enabled,
    allowedOrigins: values.allowedOrigins,
    greeting: { en: values.greetingEn.trim(), ar: values.greetingAr.trim() },
    businessHours: values.alwaysOpen
      ? null
      : {
          days: values.days.flatMap((hours, day) =>
            hours.open ? [{ day, open: hours.from, close: hours.to === '00:00' ? '24:00' : hours.to }] : [],
          ),
        },
    preChatFields,
    preChatRequired: preChatFields.length > 0 && values.preChatRequired,
  };
}

/** True when saving the form would change the settings. */
export const isDirty = (settings: WidgetSettings, values: WidgetFormValues): boolean =>
  JSON.stringify(toUpdate(values)) !== JSON.stringify(toUpdate(toFormValues(settings)));

/** Why an origin cannot be added. */
export type OriginProblem = 'empty' | 'scheme' | 'path' | 'wildcard' | 'invalid' | 'duplicate' | 'tooMany';

/**
 * Checks a typed origin before it joins the list, naming the first problem: the rules of `WidgetOrigin` (http or
 * https, a host and an optional port, no path or trailing slash, a wildcard only as `*.` before a domain), at most
 * `WIDGET_MAX_ORIGINS`, no duplicate. Answers the origin trimmed and lower-cased.
 */
export function checkOrigin(
  typed: string,
  listed: readonly string[],
): { ok: true; origin: string } | { ok: false; problem: OriginProblem } {
  const value = typed.trim().toLowerCase();
  const fail = (problem: OriginProblem) => ({ ok: false as const, problem });
  if (!value) return fail('empty');
  if (listed.length >= WIDGET_MAX_ORIGINS) return fail('tooMany');
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//.exec(value);
  if (!scheme || (scheme[1] !== 'http' && scheme[1] !== 'https')) return fail('scheme');
  const rest = value.slice(scheme[0].length);
  if (/[/?#]/.test(rest)) return fail('path');
  if (rest.includes('*') && !/^\*\.[^*:]+\.[^*]+$/.test(rest)) return fail('wildcard');
  const parsed = WidgetOrigin.safeParse(value);
  if (!parsed.success) return fail('invalid');
  if (listed.includes(parsed.data)) return fail('duplicate');
  return { ok: true, origin: parsed.data };
}

/** What is wrong with one open day. */
export type DayProblem = 'missing' | 'order';

/** The form's problems: greetings too long, open days with bad times, or no open day at all. */
export interface FormProblems {
  greetingEn?: true;
  greetingAr?: true;
  days?: Partial<Record<number, DayProblem>>;
  noOpenDay?: true;
}

export function checkForm(values: WidgetFormValues): FormProblems {
  const problems: FormProblems = {};
  if (values.greetingEn.trim().length > WIDGET_GREETING_MAX_LENGTH) problems.greetingEn = true;
  if (values.greetingAr.trim().length > WIDGET_GREETING_MAX_LENGTH) problems.greetingAr = true;
  if (!values.alwaysOpen) {
    const days: Partial<Record<number, DayProblem>> = {};
    values.days.forEach((hours, day) => {
      if (!hours.open) return;
      if (!hours.from || !hours.to) days[day] = 'missing';
      // 00:00 as the closing time is midnight, after any opening time.
      else if (hours.to !== '00:00' && hours.to <= hours.from) days[day] = 'order';
    });
    if (Object.keys(days).length > 0) problems.days = days;
    if (!values.days.some((hours) => hours.open)) problems.noOpenDay = true;
  }
  return problems;
}

export const hasProblems = (problems: FormProblems): boolean => Object.keys(problems).length > 0;

/**
 * The HTML a partner pastes into their site: the `QafilaChat` queue (calls made before the script loads are kept),
 * the boot call with the website token, and the launcher script from the API's origin.
 */
export function embedSnippet(apiOrigin: string, websiteToken: string): string {
  const origin = apiOrigin.replace(/\/+$/, '');
  return [
    '<script>',
    '  window.QafilaChat = window.QafilaChat || function () { (QafilaChat.q = QafilaChat.q || []).push(arguments); };',
    `  QafilaChat('boot', { websiteToken: '${websiteToken}' });`,
    '</script>',
    `<script src="${origin}/widget.js" async></script>`,
  ].join('\n');
}
