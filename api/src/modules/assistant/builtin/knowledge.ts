import type { ChatAction } from '@qafila/contracts';
import { type KnowledgeEntry, knowledgeEntry, searchKnowledge, sourcesLine } from '../knowledge.ts';
import type { AssistantReply } from '../types.ts';
import { reply, type Turn } from './turn.ts';

/** General documentation and customs guidance from the knowledge base. */
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

export function knowledgeAnswer(turn: Turn): AssistantReply {
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
