/**
 * The built-in assistant: works offline with no model. Lexicon-based intent scoring, reference extraction and
 * conversation context decide what to do; the tools provide the user's own data; replies are composed in the
 * language of the message.
 */
import { answerAbout } from './builtin/answer.ts';
import { complianceWithoutReference } from './builtin/compliance.ts';
import { handoff } from './builtin/handoff.ts';
import { knowledgeAnswer } from './builtin/knowledge.ts';
import { listAnswer, trackWithoutReference } from './builtin/list.ts';
import { referenceAnswer } from './builtin/reference.ts';
import { reportIssue } from './builtin/report-issue.ts';
import { contextShipment } from './builtin/resolve.ts';
import { greetingReply, helpReply, salesReply, unknownReply } from './builtin/small-talk.ts';
import { reply, type Turn } from './builtin/turn.ts';
import { searchKnowledge } from './knowledge.ts';
import { formatDateTime, formatEta, suggestion } from './present.ts';
import type { Assistant, AssistantReply, AssistantRequest, AssistantTools } from './types.ts';
import { conversationContext, replyLanguage, understand } from './understand.ts';

/** Picks the intent; each intent's answer lives in its own file under `builtin/`. */
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
