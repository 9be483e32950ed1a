import { formatEta, STATUS_TEXT, suggestion } from '../present.ts';
import type { AssistantReply, AssistantShipment } from '../types.ts';
import { contextShipment } from './resolve.ts';
import { findByReference, reply, type Turn } from './turn.ts';

/** Hand-off to a person, including delivery changes the assistant cannot make itself. */
export async function handoff(turn: Turn): Promise<AssistantReply> {
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
