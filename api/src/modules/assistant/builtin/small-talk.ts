import type { ChatAction } from '@qafila/contracts';
import { type SuggestionKey, suggestion } from '../present.ts';
import type { AssistantReply } from '../types.ts';
import { reply, type Turn } from './turn.ts';

interface FixedReply {
  action: ChatAction;
  ar: string;
  en: string;
  suggestions: SuggestionKey[];
}

/** The answers that do not depend on what was asked beyond its intent. */
const FIXED_REPLIES = {
  help: {
    action: 'help',
    ar: [
      'أنا مساعد قافلة، وأستطيع أن:',
      '• أتتبع شحنتك برقم قافلة (مثل QAF-240001) أو رقم بوليصة الشحن الجوي أو رقم الحاوية أو الرقم البريدي.',
      '• أخبرك بموعد التسليم المتوقع وسبب أي تأخير.',
      '• أعرض حالة التخليص الجمركي ومستندات الشحنة (المعتمدة والمعلّقة والمرفوضة).',
      '• أجيب عن أسئلة مستندات الاستيراد والتصدير والرسوم الجمركية وضريبة القيمة المضافة والمناطق الحرة في الإمارات.',
      '• أفتح بلاغاً عن مشكلة (تلف، فقدان، تأخير، صنف خاطئ) أو أحوّلك إلى شخص من فريقنا.',
    ].join('\n'),
    en: [
      'I’m the Qafila assistant. I can:',
      '• Track a shipment by its Qafila number (like QAF-240001), air waybill, container or postal number.',
      '• Tell you when it should arrive and why it is delayed.',
      '• Show customs clearance and the shipment’s documents (approved, pending, rejected).',
      '• Answer questions on UAE import/export documents, customs duty, VAT and free zones.',
      '• Open a support case (damage, loss, delay, wrong item) or connect you with a person from our team.',
    ].join('\n'),
    suggestions: ['listShipments', 'importDocs', 'reportIssue', 'talkToPerson'],
  },
  sales: {
    action: 'unknown',
    ar: 'عروض الأسعار والحجوزات الجديدة والدفع يتولاها فريقنا، ولا أستطيع إتمامها هنا. إذا أردت، اكتب "أريد التحدث مع موظف" وسأطلب من أحد أعضاء الفريق الرد عليك في هذه المحادثة. وأستطيع الآن تتبع شحناتك والإجابة عن أسئلة المستندات والجمارك.',
    en: 'Quotes, new bookings and payments are handled by our team — I can’t complete them here. If you like, say “talk to a person” and I’ll ask a member of the team to reply in this chat. Meanwhile I can track your shipments and answer documentation and customs questions.',
    suggestions: ['talkToPerson', 'trackShipment', 'whatCanYouDo'],
  },
  unknown: {
    action: 'unknown',
    ar: 'عذراً، هذا خارج ما أستطيع المساعدة فيه — أنا مساعد قافلة للشحن والخدمات اللوجستية. أستطيع تتبع شحناتك، وشرح حالة التسليم والتخليص الجمركي، والإجابة عن مستندات الاستيراد والتصدير في الإمارات، أو تحويلك إلى فريقنا.',
    en: 'Sorry, that’s outside what I can help with — I’m the Qafila logistics assistant. I can track your shipments, explain delivery and customs status, answer UAE import/export documentation questions, or connect you with our team.',
    suggestions: ['trackShipment', 'importDocs', 'whatCanYouDo'],
  },
} satisfies Record<string, FixedReply>;

function fixedReply(turn: Turn, { action, ar, en, suggestions }: FixedReply): AssistantReply {
  const { lang } = turn;
  return reply(
    lang,
    action,
    turn.ar ? ar : en,
    suggestions.map((key) => suggestion(key, lang)),
  );
}

/** Greetings, help, sales questions and everything outside the assistant's scope. */
export function greetingReply(turn: Turn): AssistantReply {
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

export const helpReply = (turn: Turn): AssistantReply => fixedReply(turn, FIXED_REPLIES.help);

export const salesReply = (turn: Turn): AssistantReply => fixedReply(turn, FIXED_REPLIES.sales);

export const unknownReply = (turn: Turn): AssistantReply => fixedReply(turn, FIXED_REPLIES.unknown);
