import { ASSISTANT_LEXICON } from '../lexicon.ts';
import { arabicForms } from '../matcher.ts';
import { hasArabicLetters, normalizeText, tokenize } from '../normalize.ts';
import { place } from '../present.ts';
import { referenceKey } from '../references.ts';
import type { AssistantShipment } from '../types.ts';
import type { Understanding } from '../understand.ts';
import { findByReference, isActive, shipments, type Turn } from './turn.ts';

/** Resolving which shipment a message is about when it gives no reference. */

/** Words that identify a shipment by its data: cities, countries, goods, mode of transport. */
const GOODS_AR: Record<string, string[]> = {
  electronics: ['الكترونيات', 'الكترونيه', 'اجهزه'],
  pharmaceutical: ['ادويه', 'دواء', 'الادويه', 'طبيه', 'صيدليه'],
  spare: ['قطع', 'غيار'],
  parts: ['قطع', 'غيار'],
  food: ['اغذيه', 'اكل', 'غذائيه', 'طعام'],
  furniture: ['اثاث', 'مفروشات'],
  textiles: ['اقمشه', 'منسوجات', 'قماش', 'ملابس'],
  samples: ['عينات'],
  phone: ['جوال', 'هاتف', 'موبايل'],
  mobile: ['جوال', 'هاتف', 'موبايل'],
  accessories: ['اكسسوارات', 'ملحقات'],
  sea: ['بحري', 'البحري'],
  air: ['جوي', 'الجوي'],
  road: ['بري', 'البري'],
  courier: ['مندوب'],
};

const DESCRIPTOR_STOP = new Set(
  'and with the for from uae cartons carton products product goods supplies temperature controlled consumer industrial freight express standard same day domestic fcl lcl gcc'.split(
    ' ',
  ),
);

function shipmentKeywords(s: AssistantShipment): Set<string> {
  const out = new Set<string>();
  const addText = (text: string) => {
    for (const w of tokenize(normalizeText(text))) {
      // Words that carry an intent ("Documents and samples") do not identify a shipment.
      if (w.length < 3 || DESCRIPTOR_STOP.has(w) || /^\d+$/.test(w) || ASSISTANT_LEXICON.isLexiconWord(w)) continue;
      out.add(w);
      for (const a of GOODS_AR[w] ?? []) out.add(a);
    }
  };
  addText(s.origin);
  addText(s.destination);
  addText(place(s.origin, 'ar'));
  addText(place(s.destination, 'ar'));
  addText(s.description ?? '');
  addText(s.service);
  return out;
}

/** A shipment the message describes by its data ("the one from Mumbai", "شحنة الأثاث"), if exactly one fits. */
function describedShipment(u: Understanding, list: AssistantShipment[]): AssistantShipment | undefined {
  const forms = u.prepared.tokens.map((t) => (hasArabicLetters(t) ? arabicForms(t) : [t]));
  let best: AssistantShipment | undefined;
  let bestScore = 0;
  let tie = false;
  for (const s of list) {
    const kw = shipmentKeywords(s);
    let score = 0;
    for (const f of forms) if (f.some((x) => kw.has(x))) score++;
    if (score > bestScore) {
      best = s;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) tie = true;
  }
  return bestScore > 0 && !tie ? best : undefined;
}

const STATUS_FILTERS: [keyof Understanding['s'], (s: AssistantShipment) => boolean][] = [
  ['delay', (s) => s.status === 'delayed'],
  ['pending', (s) => s.status === 'pending'],
  ['inTransit', (s) => s.status === 'in_transit'],
  ['active', isActive],
];

export function statusFilter(
  u: Understanding,
  includeCustoms: boolean,
): ((s: AssistantShipment) => boolean) | undefined {
  if (u.s.delivered >= 3 && u.s.notReceived < 3 && u.s.eta < 3) return (s) => s.status === 'delivered';
  if (includeCustoms && u.s.customs >= 3) return (s) => s.status === 'customs_clearance';
  for (const [signal, f] of STATUS_FILTERS) if (u.s[signal] >= 3) return f;
  return undefined;
}
/** A shipment from the conversation or the message's descriptors (no explicit reference). */
export async function contextShipment(
  turn: Turn,
  options: { allowHistory: boolean },
): Promise<AssistantShipment | undefined> {
  const { u, ctx } = turn;
  if (u.ordinal !== undefined && ctx.lastList && ctx.lastAssistantAction === 'list_shipments') {
    const ref = u.ordinal === -1 ? ctx.lastList[ctx.lastList.length - 1] : ctx.lastList[u.ordinal - 1];
    if (ref) return findByReference(turn, ref);
  }
  if (u.s.other >= 3 && ctx.others.length) return findByReference(turn, ctx.others[0]!);
  const list = await shipments(turn);
  for (const n of u.bareNumbers) {
    const match = list.filter((s) => referenceKey(s.trackingNumber).endsWith(n));
    if (match.length === 1) return match[0];
  }
  const described = describedShipment(u, list);
  if (described) return described;
  if (options.allowHistory && ctx.current) return findByReference(turn, ctx.current);
  return undefined;
}
