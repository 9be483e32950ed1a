import type { ChatAction, LanguageCode } from '@qafila/contracts';
import { finishSuggestions } from '../present.ts';
import type { AssistantReply, AssistantRequest, AssistantShipment, AssistantTools } from '../types.ts';
import type { ConversationContext, Understanding } from '../understand.ts';

/** One turn of the conversation: the request, its understanding and the tools, shared by every intent. */
export type Mode = 'track' | 'delivery' | 'compliance';

export interface Turn {
  request: AssistantRequest;
  tools: AssistantTools;
  u: Understanding;
  lang: LanguageCode;
  ar: boolean;
  now: Date;
  ctx: ConversationContext;
  shipmentsCache?: Promise<AssistantShipment[]>;
}

export const reply = (
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

export const shipments = (turn: Turn) => {
  turn.shipmentsCache ??= turn.tools.listShipments();
  return turn.shipmentsCache;
};

export const isActive = (s: AssistantShipment) => s.status !== 'delivered';

export async function findByReference(turn: Turn, reference: string): Promise<AssistantShipment | undefined> {
  return turn.tools.findShipment(reference);
}
