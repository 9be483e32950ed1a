import { shipmentLine, suggestion } from '../present.ts';
import type { AssistantReply, AssistantShipment } from '../types.ts';
import { answerAbout } from './answer.ts';
import { contextShipment, statusFilter } from './resolve.ts';
import { isActive, reply, shipments, type Turn } from './turn.ts';

/** Without a customer account (an anonymous chat widget visitor), a shipment is found by its number only. */
function askForNumber(turn: Turn, action: 'list_shipments' | 'track_shipment'): AssistantReply {
  const { ar, lang } = turn;
  return reply(
    lang,
    action,
    ar
      ? 'أرسل لي رقم التتبع (مثل QAF-240001 أو رقم بوليصة الشحن الجوي أو رقم الحاوية) وسأبحث عن شحنتك.'
      : "Send me the tracking number (a QAF number, an air waybill or a container number) and I'll look up your shipment.",
    [suggestion('talkToPerson', lang), suggestion('whatCanYouDo', lang)],
  );
}

/** Lists of the customer's shipments, and tracking questions that name no shipment. */
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
  if (!all.length && turn.tools.accountless) return askForNumber(turn, 'list_shipments');
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

export async function listAnswer(turn: Turn): Promise<AssistantReply> {
  const all = await shipments(turn);
  const filter = statusFilter(turn.u, true);
  return listReply(filter ? all.filter(filter) : all, all, turn, Boolean(filter));
}

export async function trackWithoutReference(turn: Turn): Promise<AssistantReply> {
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
  if (!all.length && turn.tools.accountless) return askForNumber(turn, 'track_shipment');
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
