/**
 * Presentation of shipment data in replies: Dubai-time dates, status wording, the tracking and compliance cards,
 * and suggested questions, in English and Arabic.
 */
import type { ComplianceData, LanguageCode, ShipmentStatus, TrackingInfo } from '@qafila/contracts';
import { delayReasonAr, documentNameAr, documentNoteAr, eventAr, placeAr, serviceAr } from './translate.ts';
import type { AssistantShipment } from './types.ts';

export const TIME_ZONE = 'Asia/Dubai';
const LOCALES: Record<LanguageCode, string> = { en: 'en-AE', ar: 'ar-AE' };
const DAY = 86_400_000;
const DUBAI_OFFSET = 4 * 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: LanguageCode, kind: 'dateTime' | 'day'): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let f = formatters.get(key);
  if (!f) {
    f =
      kind === 'dateTime'
        ? new Intl.DateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' })
        : new Intl.DateTimeFormat(LOCALES[language], {
            timeZone: TIME_ZONE,
            weekday: 'long',
            day: 'numeric',
            month: 'long',
          });
    formatters.set(key, f);
  }
  return f;
}

/** "14 May 2025, 10:00 AM" / "14‏/05‏/2025، 10:00 ص" in Dubai time. */
export const formatDateTime = (date: Date, language: LanguageCode): string =>
  formatter(language, 'dateTime').format(date);

/** "Wednesday, 14 May" / "الأربعاء، 14 مايو" in Dubai time. */
export const formatDay = (date: Date, language: LanguageCode): string => formatter(language, 'day').format(date);

const dubaiDayNumber = (date: Date) => Math.floor((date.getTime() + DUBAI_OFFSET) / DAY);

function arabicDays(n: number): string {
  if (n === 1) return 'يوم واحد';
  if (n === 2) return 'يومين';
  if (n >= 3 && n <= 10) return `${n} أيام`;
  return `${n} يوماً`;
}

/** "today", "tomorrow", "in 6 days", "2 days ago" (by Dubai calendar days). */
export function relativeDay(date: Date, now: Date, language: LanguageCode): string {
  const diff = dubaiDayNumber(date) - dubaiDayNumber(now);
  if (language === 'ar') {
    if (diff === 0) return 'اليوم';
    if (diff === 1) return 'غداً';
    if (diff === -1) return 'أمس';
    return diff > 0 ? `بعد ${arabicDays(diff)}` : `قبل ${arabicDays(-diff)}`;
  }
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  if (diff === -1) return 'yesterday';
  return diff > 0 ? `in ${diff} days` : `${-diff} days ago`;
}

/** "Wednesday, 14 May (in 6 days)". */
export const formatEta = (date: Date, now: Date, language: LanguageCode): string =>
  `${formatDay(date, language)} (${relativeDay(date, now, language)})`;

export const STATUS_TEXT: Record<ShipmentStatus, Record<LanguageCode, string>> = {
  pending: { en: 'booked and awaiting pickup', ar: 'محجوزة وبانتظار الاستلام من المرسل' },
  in_transit: { en: 'in transit', ar: 'في الطريق' },
  customs_clearance: { en: 'in customs clearance', ar: 'قيد التخليص الجمركي' },
  delivered: { en: 'delivered', ar: 'تم تسليمها' },
  delayed: { en: 'delayed', ar: 'متأخرة' },
};

export const DOC_STATUS_TEXT: Record<string, Record<LanguageCode, string>> = {
  pending: { en: 'pending', ar: 'قيد الانتظار' },
  approved: { en: 'approved', ar: 'معتمد' },
  completed: { en: 'completed', ar: 'مكتمل' },
  rejected: { en: 'rejected', ar: 'مرفوض' },
};

export const place = (p: string, language: LanguageCode): string => (language === 'ar' ? placeAr(p) : p);
export const service = (s: string, language: LanguageCode): string => (language === 'ar' ? serviceAr(s) : s);

export function route(s: AssistantShipment, language: LanguageCode): string {
  return `${place(s.origin, language)} → ${place(s.destination, language)}`;
}

export function eventText(description: string, language: LanguageCode): string {
  return language === 'ar' ? (eventAr(description) ?? description) : description;
}

export const lastEvent = (s: AssistantShipment) => s.events[s.events.length - 1];

/** The tracking card: built only from the shipment the tools returned. */
export function buildTrackingInfo(s: AssistantShipment, language: LanguageCode): TrackingInfo {
  const last = s.events.length - 1;
  return {
    trackingNumber: s.trackingNumber,
    route: route(s, language),
    status: s.status,
    updates: s.events.map((e, i) => {
      const where = e.location ? ` — ${place(e.location, language)}` : '';
      return {
        description: `${eventText(e.description, language)}${where}`,
        timestamp: e.occurredAt.toISOString(),
        completed: i < last,
        current: i === last,
      };
    }),
  };
}

export function documentName(d: AssistantShipment['documents'][number], language: LanguageCode): string {
  return language === 'ar' ? documentNameAr(d.documentType, d.name) : d.name;
}

/** True when a document's note only repeats its name and status ("Commercial invoice approved"). */
function redundantNote(d: AssistantShipment['documents'][number]): boolean {
  const words = (t: string) => t.toLowerCase().match(/[a-z]+/g) ?? [];
  const known = new Set([...words(d.name), ...words(d.documentType.replace(/_/g, ' ')), d.status, 'is', 'has', 'been']);
  return words(d.description).every((w) => known.has(w));
}

/** The document's note in the reply language; empty when it adds nothing to the name and status. */
export function documentNote(d: AssistantShipment['documents'][number], language: LanguageCode): string {
  if (redundantNote(d)) return '';
  return language === 'ar' ? (documentNoteAr(d.description) ?? d.description) : d.description;
}

/** The compliance card: the shipment's documents as stored. */
export function buildComplianceData(s: AssistantShipment, language: LanguageCode): ComplianceData {
  return {
    documents: s.documents.map((d) => ({
      name: documentName(d, language),
      status: d.status,
      description: documentNote(d, language) || (language === 'ar' ? DOC_STATUS_TEXT[d.status]!.ar : d.description),
    })),
  };
}

/** Why a shipment is delayed, from its last event ("Weather conditions — sandstorm …"). */
export function delayReason(s: AssistantShipment, language: LanguageCode): string | undefined {
  const delayed = [...s.events].reverse().find((e) => e.status === 'delayed') ?? lastEvent(s);
  if (!delayed) return undefined;
  const text = delayed.description.replace(/^delayed\s*[:—-]\s*/i, '').trim();
  if (language === 'ar') return delayReasonAr(text) ?? text;
  return text;
}

/** One line per shipment for lists. */
export function shipmentLine(s: AssistantShipment, now: Date, language: LanguageCode): string {
  const ar = language === 'ar';
  const status = STATUS_TEXT[s.status][language];
  const last = lastEvent(s);
  let when = '';
  if (s.status === 'delivered' && last) when = ` (${formatDay(last.occurredAt, language)})`;
  else if (s.estimatedDelivery) {
    const eta = formatEta(s.estimatedDelivery, now, language);
    when = ar ? `، التسليم المتوقع ${eta}` : `, expected ${eta}`;
  }
  return `• ${s.trackingNumber} — ${route(s, language)} — ${status}${when}`;
}

export type SuggestionKey =
  | 'trackShipment'
  | 'listShipments'
  | 'activeShipments'
  | 'importDocs'
  | 'customsDuty'
  | 'vat'
  | 'freeZone'
  | 'reportIssue'
  | 'talkToPerson'
  | 'whatCanYouDo'
  | 'delayedShipments';

const SUGGESTIONS: Record<SuggestionKey, Record<LanguageCode, string>> = {
  trackShipment: { en: 'Track my shipment', ar: 'تتبع شحنتي' },
  listShipments: { en: 'Show all my shipments', ar: 'اعرض كل شحناتي' },
  activeShipments: { en: 'Which shipments are still on the way?', ar: 'ما الشحنات التي ما زالت في الطريق؟' },
  importDocs: { en: 'What documents do I need to import?', ar: 'ما المستندات المطلوبة للاستيراد؟' },
  customsDuty: { en: 'How much customs duty will I pay?', ar: 'كم الرسوم الجمركية التي سأدفعها؟' },
  vat: { en: 'Is VAT charged on imports?', ar: 'هل تُفرض ضريبة القيمة المضافة على الواردات؟' },
  freeZone: {
    en: 'How do I move goods from a free zone to the mainland?',
    ar: 'كيف أنقل البضائع من المنطقة الحرة إلى البر الرئيسي؟',
  },
  reportIssue: { en: 'Report a problem with a delivery', ar: 'الإبلاغ عن مشكلة في توصيل' },
  talkToPerson: { en: 'Talk to a person', ar: 'أريد التحدث مع موظف' },
  whatCanYouDo: { en: 'What can you do?', ar: 'ماذا يمكنك أن تفعل؟' },
  delayedShipments: { en: 'Are any of my shipments delayed?', ar: 'هل توجد شحنات متأخرة لدي؟' },
};

export const suggestion = (key: SuggestionKey, language: LanguageCode): string => SUGGESTIONS[key][language];

/** Questions about one shipment. */
export function shipmentSuggestions(
  s: AssistantShipment,
  language: LanguageCode,
  exclude: ('eta' | 'track' | 'docs' | 'issue' | 'delay')[] = [],
): string[] {
  const tn = s.trackingNumber;
  const ar = language === 'ar';
  const out: string[] = [];
  if (!exclude.includes('eta') && s.status !== 'delivered')
    out.push(ar ? `متى تصل الشحنة ${tn}؟` : `When will ${tn} arrive?`);
  if (!exclude.includes('track')) out.push(ar ? `تتبع الشحنة ${tn}` : `Track ${tn}`);
  if (!exclude.includes('docs') && s.documents.length)
    out.push(ar ? `ما حالة مستندات الشحنة ${tn}؟` : `Are the documents for ${tn} complete?`);
  if (!exclude.includes('issue')) out.push(ar ? `الإبلاغ عن مشكلة في الشحنة ${tn}` : `Report a problem with ${tn}`);
  return out;
}

/** 2–4 distinct suggestions; pads with general ones if needed. */
export function finishSuggestions(list: string[], language: LanguageCode): string[] {
  const unique = [...new Set(list.filter(Boolean))];
  for (const key of ['listShipments', 'importDocs', 'talkToPerson'] as const) {
    if (unique.length >= 2) break;
    const s = suggestion(key, language);
    if (!unique.includes(s)) unique.push(s);
  }
  return unique.slice(0, 4);
}
