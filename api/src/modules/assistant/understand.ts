/**
 * Understanding a message: its language, the references it contains, intent scores, and what it may refer to
 * from the conversation (follow-ups, ordinals, "the other one").
 */
import type { ChatAction, LanguageCode } from '@qafila/contracts';
import { detectLanguage, languageSignals } from './language.ts';
import { ASSISTANT_LEXICON, type Signal } from './lexicon.ts';
import type { PreparedText } from './matcher.ts';
import { extractReferences, type Reference, withoutReferences } from './references.ts';
import type { AssistantRequest } from './types.ts';

export interface Understanding {
  text: string;
  language: LanguageCode;
  references: Reference[];
  prepared: PreparedText;
  s: Record<Signal, number>;
  hits: Partial<Record<Signal, string[]>>;
  /** 1-based position in a list the assistant showed; -1 for "the last one". */
  ordinal?: number;
  /** Bare 5–8 digit numbers (a tracking number typed without its QAF prefix). */
  bareNumbers: string[];
  /** Derived scores. */
  issue: number;
  trackish: number;
  /** The strongest single tracking signal (a weak word like "tomorrow" alone is not a tracking question). */
  trackCore: number;
  deliveryish: number;
  greet: number;
  /** A general documentation/customs question (not about one shipment). */
  general: boolean;
  /** Refers to a shipment of the user ("my", "it", "هي", a suffix pronoun) or is a short follow-up. */
  personal: boolean;
}

const NO_PROBLEM =
  /(?:^| )(?:no problems?|not a problem|no issues?|no worries|لا مشكله|مو مشكله|مش مشكله|ما في مشكله|مافي مشكله|مب مشكله|ولا يهمك)(?= |$)/;

const GENERAL_EN =
  /(?:^| )(?:do i need|do we need|need to|needed|required|requirements?|import|importing|imports|export|exporting|exports|bring|allowed|rules|regulations?|how do|how does|how to|can i import|should i use|charged on|for goods|into the uae|into dubai|to the mainland)(?= |$)/;
const GENERAL_AR =
  /(?:^| )(?:\S*استيراد\S*|\S*تصدير\S*|احتاج|نحتاج|محتاج|مطلوب\S*|\S*المطلوبه|لازم|شروط|متطلبات|كيف|مسموح|يجوز|تفرض|للبضائع|بضائع|البضاعه|الواردات)(?= |$)/;

const ORDINALS: [RegExp, number][] = [
  [/(?:^| )(?:first|1st|الاولي|الاول|اول|اول وحده|اول واحده)(?= |$)/, 1],
  [/(?:^| )(?:second|2nd|الثانيه|التانيه|الثاني|التاني|ثاني)(?= |$)/, 2],
  [/(?:^| )(?:third|3rd|الثالثه|التالته|الثالث|التالت|ثالث)(?= |$)/, 3],
  [/(?:^| )(?:fourth|4th|الرابعه|الرابع|رابع)(?= |$)/, 4],
  [/(?:^| )(?:fifth|5th|الخامسه|الخامس|خامس)(?= |$)/, 5],
  [/(?:^| )(?:last|latest one|الاخيره|الاخير|اخر وحده|اخر واحده)(?= |$)/, -1],
];

export function understand(text: string, fallbackLanguage: LanguageCode): Understanding {
  const references = extractReferences(text);
  const plain = withoutReferences(text, references);
  const prepared = ASSISTANT_LEXICON.prepare(plain);
  const { scores: s, hits } = ASSISTANT_LEXICON.match(prepared);
  if (references.length) s.documents = Math.max(0, s.documents - s.refNoun);
  const language = detectLanguage(text, fallbackLanguage);
  const t = prepared.text;

  const kbish = s.documents >= 3 || s.customs >= 3;
  const noProblem = NO_PROBLEM.test(t);
  if (noProblem) s.checkProblem = 0;
  if (s.checkProblem >= 3) s.status += 3;
  const softIssue = noProblem || s.checkProblem >= 3 ? 0 : s.issueSoft;
  const issue = s.issue + (kbish ? 0 : softIssue + Math.max(s.damaged, s.wrongItem, s.missing));
  const deliveryish = s.status + s.eta + s.delay + s.delivered;
  const trackish = s.track + s.where + deliveryish;
  const greet = s.greeting + s.thanks + s.farewell;
  const general = GENERAL_EN.test(t) || GENERAL_AR.test(t);
  const personal = s.possessive >= 1 || s.followUp >= 1 || s.shipmentNoun >= 2 || prepared.tokens.length <= 3;

  let ordinal: number | undefined;
  const numbered = /(?:^| )(?:number|no|num|رقم|نمره) (\d{1,2})(?= |$)/.exec(t);
  // "second time" / "للمره الثانيه" are not list positions.
  if (numbered) ordinal = Number(numbered[1]);
  else if (!/(?:time|مره)/.test(t)) {
    for (const [re, n] of ORDINALS) {
      if (re.test(t)) {
        ordinal = n;
        break;
      }
    }
  }
  const bareNumbers = [...plain.matchAll(/(?<![\d-])(\d{5,8})(?![\d-])/g)].map((m) => m[1]!);

  return {
    text,
    language,
    references,
    prepared,
    s,
    hits,
    ...(ordinal !== undefined ? { ordinal } : {}),
    bareNumbers,
    issue,
    trackish,
    trackCore: Math.max(s.track, s.status, s.eta, s.delay, s.delivered),
    deliveryish,
    greet,
    general,
    personal,
  };
}

/** The reply language: the message's own; for messages without words, the last user message's, else the UI's. */
export function replyLanguage(request: AssistantRequest): LanguageCode {
  const own = languageSignals(request.text);
  if (own.arabicWords + own.latinWords > 0) return detectLanguage(request.text, request.uiLanguage);
  for (let i = request.history.length - 1; i >= 0; i--) {
    const m = request.history[i]!;
    if (m.role !== 'user') continue;
    const sig = languageSignals(m.content);
    if (sig.arabicWords + sig.latinWords > 0) return detectLanguage(m.content, request.uiLanguage);
  }
  return request.uiLanguage;
}

export interface ConversationContext {
  /** The shipment reference the conversation is about (most recent single reference). */
  current?: string;
  /** Other references mentioned recently, most recent first. */
  others: string[];
  /** References of the last list the assistant showed, in order. */
  lastList?: string[];
  /** The previous user message's action family, for carrying an intent over a bare reference. */
  previousUser?: Understanding;
  lastAssistantAction?: ChatAction;
}

const HISTORY_WINDOW = 8;

export function conversationContext(request: AssistantRequest): ConversationContext {
  const recent = request.history.slice(-HISTORY_WINDOW);
  const ctx: ConversationContext = { others: [] };
  const seen: string[] = [];
  for (let i = recent.length - 1; i >= 0; i--) {
    const m = recent[i]!;
    const refs = extractReferences(m.content)
      .filter((r) => r.valid)
      .map((r) => r.canonical);
    if (m.role === 'assistant' && ctx.lastAssistantAction === undefined && m.action) ctx.lastAssistantAction = m.action;
    if (m.role === 'user' && !ctx.previousUser) ctx.previousUser = understand(m.content, request.uiLanguage);
    if (m.role === 'assistant' && m.action === 'list_shipments' && refs.length > 1) {
      if (!ctx.lastList && ctx.current === undefined) ctx.lastList = refs;
      for (const r of refs) if (!seen.includes(r)) seen.push(r);
      continue;
    }
    if (refs.length >= 1 && ctx.current === undefined) ctx.current = refs[0];
    for (const r of refs) if (!seen.includes(r)) seen.push(r);
  }
  ctx.others = seen.filter((r) => r !== ctx.current);
  return ctx;
}
