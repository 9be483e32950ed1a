import type { ChatAction } from '@qafila/contracts';
import { shipmentLine, suggestion } from '../present.ts';
import type { Reference } from '../references.ts';
import type { AssistantReply, AssistantShipment } from '../types.ts';
import { answerAbout, badCheckText, modeOf, notFoundText, previousMode } from './answer.ts';
import { findByReference, reply, type Turn } from './turn.ts';

/** Messages that name one or more shipments by reference. */
export async function referenceAnswer(turn: Turn): Promise<AssistantReply> {
  const { u, lang, ar } = turn;
  const valid = u.references.filter((r) => r.valid);
  const bad = u.references.filter((r) => !r.valid);
  const found: AssistantShipment[] = [];
  const missing: Reference[] = [];
  for (const r of valid) {
    const s = await findByReference(turn, r.canonical);
    if (s) {
      if (!found.some((x) => x.id === s.id)) found.push(s);
    } else missing.push(r);
  }
  const extra: string[] = [];
  if (missing.length) extra.push(notFoundText(missing, turn));
  if (bad.length) extra.push(badCheckText(bad, turn));

  if (found.length) {
    const [first, ...rest] = found;
    const others = rest.map((s) => shipmentLine(s, turn.now, lang));
    if (others.length)
      extra.unshift(ar ? 'والشحنات الأخرى التي ذكرتها:' : 'The other shipments you mentioned:', ...others);
    const r = answerAbout(first!, turn, extra);
    if (r.metadata.action === 'customs_compliance' && extra.length) r.content += `\n${extra.join('\n')}`;
    return r;
  }
  const mode = modeOf(u) ?? previousMode(turn);
  const action: ChatAction = mode === 'compliance' ? 'customs_compliance' : 'track_shipment';
  const suggestions = [
    suggestion('listShipments', lang),
    suggestion('talkToPerson', lang),
    suggestion('importDocs', lang),
  ];
  return reply(lang, action, extra.join('\n'), suggestions);
}
