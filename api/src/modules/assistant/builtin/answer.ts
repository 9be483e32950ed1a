import type { LanguageCode } from '@qafila/contracts';
import type { Reference } from '../references.ts';
import type { AssistantReply, AssistantShipment } from '../types.ts';
import type { Understanding } from '../understand.ts';
import { complianceReply } from './compliance.ts';
import { trackingReply } from './track.ts';
import type { Mode, Turn } from './turn.ts';

/** Answers about a shipment in the mode the message (or the previous one) asks for; texts for unknown references. */
export function previousMode(turn: Turn): Mode | undefined {
  const p = turn.ctx.previousUser;
  if (!p) return undefined;
  return modeOf(p);
}

export function modeOf(u: Understanding): Mode | undefined {
  // "track air waybill 176-…" names the reference type: documents words must outweigh tracking words.
  // "status" fits documents too ("docs status for …"), so it does not count against them.
  if (u.s.customs >= 2 || (u.s.documents >= 3 && u.s.documents > u.trackish - u.s.status)) return 'compliance';
  if (u.deliveryish > u.s.track + u.s.where && u.deliveryish >= 2) return 'delivery';
  if (u.trackish >= 2) return 'track';
  return undefined;
}

export function answerAbout(s: AssistantShipment, turn: Turn, extra: string[] = []): AssistantReply {
  const mode = modeOf(turn.u) ?? previousMode(turn) ?? 'track';
  if (mode === 'compliance') return complianceReply(s, turn);
  return trackingReply(s, mode, turn, extra);
}

export function notFoundText(refs: Reference[], turn: Turn): string {
  const list = refs.map((r) => r.canonical).join(turn.ar ? '، ' : ', ');
  if (turn.tools.accountless) {
    return turn.ar
      ? `لم أجد شحنة بالرقم ${list}. تأكد من الرقم كما يظهر في تأكيد الحجز أو بوليصة الشحن.`
      : `I couldn't find a shipment with the number ${list}. Please check the number as it appears on your booking confirmation or waybill.`;
  }
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

export function badCheckText(refs: Reference[], turn: Turn): string {
  return refs
    .map((r) =>
      turn.ar
        ? `يبدو أن الرقم ${r.raw.trim()} غير صحيح: رقم التحقق (آخر رقم) لا يطابق ${KIND_NAME[r.kind].ar}. يُرجى مراجعته وإرساله مرة أخرى.`
        : `The number ${r.raw.trim()} doesn't look right: its check digit doesn't match for a ${KIND_NAME[r.kind].en}. Please check it and send it again.`,
    )
    .join('\n');
}
