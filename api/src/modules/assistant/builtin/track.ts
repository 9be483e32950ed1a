import type { ChatAction } from '@qafila/contracts';
import {
  buildTrackingInfo,
  delayReason,
  documentName,
  documentNote,
  eventText,
  formatDateTime,
  formatEta,
  lastEvent,
  place,
  route,
  STATUS_TEXT,
  service,
  shipmentSuggestions,
} from '../present.ts';
import type { AssistantReply, AssistantShipment } from '../types.ts';
import { reply, type Turn } from './turn.ts';

/** Tracking and delivery answers about one shipment. */
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

/** A monitored shipment's latest temperature excursion (issue 18): when it went out of range, and back. */
function temperatureLine(s: AssistantShipment, turn: Turn): string | undefined {
  const e = s.temperatureExcursion;
  if (!e) return undefined;
  const at = formatDateTime(e.startedAt, turn.lang);
  const c = (v: number) => (Math.round(v * 10) / 10).toString();
  const seen = e.minC === e.maxC ? `${c(e.minC)}` : `${c(e.minC)}–${c(e.maxC)}`;
  if (turn.ar) {
    const back = e.endedAt ? ` وعادت إلى النطاق في ${formatDateTime(e.endedAt, 'ar')}` : ' وما زالت خارج النطاق';
    return `تنبيه حرارة: خرجت درجة حرارة شحنتك عن النطاق المسموح في ${at} بتوقيت دبي (${seen} °م)${back}. تم إبلاغ فريقنا.`;
  }
  const back = e.endedAt
    ? ` and was back in range at ${formatDateTime(e.endedAt, 'en')}`
    : ' and is still out of range';
  return `Temperature alert: your shipment's temperature went out of range at ${at} Dubai time (${seen} °C)${back}. Our team has been notified.`;
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

export function trackingReply(
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
  const temperature = temperatureLine(s, turn);
  if (temperature) lines.push(temperature);
  lines.push(...extra);
  const action: ChatAction = mode === 'delivery' ? 'delivery_status' : 'track_shipment';
  const suggestions = shipmentSuggestions(s, lang, mode === 'delivery' ? ['eta'] : ['track']);
  return reply(lang, action, lines.join('\n'), suggestions, { trackingInfo: buildTrackingInfo(s, lang) });
}
