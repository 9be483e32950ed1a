/**
 * Presentation of shipment data in replies: Dubai-time dates, status wording, the tracking and compliance cards,
 * and suggested questions, in English and Arabic.
 */
import type { ComplianceData, LanguageCode, ShipmentStatus, TrackingInfo } from '@qafila/contracts';
import { businessDaysBetween, dubaiDayOf } from '@qafila/contracts';
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

function arabicBusinessDays(n: number): string {
  if (n === 0) return 'دون أيام عمل';
  if (n === 1) return 'يوم عمل واحد';
  if (n === 2) return 'يوما عمل';
  if (n >= 3 && n <= 10) return `${n} أيام عمل`;
  return `${n} يوم عمل`;
}

/**
 * "Wednesday, 14 May (in 6 days)"; from two days ahead also the UAE business days until then (issue 19: weekends and
 * public holidays skipped, docs/calendar.md): "Monday, 7 December (in 7 days, 2 business days)".
 */
export function formatEta(date: Date, now: Date, language: LanguageCode): string {
  const relative = relativeDay(date, now, language);
  if (dubaiDayNumber(date) - dubaiDayNumber(now) < 2) return `${formatDay(date, language)} (${relative})`;
  const business = businessDaysBetween(dubaiDayOf(now), dubaiDayOf(date));
  const english = business === 0 ? 'no business day' : `${business} business day${business === 1 ? '' : 's'}`;
  const count = language === 'ar' ? arabicBusinessDays(business) : english;
  return `${formatDay(date, language)} (${relative}${language === 'ar' ? '، ' : ', '}${count})`;
}

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
  const documents = s.documents.map((d) => ({
    name: documentName(d, language),
    status: d.status,
    description: documentNote(d, language) || (language === 'ar' ? DOC_STATUS_TEXT[d.status]!.ar : d.description),
  }));
  // The customs declaration record (issue 18) joins the card as one more row: its status and, once submitted, the
  // duty and VAT in AED.
  const d = s.customsDeclaration;
  if (d) {
    const { name, detail } = declarationText(d, language);
    documents.push({ name, status: DECLARATION_CARD_STATUS[d.status], description: detail });
  }
  return { documents };
}

const DECLARATION_TYPE_TEXT = {
  import: { en: 'import', ar: 'استيراد' },
  export: { en: 'export', ar: 'تصدير' },
  re_export: { en: 're-export', ar: 'إعادة تصدير' },
  transit: { en: 'transit', ar: 'عبور' },
  free_zone_to_mainland: { en: 'free zone to mainland', ar: 'من منطقة حرة إلى البر الرئيسي' },
  mainland_to_free_zone: { en: 'mainland to free zone', ar: 'من البر الرئيسي إلى منطقة حرة' },
} as const;
const DECLARATION_STATUS_TEXT = {
  draft: { en: 'being prepared', ar: 'قيد الإعداد' },
  submitted: { en: 'submitted to customs', ar: 'مُقدَّم إلى الجمارك' },
  cleared: { en: 'cleared', ar: 'تم التخليص' },
  held: { en: 'held by customs', ar: 'موقوف لدى الجمارك' },
  rejected: { en: 'rejected', ar: 'مرفوض' },
} as const;
/** The card's document states: a declaration in progress is pending, a cleared one completed. */
const DECLARATION_CARD_STATUS = {
  draft: 'pending',
  submitted: 'pending',
  held: 'pending',
  cleared: 'completed',
  rejected: 'rejected',
} as const;

type Declaration = NonNullable<AssistantShipment['customsDeclaration']>;

/** "Customs declaration (import)" and "held by customs — customs duty AED 4,815.01 and VAT AED 5,055.75". */
function declarationText(d: Declaration, language: LanguageCode): { name: string; detail: string } {
  const ar = language === 'ar';
  const fils = (n: number) => {
    const amount = new Intl.NumberFormat(ar ? 'ar-AE' : 'en-AE', { minimumFractionDigits: 2 }).format(n / 100);
    return ar ? `${amount} درهم` : `AED ${amount}`;
  };
  const name = ar
    ? `البيان الجمركي (${DECLARATION_TYPE_TEXT[d.type].ar})`
    : `Customs declaration (${DECLARATION_TYPE_TEXT[d.type].en})`;
  const status = DECLARATION_STATUS_TEXT[d.status][language];
  let amounts: string;
  if (!d.calculated) {
    amounts = ar ? 'تُحسب الرسوم وضريبة القيمة المضافة عند تقديمه' : 'duty and VAT are calculated when it is submitted';
  } else if (d.dutyFils + d.vatFils === 0) {
    amounts = ar ? 'لا رسوم ولا ضريبة قيمة مضافة مستحقة' : 'no duty or VAT due';
  } else {
    amounts = ar
      ? `الرسوم الجمركية ${fils(d.dutyFils)} وضريبة القيمة المضافة ${fils(d.vatFils)}`
      : `customs duty ${fils(d.dutyFils)} and VAT ${fils(d.vatFils)}`;
  }
  return { name, detail: `${status} — ${amounts}` };
}

/** The declaration in one sentence of the customer's language, for the documents answer. */
export function declarationLine(d: Declaration, language: LanguageCode): string {
  const { name, detail } = declarationText(d, language);
  return `${name}: ${detail}.`;
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
