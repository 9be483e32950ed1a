/**
 * The built-in assistant: works offline with no model. Lexicon-based intent scoring, reference extraction and
 * conversation context decide what to do; the tools provide the user's own data; replies are composed in the
 * language of the message.
 */
import type { ChatAction, LanguageCode } from '@qafila/contracts';
import { type KnowledgeEntry, knowledgeEntry, searchKnowledge, sourcesLine } from './knowledge.ts';
import { ASSISTANT_LEXICON } from './lexicon.ts';
import { arabicForms } from './matcher.ts';
import { hasArabicLetters, normalizeText, tokenize } from './normalize.ts';
import {
  buildComplianceData,
  buildTrackingInfo,
  DOC_STATUS_TEXT,
  delayReason,
  documentName,
  documentNote,
  eventText,
  finishSuggestions,
  formatDateTime,
  formatEta,
  lastEvent,
  place,
  route,
  STATUS_TEXT,
  service,
  shipmentLine,
  shipmentSuggestions,
  suggestion,
} from './present.ts';
import { type Reference, referenceKey } from './references.ts';
import type {
  Assistant,
  AssistantReply,
  AssistantRequest,
  AssistantShipment,
  AssistantTools,
  SupportCaseCategory,
} from './types.ts';
import {
  type ConversationContext,
  conversationContext,
  replyLanguage,
  type Understanding,
  understand,
} from './understand.ts';

type Mode = 'track' | 'delivery' | 'compliance';

interface Turn {
  request: AssistantRequest;
  tools: AssistantTools;
  u: Understanding;
  lang: LanguageCode;
  ar: boolean;
  now: Date;
  ctx: ConversationContext;
  shipmentsCache?: Promise<AssistantShipment[]>;
}

const reply = (
  lang: LanguageCode,
  action: ChatAction,
  content: string,
  suggestions: string[],
  extra: Partial<AssistantReply['metadata']> = {},
): AssistantReply => ({
  language: lang,
  content,
  metadata: { action, ...extra, suggestedQuestions: finishSuggestions(suggestions, lang) },
});

const shipments = (turn: Turn) => {
  turn.shipmentsCache ??= turn.tools.listShipments();
  return turn.shipmentsCache;
};

const isActive = (s: AssistantShipment) => s.status !== 'delivered';

// ---------------------------------------------------------------------------------------------------------------
// Resolving which shipment a message is about

/** Words that identify a shipment by its data: cities, countries, goods, mode of transport. */
const GOODS_AR: Record<string, string[]> = {
  electronics: ['الكترونيات', 'الكترونيه', 'اجهزه'],
  pharmaceutical: ['ادويه', 'دواء', 'الادويه', 'طبيه', 'صيدليه'],
  spare: ['قطع', 'غيار'],
  parts: ['قطع', 'غيار'],
  food: ['اغذيه', 'اكل', 'غذائيه', 'طعام'],
  furniture: ['اثاث', 'مفروشات'],
  textiles: ['اقمشه', 'منسوجات', 'قماش', 'ملابس'],
  samples: ['عينات'],
  phone: ['جوال', 'هاتف', 'موبايل'],
  mobile: ['جوال', 'هاتف', 'موبايل'],
  accessories: ['اكسسوارات', 'ملحقات'],
  sea: ['بحري', 'البحري'],
  air: ['جوي', 'الجوي'],
  road: ['بري', 'البري'],
  courier: ['مندوب'],
};

const DESCRIPTOR_STOP = new Set(
  'and with the for from uae cartons carton products product goods supplies temperature controlled consumer industrial freight express standard same day domestic fcl lcl gcc'.split(
    ' ',
  ),
);

function shipmentKeywords(s: AssistantShipment): Set<string> {
  const out = new Set<string>();
  const addText = (text: string) => {
    for (const w of tokenize(normalizeText(text))) {
      // Words that carry an intent ("Documents and samples") do not identify a shipment.
      if (w.length < 3 || DESCRIPTOR_STOP.has(w) || /^\d+$/.test(w) || ASSISTANT_LEXICON.isLexiconWord(w)) continue;
      out.add(w);
      for (const a of GOODS_AR[w] ?? []) out.add(a);
    }
  };
  addText(s.origin);
  addText(s.destination);
  addText(place(s.origin, 'ar'));
  addText(place(s.destination, 'ar'));
  addText(s.description ?? '');
  addText(s.service);
  return out;
}

/** A shipment the message describes by its data ("the one from Mumbai", "شحنة الأثاث"), if exactly one fits. */
function describedShipment(u: Understanding, list: AssistantShipment[]): AssistantShipment | undefined {
  const forms = u.prepared.tokens.map((t) => (hasArabicLetters(t) ? arabicForms(t) : [t]));
  let best: AssistantShipment | undefined;
  let bestScore = 0;
  let tie = false;
  for (const s of list) {
    const kw = shipmentKeywords(s);
    let score = 0;
    for (const f of forms) if (f.some((x) => kw.has(x))) score++;
    if (score > bestScore) {
      best = s;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) tie = true;
  }
  return bestScore > 0 && !tie ? best : undefined;
}

const STATUS_FILTERS: [keyof Understanding['s'], (s: AssistantShipment) => boolean][] = [
  ['delay', (s) => s.status === 'delayed'],
  ['pending', (s) => s.status === 'pending'],
  ['inTransit', (s) => s.status === 'in_transit'],
  ['active', isActive],
];

function statusFilter(u: Understanding, includeCustoms: boolean): ((s: AssistantShipment) => boolean) | undefined {
  if (u.s.delivered >= 3 && u.s.notReceived < 3 && u.s.eta < 3) return (s) => s.status === 'delivered';
  if (includeCustoms && u.s.customs >= 3) return (s) => s.status === 'customs_clearance';
  for (const [signal, f] of STATUS_FILTERS) if (u.s[signal] >= 3) return f;
  return undefined;
}

async function findByReference(turn: Turn, reference: string): Promise<AssistantShipment | undefined> {
  return turn.tools.findShipment(reference);
}

/** A shipment from the conversation or the message's descriptors (no explicit reference). */
async function contextShipment(turn: Turn, options: { allowHistory: boolean }): Promise<AssistantShipment | undefined> {
  const { u, ctx } = turn;
  if (u.ordinal !== undefined && ctx.lastList && ctx.lastAssistantAction === 'list_shipments') {
    const ref = u.ordinal === -1 ? ctx.lastList[ctx.lastList.length - 1] : ctx.lastList[u.ordinal - 1];
    if (ref) return findByReference(turn, ref);
  }
  if (u.s.other >= 3 && ctx.others.length) return findByReference(turn, ctx.others[0]!);
  const list = await shipments(turn);
  for (const n of u.bareNumbers) {
    const match = list.filter((s) => referenceKey(s.trackingNumber).endsWith(n));
    if (match.length === 1) return match[0];
  }
  const described = describedShipment(u, list);
  if (described) return described;
  if (options.allowHistory && ctx.current) return findByReference(turn, ctx.current);
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Shipment answers

function statusSentence(s: AssistantShipment, turn: Turn): string {
  const { ar, lang } = turn;
  const last = lastEvent(s);
  const loc = last?.location ? place(last.location, lang) : undefined;
  switch (s.status) {
    case 'pending':
      return ar
        ? `الحالة: محجوزة وبانتظار الاستلام من المرسل${loc ? ` في ${loc}` : ''}.`
        : `Status: booked and waiting for pickup${loc ? ` at ${loc}` : ''}.`;
    case 'in_transit':
      return ar ? 'الحالة: في الطريق.' : 'Status: in transit.';
    case 'customs_clearance':
      return ar
        ? `الحالة: قيد التخليص الجمركي${loc ? ` (${loc})` : ''}.`
        : `Status: in customs clearance${loc ? ` (${loc})` : ''}.`;
    case 'delivered':
      return ar
        ? `الحالة: تم التسليم${last ? ` في ${formatDateTime(last.occurredAt, lang)} بتوقيت دبي` : ''}${loc ? ` — ${loc}` : ''}.`
        : `Status: delivered${last ? ` on ${formatDateTime(last.occurredAt, lang)} (Dubai time)` : ''}${loc ? ` — ${loc}` : ''}.`;
    case 'delayed': {
      const reason = delayReason(s, lang);
      return ar
        ? `الحالة: متأخرة${reason ? ` — السبب: ${reason}` : ''}.`
        : `Status: delayed${reason ? ` — reason: ${reason}` : ''}.`;
    }
  }
}

function latestLine(s: AssistantShipment, turn: Turn): string | undefined {
  const last = lastEvent(s);
  if (!last) return undefined;
  const where = last.location ? ` — ${place(last.location, turn.lang)}` : '';
  const when = formatDateTime(last.occurredAt, turn.lang);
  return turn.ar
    ? `آخر تحديث: ${eventText(last.description, 'ar')}${where}، ${when} بتوقيت دبي.`
    : `Latest update: ${last.description}${where}, ${when} (Dubai time).`;
}

function etaLine(s: AssistantShipment, turn: Turn): string | undefined {
  if (s.status === 'delivered') return undefined;
  const { ar, lang, now } = turn;
  if (!s.estimatedDelivery) {
    return ar ? 'لا يوجد موعد تسليم متوقع بعد.' : 'There is no estimated delivery date yet.';
  }
  const eta = formatEta(s.estimatedDelivery, now, lang);
  if (s.estimatedDelivery.getTime() < now.getTime() - 86_400_000) {
    return ar
      ? `كان موعد التسليم المتوقع ${eta} وقد تجاوزناه؛ سيتحدث الموعد مع التحديث القادم.`
      : `The estimated delivery was ${eta}, which has passed; it will be revised with the next update.`;
  }
  if (s.status === 'delayed') {
    return ar
      ? `الموعد المتوقع حالياً: ${eta}، وقد يتغير مع التحديثات القادمة.`
      : `Current estimate: ${eta} — this may change as new updates arrive.`;
  }
  return ar ? `موعد التسليم المتوقع: ${eta}.` : `Estimated delivery: ${eta}.`;
}

function pendingDocsLine(s: AssistantShipment, turn: Turn): string | undefined {
  const rejected = s.documents.filter((d) => d.status === 'rejected');
  const pending = s.documents.filter((d) => d.status === 'pending');
  const names = (list: typeof s.documents) => list.map((d) => documentName(d, turn.lang)).join(turn.ar ? '، ' : ', ');
  if (rejected.length) {
    return turn.ar
      ? `يلزم إجراء: مستند مرفوض (${names(rejected)}) — ${rejected.map((d) => documentNote(d, 'ar')).join('؛ ')}.`
      : `Action needed: ${names(rejected)} rejected — ${rejected.map((d) => d.description).join('; ')}.`;
  }
  if (pending.length && (s.status === 'customs_clearance' || s.status === 'pending')) {
    return turn.ar ? `مستندات قيد الانتظار: ${names(pending)}.` : `Documents still pending: ${names(pending)}.`;
  }
  return undefined;
}

function header(s: AssistantShipment, turn: Turn): string {
  return turn.ar
    ? `الشحنة ${s.trackingNumber}: ${route(s, 'ar')} (${service(s.service, 'ar')}).`
    : `${s.trackingNumber}: ${route(s, 'en')} (${s.service}).`;
}

function deliveryLead(s: AssistantShipment, turn: Turn): string {
  const { ar, lang, now, u } = turn;
  const tn = s.trackingNumber;
  const last = lastEvent(s);
  if (s.status === 'delivered') {
    const when = last ? formatDateTime(last.occurredAt, lang) : '';
    const where = last?.location ? place(last.location, lang) : '';
    return ar
      ? `نعم، تم تسليم الشحنة ${tn}${when ? ` في ${when} بتوقيت دبي` : ''}${where ? ` — ${where}` : ''}.`
      : `Yes — ${tn} was delivered${when ? ` on ${when} (Dubai time)` : ''}${where ? ` in ${where}` : ''}.`;
  }
  const notYet = u.s.delivered >= 3 && u.s.eta < 3;
  if (s.status === 'delayed') {
    const reason = delayReason(s, lang);
    return ar
      ? `الشحنة ${tn} متأخرة${reason ? ` بسبب: ${reason}` : ''}.`
      : `${tn} is delayed${reason ? `: ${reason}` : ''}.`;
  }
  if (u.s.delay >= 3) {
    return ar
      ? `الشحنة ${tn} ليست متأخرة — حالتها الآن: ${STATUS_TEXT[s.status].ar}.`
      : `${tn} is not marked as delayed — it is ${STATUS_TEXT[s.status].en}.`;
  }
  if (s.estimatedDelivery) {
    const eta = formatEta(s.estimatedDelivery, now, lang);
    if (notYet) {
      return ar
        ? `ليس بعد — الشحنة ${tn} ${STATUS_TEXT[s.status].ar}، والتسليم المتوقع ${eta}.`
        : `Not yet — ${tn} is ${STATUS_TEXT[s.status].en} and expected ${eta}.`;
    }
    return ar ? `من المتوقع تسليم الشحنة ${tn} ${eta}.` : `${tn} is expected to be delivered ${eta}.`;
  }
  return ar
    ? `الشحنة ${tn} ${STATUS_TEXT[s.status].ar}، ولا يوجد موعد تسليم متوقع بعد.`
    : `${tn} is ${STATUS_TEXT[s.status].en}; there is no estimated delivery date yet.`;
}

function trackingReply(
  s: AssistantShipment,
  mode: 'track' | 'delivery',
  turn: Turn,
  extra: string[] = [],
): AssistantReply {
  const { lang } = turn;
  const lines: string[] = [];
  if (mode === 'delivery') {
    lines.push(deliveryLead(s, turn));
    lines.push(header(s, turn));
    if (s.status !== 'delivered') {
      if (s.status !== 'delayed') lines.push(statusSentence(s, turn));
      const latest = latestLine(s, turn);
      if (latest) lines.push(latest);
      if (s.status === 'delayed' || !s.estimatedDelivery) {
        const eta = etaLine(s, turn);
        if (eta) lines.push(eta);
      }
    } else {
      const latest = latestLine(s, turn);
      if (latest) lines.push(latest);
    }
  } else {
    lines.push(header(s, turn));
    lines.push(statusSentence(s, turn));
    if (s.status !== 'delivered') {
      const latest = latestLine(s, turn);
      if (latest) lines.push(latest);
    }
    const eta = etaLine(s, turn);
    if (eta) lines.push(eta);
  }
  const docs = pendingDocsLine(s, turn);
  if (docs) lines.push(docs);
  lines.push(...extra);
  const action: ChatAction = mode === 'delivery' ? 'delivery_status' : 'track_shipment';
  const suggestions = shipmentSuggestions(s, lang, mode === 'delivery' ? ['eta'] : ['track']);
  return reply(lang, action, lines.join('\n'), suggestions, { trackingInfo: buildTrackingInfo(s, lang) });
}

const GCC_ORIGIN = /saudi|oman|kuwait|qatar|bahrain|riyadh|jeddah|dammam|muscat|doha|manama/i;
const UAE_PLACE = /uae|dubai|abu dhabi|sharjah|ajman|fujairah|ras al khaimah|umm al quwain|al ain/i;

/** Within the UAE mainland: no import clearance (a free-zone origin needs an exit declaration). */
const isDomestic = (s: AssistantShipment) =>
  UAE_PLACE.test(s.origin) && UAE_PLACE.test(s.destination) && !/free zone/i.test(s.origin);

function customsState(s: AssistantShipment, turn: Turn): string {
  const { ar, lang } = turn;
  const cleared = [...s.events].reverse().find((e) => /cleared/i.test(e.description));
  const domestic = isDomestic(s);
  if (cleared || s.status === 'delivered') {
    const when = cleared ? formatDateTime(cleared.occurredAt, lang) : undefined;
    return ar
      ? `الجمارك: تم التخليص${when ? ` في ${when} بتوقيت دبي` : ''}.`
      : `Customs: cleared${when ? ` on ${when} (Dubai time)` : ''}.`;
  }
  if (s.status === 'customs_clearance') {
    const last = lastEvent(s);
    return ar
      ? `الجمارك: لم يكتمل التخليص بعد — ${last ? eventText(last.description, 'ar') : 'الإجراءات جارية'}.`
      : `Customs: not cleared yet — ${last ? last.description : 'clearance in progress'}.`;
  }
  if (domestic) {
    return ar
      ? 'الجمارك: شحنة داخلية، لا تحتاج إلى تخليص استيراد.'
      : 'Customs: this is a domestic shipment, so no import clearance is needed.';
  }
  if (/free zone/i.test(s.origin)) {
    return ar
      ? 'الجمارك: تخرج الشحنة من منطقة حرة، فيلزم بيان خروج (تحويل) وتُدفع الرسوم عند دخولها البر الرئيسي.'
      : 'Customs: it leaves a free zone, so it needs an exit (transfer) declaration and duty is paid on entry to the mainland.';
  }
  return ar
    ? 'الجمارك: لم تصل الشحنة إلى الجمارك بعد؛ يبدأ التخليص عند وصولها إلى الإمارات.'
    : 'Customs: the shipment has not reached customs yet; clearance starts when it arrives in the UAE.';
}

function formatAed(amount: number, lang: LanguageCode): string {
  const n = new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', { maximumFractionDigits: 0 }).format(amount);
  return lang === 'ar' ? `${n} درهم` : `AED ${n}`;
}

function dutyLines(s: AssistantShipment, turn: Turn): string[] {
  const { ar, lang } = turn;
  const gcc = GCC_ORIGIN.test(s.origin);
  const originCert = s.documents.find((d) => d.documentType === 'certificate_of_origin');
  const lines: string[] = [];
  if (gcc) {
    lines.push(
      ar
        ? `البضاعة من منشأ خليجي، فهي معفاة من الرسوم الجمركية بشرط قبول شهادة المنشأ الخليجية${originCert ? ` (حالتها: ${DOC_STATUS_TEXT[originCert.status]!.ar})` : ''}.`
        : `The goods are of GCC origin, so they are exempt from customs duty provided the GCC certificate of origin is accepted${originCert ? ` (it is ${DOC_STATUS_TEXT[originCert.status]!.en})` : ''}.`,
    );
  } else if (s.declaredValueAed) {
    const duty = s.declaredValueAed * 0.05;
    const vat = (s.declaredValueAed + duty) * 0.05;
    lines.push(
      ar
        ? `الرسوم الجمركية عادةً 5% من القيمة CIF: على القيمة المصرّح بها ${formatAed(s.declaredValueAed, lang)} تكون نحو ${formatAed(duty, lang)}، ثم ضريبة القيمة المضافة 5% على (القيمة + الرسوم) نحو ${formatAed(vat, lang)}. المبلغ النهائي تحدده الجمارك عند التقييم (وقد تختلف قيمة CIF عن القيمة المصرّح بها).`
        : `Customs duty is normally 5% of the CIF value: on the declared value of ${formatAed(s.declaredValueAed, lang)} that is about ${formatAed(duty, lang)}, then 5% import VAT on value + duty, about ${formatAed(vat, lang)}. Customs set the final amount in their assessment (the CIF value can differ from the declared value).`,
    );
  } else {
    lines.push(
      ar
        ? 'الرسوم الجمركية عادةً 5% من القيمة CIF (التكلفة + التأمين + الشحن)، ثم ضريبة القيمة المضافة 5% على (القيمة + الرسوم). المبلغ النهائي تحدده الجمارك عند التقييم.'
        : 'Customs duty is normally 5% of the CIF value (cost + insurance + freight), then 5% import VAT on value + duty. Customs set the final amount in their assessment.',
    );
  }
  const declaration = s.documents.find((d) => d.documentType === 'customs_declaration');
  if (declaration && declaration.status !== 'completed') {
    lines.push(
      ar
        ? `البيان الجمركي: ${DOC_STATUS_TEXT[declaration.status]!.ar} — ${documentNote(declaration, 'ar')}.`
        : `Customs declaration: ${declaration.status} — ${declaration.description}.`,
    );
  }
  lines.push(sourcesLine(['gcc_tariff', 'fta'], lang));
  return lines;
}

function complianceReply(s: AssistantShipment, turn: Turn): AssistantReply {
  const { ar, lang, u } = turn;
  const tn = s.trackingNumber;
  const lines: string[] = [];
  lines.push(
    ar
      ? `مستندات الشحنة ${tn} (${route(s, 'ar')}، ${STATUS_TEXT[s.status].ar}):`
      : `Documents for ${tn} (${route(s, 'en')}, ${STATUS_TEXT[s.status].en}):`,
  );
  if (!s.documents.length) lines.push(ar ? '• لا توجد مستندات مسجلة بعد.' : '• No documents are recorded yet.');
  for (const d of s.documents) {
    const note = documentNote(d, lang);
    lines.push(`• ${documentName(d, lang)} — ${DOC_STATUS_TEXT[d.status]![lang]}${note ? `: ${note}` : ''}`);
  }
  const rejected = s.documents.filter((d) => d.status === 'rejected');
  const pending = s.documents.filter((d) => d.status === 'pending');
  const names = (list: typeof s.documents) => list.map((d) => documentName(d, lang)).join(ar ? '، ' : ', ');
  if (rejected.length) {
    lines.push(
      ar
        ? `يلزم إجراء منك: تم رفض ${names(rejected)}. يُرجى تقديم نسخة مصحّحة عبر حسابك في قافلة، أو اطلب هنا التحدث مع فريقنا؛ يستكمل التخليص بعد قبولها.`
        : `Action needed: ${names(rejected)} was rejected. Please provide a corrected version through your Qafila account, or ask here to talk to our team; clearance continues once it is accepted.`,
    );
  }
  if (pending.length) {
    lines.push(
      ar
        ? `قيد الانتظار: ${names(pending)}. سنحدّث حالتها فور اعتمادها.`
        : `Still pending: ${names(pending)}. Their status updates here as soon as they are processed.`,
    );
  }
  if (!rejected.length && !pending.length && s.documents.length) {
    lines.push(ar ? 'كل المستندات معتمدة أو مكتملة.' : 'All documents are approved or completed.');
  }
  lines.push(customsState(s, turn));
  if (u.s.duty >= 3) lines.push(...dutyLines(s, turn));
  const suggestions = [
    ...(rejected.length ? [suggestion('talkToPerson', lang)] : []),
    ...shipmentSuggestions(s, lang, ['docs', 'issue']),
    ...(isDomestic(s) ? [] : [ar ? `كم الرسوم الجمركية على الشحنة ${tn}؟` : `How much duty will I pay on ${tn}?`]),
  ];
  return reply(lang, 'customs_compliance', lines.join('\n'), suggestions, {
    complianceData: buildComplianceData(s, lang),
  });
}

function previousMode(turn: Turn): Mode | undefined {
  const p = turn.ctx.previousUser;
  if (!p) return undefined;
  return modeOf(p);
}

function modeOf(u: Understanding): Mode | undefined {
  // "track air waybill 176-…" names the reference type: documents words must outweigh tracking words.
  // "status" fits documents too ("docs status for …"), so it does not count against them.
  if (u.s.customs >= 2 || (u.s.documents >= 3 && u.s.documents > u.trackish - u.s.status)) return 'compliance';
  if (u.deliveryish > u.s.track + u.s.where && u.deliveryish >= 2) return 'delivery';
  if (u.trackish >= 2) return 'track';
  return undefined;
}

function answerAbout(s: AssistantShipment, turn: Turn, extra: string[] = []): AssistantReply {
  const mode = modeOf(turn.u) ?? previousMode(turn) ?? 'track';
  if (mode === 'compliance') return complianceReply(s, turn);
  return trackingReply(s, mode, turn, extra);
}

function notFoundText(refs: Reference[], turn: Turn): string {
  const list = refs.map((r) => r.canonical).join(turn.ar ? '، ' : ', ');
  return turn.ar
    ? `لم أجد شحنة بالرقم ${list} في حسابك. تأكد من الرقم، أو إن كانت محجوزة من حساب آخر فسجّل الدخول به — لحماية بياناتك لا أعرض إلا الشحنات التابعة لحسابك.`
    : `I couldn't find a shipment with the number ${list} on your account. Please check the number — or, if it was booked under another account, sign in with that one. For your security I can only show shipments that belong to you.`;
}

const KIND_NAME: Record<Reference['kind'], Record<LanguageCode, string>> = {
  qafila: { en: 'Qafila tracking number', ar: 'رقم تتبع قافلة' },
  awb: { en: 'air waybill number', ar: 'رقم بوليصة الشحن الجوي' },
  container: { en: 'container number', ar: 'رقم الحاوية' },
  s10: { en: 'postal item number', ar: 'رقم الإرسالية البريدية' },
};

function badCheckText(refs: Reference[], turn: Turn): string {
  return refs
    .map((r) =>
      turn.ar
        ? `يبدو أن الرقم ${r.raw.trim()} غير صحيح: رقم التحقق (آخر رقم) لا يطابق ${KIND_NAME[r.kind].ar}. يُرجى مراجعته وإرساله مرة أخرى.`
        : `The number ${r.raw.trim()} doesn't look right: its check digit doesn't match for a ${KIND_NAME[r.kind].en}. Please check it and send it again.`,
    )
    .join('\n');
}

async function referenceAnswer(turn: Turn): Promise<AssistantReply> {
  const { u, lang, ar } = turn;
  const valid = u.references.filter((r) => r.valid);
  const bad = u.references.filter((r) => !r.valid);
  const found: AssistantShipment[] = [];
  const missing: Reference[] = [];
  for (const r of valid) {
    const s = await findByReference(turn, r.canonical);
    if (s) {
      if (!found.some((x) => x.id === s.id)) found.push(s);
    } else missing.push(r);
  }
  const extra: string[] = [];
  if (missing.length) extra.push(notFoundText(missing, turn));
  if (bad.length) extra.push(badCheckText(bad, turn));

  if (found.length) {
    const [first, ...rest] = found;
    const others = rest.map((s) => shipmentLine(s, turn.now, lang));
    if (others.length)
      extra.unshift(ar ? 'والشحنات الأخرى التي ذكرتها:' : 'The other shipments you mentioned:', ...others);
    const r = answerAbout(first!, turn, extra);
    if (r.metadata.action === 'customs_compliance' && extra.length) r.content += `\n${extra.join('\n')}`;
    return r;
  }
  const mode = modeOf(u) ?? previousMode(turn);
  const action: ChatAction = mode === 'compliance' ? 'customs_compliance' : 'track_shipment';
  const suggestions = [
    suggestion('listShipments', lang),
    suggestion('talkToPerson', lang),
    suggestion('importDocs', lang),
  ];
  return reply(lang, action, extra.join('\n'), suggestions);
}

// ---------------------------------------------------------------------------------------------------------------
// Lists and questions without a reference

function listReply(
  list: AssistantShipment[],
  all: AssistantShipment[],
  turn: Turn,
  filtered: boolean,
  heading?: string,
): AssistantReply {
  const { ar, lang, now } = turn;
  const active = all.filter(isActive).length;
  const lines: string[] = [];
  if (!all.length) {
    lines.push(
      ar
        ? 'لا توجد شحنات في حسابك بعد. إذا كان لديك رقم تتبع من حساب آخر فسجّل الدخول بذلك الحساب.'
        : 'There are no shipments on your account yet. If you have a tracking number from another account, sign in with that account.',
    );
    return reply(lang, 'list_shipments', lines.join('\n'), [
      suggestion('importDocs', lang),
      suggestion('whatCanYouDo', lang),
    ]);
  }
  if (filtered && !list.length) {
    lines.push(
      ar
        ? 'لا توجد شحنات بهذه الحالة حالياً. هذه شحناتك:'
        : 'None of your shipments match that right now. Here are your shipments:',
    );
    list = all;
  } else if (heading) {
    lines.push(heading);
  } else if (filtered) {
    lines.push(ar ? `الشحنات المطابقة (${list.length}):` : `Matching shipments (${list.length}):`);
  } else {
    lines.push(
      ar
        ? `لديك ${all.length} شحنات (${active} منها قيد التنفيذ):`
        : `You have ${all.length} shipment${all.length === 1 ? '' : 's'} (${active} active):`,
    );
  }
  for (const s of list.slice(0, 10)) lines.push(shipmentLine(s, now, lang));
  if (list.length > 10) lines.push(ar ? `… و${list.length - 10} أخرى.` : `… and ${list.length - 10} more.`);
  lines.push(
    ar
      ? 'أرسل رقم التتبع (أو قل "الأولى" أو "الثانية") لعرض التفاصيل.'
      : 'Send a tracking number (or say "the first one", "the second one") for the details.',
  );
  const first = list[0]!;
  const delayed = all.find((s) => s.status === 'delayed');
  const suggestions = [
    ar ? `تتبع الشحنة ${first.trackingNumber}` : `Track ${first.trackingNumber}`,
    ...(delayed && delayed !== first
      ? [ar ? `لماذا تأخرت الشحنة ${delayed.trackingNumber}؟` : `Why is ${delayed.trackingNumber} delayed?`]
      : []),
    suggestion('reportIssue', lang),
  ];
  return reply(lang, 'list_shipments', lines.join('\n'), suggestions);
}

async function listAnswer(turn: Turn): Promise<AssistantReply> {
  const all = await shipments(turn);
  const filter = statusFilter(turn.u, true);
  return listReply(filter ? all.filter(filter) : all, all, turn, Boolean(filter));
}

async function trackWithoutReference(turn: Turn): Promise<AssistantReply> {
  const { lang, ar } = turn;
  const s = await contextShipment(turn, { allowHistory: true });
  if (s) return answerAbout(s, turn);
  const all = await shipments(turn);
  const filter = statusFilter(turn.u, false);
  if (filter) {
    const matching = all.filter(filter);
    if (matching.length === 1) return answerAbout(matching[0]!, turn);
    return listReply(matching, all, turn, true);
  }
  const active = all.filter(isActive);
  if (active.length === 1) return answerAbout(active[0]!, turn);
  if (!all.length) {
    return reply(
      lang,
      'track_shipment',
      ar
        ? 'لا توجد شحنات في حسابك بعد. أرسل لي رقم التتبع (مثل QAF-240001 أو رقم بوليصة الشحن الجوي أو رقم الحاوية) وسأبحث عنه.'
        : "I don't see any shipments on your account yet. Send me the tracking number (a QAF number, an air waybill or a container number) and I'll look it up.",
      [suggestion('importDocs', lang), suggestion('talkToPerson', lang)],
    );
  }
  const heading = active.length
    ? ar
      ? `أي شحنة تقصد؟ لديك ${active.length} شحنات قيد التنفيذ:`
      : `Which shipment do you mean? You have ${active.length} active shipments:`
    : ar
      ? 'أي شحنة تقصد؟ هذه شحناتك:'
      : 'Which shipment do you mean? Here are your shipments:';
  return listReply(active.length ? active : all, all, turn, active.length > 0, heading);
}

function knowledgeReply(entries: KnowledgeEntry[], action: ChatAction, turn: Turn): AssistantReply {
  const { lang, ar } = turn;
  const body = entries.map((e) => (entries.length > 1 ? `${e.title[lang]}\n${e.answer[lang]}` : e.answer[lang]));
  const sources = sourcesLine(
    entries.flatMap((e) => e.sources),
    lang,
  );
  const note = ar
    ? 'هذه إرشادات عامة؛ القواعد السارية هي ما تعلنه الجهة المختصة. يمكنني أيضاً مراجعة مستندات شحنة معيّنة إذا أرسلت رقمها.'
    : 'This is general guidance; the authority’s current rules apply. I can also check the documents of a specific shipment if you send its number.';
  const suggestions = [
    ...entries.flatMap((e) => e.related[lang]).filter((q) => !entries.some((e) => e.title[lang] === q)),
  ];
  return reply(lang, action, [...body, sources, note].join('\n\n'), suggestions.slice(0, 3));
}

function knowledgeAnswer(turn: Turn): AssistantReply {
  const { u } = turn;
  const hits = searchKnowledge(u.text, 3);
  const top = hits[0];
  let entries: KnowledgeEntry[];
  if (!top) {
    const fallback = u.s.customs > u.s.documents ? 'clearance_process' : 'import_documents';
    entries = [knowledgeEntry(fallback)!];
  } else {
    entries = [top.entry];
    const second = hits[1];
    // A specific entry completes the overview; the overview completes a specific entry only when documents were
    // asked for explicitly; two specific entries go together when both fit about as well.
    const pair = second
      ? top.entry.general
        ? second.score >= 3
        : second.entry.general
          ? second.score >= 6
          : second.score >= 3 && second.score >= top.score * 0.75
      : false;
    if (second && pair) entries.push(second.entry);
  }
  const customsTopic = entries[0]!.topic === 'customs' || (u.s.customs > u.s.documents && u.s.customs >= 3);
  return knowledgeReply(entries, customsTopic ? 'customs_compliance' : 'documents', turn);
}

async function complianceWithoutReference(turn: Turn): Promise<AssistantReply> {
  const { u, lang, ar, now } = turn;
  if (u.general || !u.personal) return knowledgeAnswer(turn);
  const s = await contextShipment(turn, { allowHistory: true });
  if (s) return complianceReply(s, turn);
  const all = await shipments(turn);
  let candidates = all
    .filter(isActive)
    .filter((x) => x.documents.some((d) => d.status === 'pending' || d.status === 'rejected'));
  if (u.s.rejected >= 3) {
    candidates = all.filter((x) => x.documents.some((d) => d.status === 'rejected'));
  } else if (u.s.customs >= 3) {
    const inCustoms = all.filter((x) => x.status === 'customs_clearance');
    if (inCustoms.length) candidates = inCustoms;
  }
  if (candidates.length === 1) return complianceReply(candidates[0]!, turn);
  if (!candidates.length) {
    if (!all.length) return knowledgeAnswer(turn);
    return reply(
      lang,
      'customs_compliance',
      ar
        ? 'لا توجد مستندات معلّقة أو مرفوضة في شحناتك الحالية. أرسل رقم شحنة لعرض مستنداتها بالتفصيل.'
        : 'None of your active shipments has pending or rejected documents. Send a shipment number to see its documents in detail.',
      [suggestion('listShipments', lang), suggestion('importDocs', lang), suggestion('customsDuty', lang)],
    );
  }
  const lines = [
    ar ? 'هذه شحناتك التي تحتاج مستنداتها إلى متابعة:' : 'These shipments have documents that need attention:',
  ];
  const rank = (x: AssistantShipment) => (x.documents.some((d) => d.status === 'rejected') ? 0 : 1);
  for (const x of [...candidates].sort((a, b) => rank(a) - rank(b))) {
    const rejected = x.documents.filter((d) => d.status === 'rejected').length;
    const pending = x.documents.filter((d) => d.status === 'pending').length;
    const counts = ar
      ? [rejected ? `${rejected} مرفوض` : '', pending ? `${pending} قيد الانتظار` : ''].filter(Boolean).join('، ')
      : [rejected ? `${rejected} rejected` : '', pending ? `${pending} pending` : ''].filter(Boolean).join(', ');
    lines.push(`${shipmentLine(x, now, lang)} — ${counts}`);
  }
  lines.push(ar ? 'أرسل رقم الشحنة لعرض مستنداتها.' : 'Send a shipment number to see its documents.');
  const suggestions = candidates
    .slice(0, 3)
    .map((x) =>
      ar ? `ما حالة مستندات الشحنة ${x.trackingNumber}؟` : `Are the documents for ${x.trackingNumber} complete?`,
    );
  return reply(lang, 'customs_compliance', lines.join('\n'), suggestions);
}

// ---------------------------------------------------------------------------------------------------------------
// Support cases and hand-off

function issueCategory(u: Understanding): SupportCaseCategory {
  if (u.s.damaged >= 3) return 'damaged';
  if (u.s.wrongItem >= 3) return 'wrong_item';
  if (u.s.missing >= 3 || u.s.notReceived >= 3) return 'missing';
  if (u.s.delay >= 3) return 'delayed';
  return 'other';
}

const CATEGORY_TEXT: Record<SupportCaseCategory, Record<LanguageCode, string>> = {
  damaged: { en: 'damaged goods', ar: 'بضاعة متضررة' },
  missing: { en: 'missing or not received', ar: 'شحنة مفقودة أو لم تُستلم' },
  delayed: { en: 'delay', ar: 'تأخير' },
  wrong_item: { en: 'wrong item', ar: 'صنف خاطئ' },
  other: { en: 'general issue', ar: 'مشكلة عامة' },
};

const NEXT_STEPS: Record<SupportCaseCategory, Record<LanguageCode, string>> = {
  damaged: {
    en: 'Please keep the packaging and send photos of the damage and the outer box here — they help the claim.',
    ar: 'يُرجى الاحتفاظ بالتغليف وإرسال صور للضرر وللكرتون الخارجي هنا، فهي تساعد في معالجة المطالبة.',
  },
  missing: {
    en: 'We will check the delivery record and proof of delivery with the driver and come back to you.',
    ar: 'سنراجع سجل التسليم وإثبات التسليم مع السائق ونعود إليك.',
  },
  delayed: {
    en: 'The team will look into the delay and what can be done to speed it up.',
    ar: 'سيراجع الفريق سبب التأخير وما يمكن فعله لتسريع التسليم.',
  },
  wrong_item: {
    en: 'Please don’t use the items, and send a photo of what you received and of the label here.',
    ar: 'يُرجى عدم استخدام الأصناف، وإرسال صورة لما استلمته وللملصق هنا.',
  },
  other: {
    en: 'Please describe what happened in a message here — it is added to the conversation the team will read.',
    ar: 'يُرجى وصف ما حدث في رسالة هنا — ستكون ضمن المحادثة التي سيقرؤها الفريق.',
  },
};

async function reportIssue(turn: Turn): Promise<AssistantReply> {
  const { u, lang, ar, tools, ctx } = turn;
  // "open a case for it" after "why is … late?" is about the delay.
  let category = issueCategory(u);
  if (category === 'other' && ctx.previousUser) category = issueCategory(ctx.previousUser);
  let s: AssistantShipment | undefined;
  const notes: string[] = [];
  const valid = u.references.filter((r) => r.valid);
  for (const r of valid) {
    s = await findByReference(turn, r.canonical);
    if (s) break;
  }
  if (!s && valid.length) notes.push(notFoundText(valid, turn));
  const bad = u.references.filter((r) => !r.valid);
  if (bad.length) notes.push(badCheckText(bad, turn));
  if (!s && !valid.length) {
    s = await contextShipment(turn, { allowHistory: true });
    if (!s && category === 'delayed') {
      const delayed = (await shipments(turn)).filter((x) => x.status === 'delayed');
      if (delayed.length === 1) s = delayed[0];
    }
  }
  const summary = `[${category}] ${u.text.trim()}`.slice(0, 500);
  const { reference } = await tools.openSupportCase({
    summary,
    category,
    ...(s ? { shipmentId: s.id } : {}),
  });
  const wantsPerson = u.s.handoff >= 3;
  if (wantsPerson) await tools.requestHandoff(`Customer asked for a person while reporting an issue (${reference}).`);
  const complaint = u.s.complaint >= 3;
  const lines: string[] = [];
  lines.push(
    complaint
      ? ar
        ? 'أعتذر فعلاً عن تكرار ذلك، ومن حقك أن تتوقع خدمة أفضل.'
        : 'I’m really sorry this keeps happening — you should expect better.'
      : ar
        ? 'آسف لما حدث.'
        : 'I’m sorry about that.',
  );
  const about = s ? (ar ? ` للشحنة ${s.trackingNumber}` : ` for ${s.trackingNumber}`) : '';
  lines.push(
    ar
      ? `فتحت ${complaint ? 'شكوى' : 'بلاغاً'} برقم ${reference}${about} (${CATEGORY_TEXT[category].ar}). سيراجعه فريق الدعم ويردّ عليك في هذه المحادثة.`
      : `I’ve opened ${complaint ? 'a complaint' : 'a support case'}, reference ${reference}${about} (${CATEGORY_TEXT[category].en}). Our support team will review it and reply in this chat.`,
  );
  if (s && category === 'delayed' && s.status === 'delayed') {
    const reason = delayReason(s, lang);
    if (reason) lines.push(ar ? `سبب التأخير المسجّل: ${reason}.` : `The recorded reason for the delay: ${reason}.`);
  }
  lines.push(NEXT_STEPS[category][lang]);
  if (!s && !valid.length) {
    lines.push(
      ar
        ? 'إذا كانت المشكلة تخص شحنة معيّنة، أرسل رقم التتبع لنربطه بالبلاغ.'
        : 'If this is about a specific shipment, send its tracking number so the team can link it.',
    );
  }
  if (wantsPerson) {
    lines.push(
      ar
        ? 'وطلبت أيضاً أن ينضم إليك أحد أعضاء الفريق؛ سيردّ عليك شخص من الفريق هنا في هذه المحادثة.'
        : 'I’ve also asked for a member of the team to join; a person from our team will reply here in this chat.',
    );
  } else if (complaint) {
    lines.push(
      ar
        ? 'إذا أردت التحدث مع شخص من الفريق، قل ذلك فقط.'
        : 'If you’d like to talk to a person from our team, just say so.',
    );
  }
  lines.push(...notes);
  const suggestions = [
    ...(wantsPerson ? [] : [suggestion('talkToPerson', lang)]),
    ...(s
      ? [ar ? `تتبع الشحنة ${s.trackingNumber}` : `Track ${s.trackingNumber}`]
      : [suggestion('listShipments', lang)]),
    suggestion('activeShipments', lang),
  ];
  return reply(lang, 'report_issue', lines.join('\n'), suggestions);
}

async function handoff(turn: Turn): Promise<AssistantReply> {
  const { u, lang, ar, tools } = turn;
  const reschedule = u.s.reschedule >= 3;
  let s: AssistantShipment | undefined;
  for (const r of u.references.filter((x) => x.valid)) {
    s = await findByReference(turn, r.canonical);
    if (s) break;
  }
  if (!s && reschedule && !u.references.length) s = await contextShipment(turn, { allowHistory: true });
  const reason = reschedule
    ? `Delivery change requested${s ? ` for ${s.trackingNumber}` : ''}: ${u.text.trim()}`.slice(0, 500)
    : `Customer asked for a person: ${u.text.trim()}`.slice(0, 500);
  await tools.requestHandoff(reason);
  const lines: string[] = [];
  if (reschedule) {
    lines.push(
      ar
        ? 'لا أستطيع تعديل الحجز بنفسي، لذلك طلبت من فريقنا المساعدة.'
        : 'I can’t change a booking myself, so I’ve asked our team to help.',
    );
    if (s) {
      const eta =
        s.estimatedDelivery && s.status !== 'delivered' ? formatEta(s.estimatedDelivery, turn.now, lang) : undefined;
      lines.push(
        ar
          ? `الشحنة ${s.trackingNumber} ${STATUS_TEXT[s.status].ar}${eta ? `، وموعدها المتوقع حالياً ${eta}` : ''}.`
          : `${s.trackingNumber} is ${STATUS_TEXT[s.status].en}${eta ? ` and currently expected ${eta}` : ''}.`,
      );
    }
    lines.push(
      ar
        ? 'سيردّ عليك شخص من الفريق هنا في هذه المحادثة لترتيب التغيير؛ اكتب التاريخ أو العنوان الجديد في رسالة ليطّلع عليه.'
        : 'A person from our team will reply here in this chat to arrange it; write the new date or address in a message so they have it.',
    );
  } else {
    lines.push(
      ar
        ? 'حسناً، طلبت تحويل المحادثة إلى فريق الدعم. سيردّ عليك شخص من الفريق هنا في هذه المحادثة.'
        : 'Sure — I’ve asked our support team to take over this conversation. A person from the team will reply here in this chat.',
    );
    lines.push(
      ar
        ? 'يمكنك كتابة تفاصيل طلبك الآن ليطّلع عليها فوراً، وإلى أن يردّ ما زلت أستطيع مساعدتك في التتبع والمستندات.'
        : 'You can write the details now so they see them straight away; until then I can still help with tracking and documents.',
    );
  }
  const suggestions = [
    ...(s
      ? [ar ? `تتبع الشحنة ${s.trackingNumber}` : `Track ${s.trackingNumber}`]
      : [suggestion('listShipments', lang)]),
    suggestion('reportIssue', lang),
    suggestion('importDocs', lang),
  ];
  return reply(lang, 'human_handoff', lines.join('\n'), suggestions);
}

// ---------------------------------------------------------------------------------------------------------------
// Small talk

function greetingReply(turn: Turn): AssistantReply {
  const { u, lang, ar } = turn;
  const t = u.prepared.text;
  let opening: string;
  if (u.s.thanks >= 3) opening = ar ? 'العفو! سعيد بمساعدتك.' : 'You’re welcome — happy to help!';
  else if (u.s.farewell >= 3)
    opening = ar ? 'مع السلامة! أنا هنا متى احتجتني.' : 'Goodbye! I’m here whenever you need me.';
  else if (/سلام|salam|salaam|alaikum|alaykum|aleikum/.test(t))
    opening = ar ? 'وعليكم السلام ورحمة الله!' : 'Wa alaikum assalam!';
  else if (/صباح|morning|sabah/.test(t)) opening = ar ? 'صباح النور!' : 'Good morning!';
  else if (/مساء|evening|masa/.test(t)) opening = ar ? 'مساء النور!' : 'Good evening!';
  else opening = ar ? 'أهلاً وسهلاً!' : 'Hello!';
  const rest =
    u.s.thanks >= 3 || u.s.farewell >= 3
      ? ar
        ? 'هل هناك شيء آخر أستطيع مساعدتك فيه؟'
        : 'Is there anything else I can help with?'
      : ar
        ? 'أنا مساعد قافلة. أستطيع تتبع شحناتك، وإخبارك بمواعيد التسليم وحالة التخليص الجمركي، ومساعدتك في مستندات الاستيراد والتصدير في الإمارات، وفتح بلاغ عن مشكلة أو تحويلك إلى فريقنا.'
        : 'I’m the Qafila assistant. I can track your shipments, tell you about delivery dates and customs clearance, help with UAE import/export documents, and open a support case or put you in touch with our team.';
  return reply(lang, 'greeting', `${opening} ${rest}`, [
    suggestion('trackShipment', lang),
    suggestion('listShipments', lang),
    suggestion('importDocs', lang),
  ]);
}

function helpReply(turn: Turn): AssistantReply {
  const { lang, ar } = turn;
  const content = ar
    ? [
        'أنا مساعد قافلة، وأستطيع أن:',
        '• أتتبع شحنتك برقم قافلة (مثل QAF-240001) أو رقم بوليصة الشحن الجوي أو رقم الحاوية أو الرقم البريدي.',
        '• أخبرك بموعد التسليم المتوقع وسبب أي تأخير.',
        '• أعرض حالة التخليص الجمركي ومستندات الشحنة (المعتمدة والمعلّقة والمرفوضة).',
        '• أجيب عن أسئلة مستندات الاستيراد والتصدير والرسوم الجمركية وضريبة القيمة المضافة والمناطق الحرة في الإمارات.',
        '• أفتح بلاغاً عن مشكلة (تلف، فقدان، تأخير، صنف خاطئ) أو أحوّلك إلى شخص من فريقنا.',
      ].join('\n')
    : [
        'I’m the Qafila assistant. I can:',
        '• Track a shipment by its Qafila number (like QAF-240001), air waybill, container or postal number.',
        '• Tell you when it should arrive and why it is delayed.',
        '• Show customs clearance and the shipment’s documents (approved, pending, rejected).',
        '• Answer questions on UAE import/export documents, customs duty, VAT and free zones.',
        '• Open a support case (damage, loss, delay, wrong item) or connect you with a person from our team.',
      ].join('\n');
  return reply(lang, 'help', content, [
    suggestion('listShipments', lang),
    suggestion('importDocs', lang),
    suggestion('reportIssue', lang),
    suggestion('talkToPerson', lang),
  ]);
}

function salesReply(turn: Turn): AssistantReply {
  const { lang, ar } = turn;
  const content = ar
    ? 'عروض الأسعار والحجوزات الجديدة والدفع يتولاها فريقنا، ولا أستطيع إتمامها هنا. إذا أردت، اكتب "أريد التحدث مع موظف" وسأطلب من أحد أعضاء الفريق الرد عليك في هذه المحادثة. وأستطيع الآن تتبع شحناتك والإجابة عن أسئلة المستندات والجمارك.'
    : 'Quotes, new bookings and payments are handled by our team — I can’t complete them here. If you like, say “talk to a person” and I’ll ask a member of the team to reply in this chat. Meanwhile I can track your shipments and answer documentation and customs questions.';
  return reply(lang, 'unknown', content, [
    suggestion('talkToPerson', lang),
    suggestion('trackShipment', lang),
    suggestion('whatCanYouDo', lang),
  ]);
}

function unknownReply(turn: Turn): AssistantReply {
  const { lang, ar } = turn;
  const content = ar
    ? 'عذراً، هذا خارج ما أستطيع المساعدة فيه — أنا مساعد قافلة للشحن والخدمات اللوجستية. أستطيع تتبع شحناتك، وشرح حالة التسليم والتخليص الجمركي، والإجابة عن مستندات الاستيراد والتصدير في الإمارات، أو تحويلك إلى فريقنا.'
    : 'Sorry, that’s outside what I can help with — I’m the Qafila logistics assistant. I can track your shipments, explain delivery and customs status, answer UAE import/export documentation questions, or connect you with our team.';
  return reply(lang, 'unknown', content, [
    suggestion('trackShipment', lang),
    suggestion('importDocs', lang),
    suggestion('whatCanYouDo', lang),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------

async function decide(turn: Turn): Promise<AssistantReply> {
  const { u, ctx } = turn;
  const s = u.s;
  if (u.issue >= 3 || s.complaint >= 3) return reportIssue(turn);
  if (s.handoff >= 3 || s.reschedule >= 3) return handoff(turn);
  // "says delivered but I never got it" without issue words in the lexicon hit above is covered by notReceived.
  if (s.notReceived >= 3 && (u.references.length || ctx.current)) return reportIssue(turn);
  if (u.references.length) return referenceAnswer(turn);
  if (s.sales >= 3 && s.sales >= u.trackCore && s.documents < 3) return salesReply(turn);
  const docsOrCustoms = s.documents >= 2 || s.customs >= 2;
  // "which shipments are in customs?" lists; "what documents do I need for my shipments?" does not.
  const asksWhich = /(?:^| )(?:which|how many|list|show|اي|كم|اعرض|وريني)(?= |$)/.test(u.prepared.text);
  const listing =
    (s.documents < 3 && s.customs < 3) ||
    (!u.general && s.documents < 3 && s.rejected < 3 && (s.possessive >= 1 || asksWhich));
  if (s.list >= 3 && listing && u.ordinal === undefined) return listAnswer(turn);
  if (docsOrCustoms && s.documents + s.customs >= u.trackish) return complianceWithoutReference(turn);
  const nounish = s.shipmentNoun >= 2 || s.possessive >= 1 || s.followUp >= 1;
  if (u.trackCore >= 3 || (u.trackish >= 2 && (nounish || ctx.current))) return trackWithoutReference(turn);
  if (docsOrCustoms) return complianceWithoutReference(turn);
  if (s.help >= 3 || (s.help >= 2 && u.greet < 3)) return helpReply(turn);
  if (u.greet >= 3) return greetingReply(turn);
  // A bare reference to something shown before: "the second one", "the one from Mumbai", "240003".
  const anchored =
    s.shipmentNoun >= 2 ||
    ctx.lastAssistantAction === 'list_shipments' ||
    ctx.lastAssistantAction === 'track_shipment' ||
    ctx.lastAssistantAction === 'delivery_status' ||
    ctx.lastAssistantAction === 'customs_compliance';
  if (u.ordinal !== undefined || s.other >= 3 || u.bareNumbers.length || anchored) {
    const shipment = await contextShipment(turn, { allowHistory: false });
    if (shipment) return answerAbout(shipment, turn);
    if (s.shipmentNoun >= 2) return trackWithoutReference(turn);
  }
  // Documentation topics the intent lexicon does not know by name (an authority, a product) are in the knowledge base.
  const kb = searchKnowledge(u.text, 1)[0];
  if (kb && kb.score >= 3 && !kb.entry.general) return knowledgeAnswer(turn);
  return unknownReply(turn);
}

export async function builtinReply(request: AssistantRequest, tools: AssistantTools): Promise<AssistantReply> {
  const lang = replyLanguage(request);
  const u = understand(request.text, lang);
  const turn: Turn = {
    request,
    tools,
    u,
    lang,
    ar: lang === 'ar',
    now: request.now,
    ctx: conversationContext(request),
  };
  try {
    return await decide(turn);
  } catch {
    return reply(
      lang,
      'unknown',
      turn.ar
        ? 'عذراً، لم أتمكن من الوصول إلى بيانات الشحنات الآن. يُرجى المحاولة بعد قليل، أو اطلب التحدث مع شخص من فريقنا.'
        : 'Sorry — I couldn’t reach the shipment data just now. Please try again in a moment, or ask to talk to a person from our team.',
      [suggestion('trackShipment', lang), suggestion('talkToPerson', lang)],
    );
  }
}

let warmedUp = false;

/** Compiles what is compiled lazily (date formatters, regular expressions) so that the first reply is fast too. */
function warmUp() {
  if (warmedUp) return;
  warmedUp = true;
  for (const lang of ['en', 'ar'] as const) {
    formatDateTime(new Date(0), lang);
    formatEta(new Date(0), new Date(0), lang);
  }
  understand('where is my shipment QAF-240001, وين شحنتي', 'en');
  searchKnowledge('documents');
}

export function createBuiltinAssistant(): Assistant {
  warmUp();
  return { reply: builtinReply };
}
