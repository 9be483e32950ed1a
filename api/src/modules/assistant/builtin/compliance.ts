import type { LanguageCode } from '@qafila/contracts';
import { sourcesLine } from '../knowledge.ts';
import {
  buildComplianceData,
  DOC_STATUS_TEXT,
  declarationLine,
  documentName,
  documentNote,
  eventText,
  formatDateTime,
  lastEvent,
  route,
  STATUS_TEXT,
  shipmentLine,
  shipmentSuggestions,
  suggestion,
} from '../present.ts';
import type { AssistantReply, AssistantShipment } from '../types.ts';
import { knowledgeAnswer } from './knowledge.ts';
import { contextShipment } from './resolve.ts';
import { isActive, reply, shipments, type Turn } from './turn.ts';

/** Documents and customs answers, about one shipment or the customer's shipments. */
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

export function complianceReply(s: AssistantShipment, turn: Turn): AssistantReply {
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
  if (s.customsDeclaration) lines.push(declarationLine(s.customsDeclaration, lang));
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

export async function complianceWithoutReference(turn: Turn): Promise<AssistantReply> {
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
