import { readFileSync } from 'node:fs';
import type { ChatAction } from '@qafila/contracts';
import { DEMO_SHIPMENTS } from '../../src/db/seed.ts';
import type {
  AssistantReply,
  AssistantShipment,
  AssistantTools,
  SupportCaseCategory,
} from '../../src/modules/assistant/types.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A fixed "now" so that dates in replies are reproducible. */
export const NOW = new Date('2025-05-14T06:00:00Z');

/** The demo customer's shipments as the chat service would give them to the assistant. */
export function demoShipments(now = NOW): AssistantShipment[] {
  return DEMO_SHIPMENTS.map((s, i) => ({
    id: i + 1,
    trackingNumber: s.trackingNumber,
    status: s.status,
    origin: s.origin,
    destination: s.destination,
    service: s.service,
    description: s.description,
    estimatedDelivery: s.etaDays === null ? null : new Date(now.getTime() + s.etaDays * DAY),
    declaredValueAed: s.valueAed,
    events: s.events.map(([status, description, location, hoursAgo]) => ({
      status,
      description,
      location,
      occurredAt: new Date(now.getTime() - hoursAgo * HOUR),
    })),
    documents: s.documents.map(([documentType, name, status, description]) => ({
      documentType,
      name,
      status,
      description,
    })),
  }));
}

/** A shipment of another customer: it exists, but findShipment must not return it for the demo customer. */
export const OTHER_CUSTOMERS_NUMBER = 'QAF-249999';

export interface RecordingTools extends AssistantTools {
  cases: { summary: string; shipmentId?: number; category: SupportCaseCategory; reference: string }[];
  handoffs: string[];
  lookups: string[];
}

const key = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();

/** In-memory tools over the demo shipments, scoped like the real service: other customers' numbers are not found. */
export function memoryTools(list: AssistantShipment[] = demoShipments()): RecordingTools {
  const tools: RecordingTools = {
    cases: [],
    handoffs: [],
    lookups: [],
    async listShipments() {
      return [...list].reverse();
    },
    async findShipment(reference) {
      tools.lookups.push(reference);
      return list.find((s) => key(s.trackingNumber) === key(reference));
    },
    async openSupportCase(input) {
      const reference = `CASE-${String(tools.cases.length + 101).padStart(6, '0')}`;
      tools.cases.push({ ...input, reference });
      return { reference };
    },
    async requestHandoff(reason) {
      tools.handoffs.push(reason);
    },
  };
  return tools;
}

export interface EvalCase {
  id: string;
  text: string;
  lang: 'en' | 'ar' | 'any';
  actions: ChatAction[];
  tracking?: string;
  noTracking?: boolean;
  compliance?: boolean;
  /** Earlier turns (our own cases only): placeholders allowed. */
  history?: { role: 'user' | 'assistant'; content: string; action?: ChatAction }[];
  /** Optional regular expression the reply content must match (our own cases only). */
  mentions?: string;
  /** Expected support-case category (our own cases only). */
  category?: SupportCaseCategory;
}

const byStatus = (status: string) => DEMO_SHIPMENTS.find((s) => s.status === status)!.trackingNumber;
const TN = byStatus('in_transit');

/** The placeholders of run.mjs, plus a few of our own. */
export const VALUES: Record<string, string> = {
  TN,
  TN_DELAYED: byStatus('delayed'),
  TN_CUSTOMS: byStatus('customs_clearance'),
  TN_DELIVERED: byStatus('delivered'),
  TN_LOWER: TN.toLowerCase(),
  AWB_UNKNOWN: '176-12345675',
  CONT_UNKNOWN: 'MSCU1234566',
  S10_UNKNOWN: 'RR473265870AE',
  // Our own:
  TN_PENDING: byStatus('pending'),
  TN_SPACED: TN.replace('-', ' '),
  TN_COMPACT: TN.replace('-', '').toLowerCase(),
  TN_REJECTED: DEMO_SHIPMENTS.find((s) => s.documents.some((d) => d[2] === 'rejected'))!.trackingNumber,
  TN_OTHER: OTHER_CUSTOMERS_NUMBER,
  AWB_BAD: '176-12345670',
  CONT_BAD: 'MSCU1234567',
  S10_BAD: 'RR473265871AE',
  AWB_UNKNOWN_2: '157-98765435',
  CONT_UNKNOWN_2: 'CSQU3054383',
};

export const fill = (t: string): string => t.replace(/\{(\w+)\}/g, (_, k: string) => VALUES[k] ?? `{${k}}`);

export function loadCases(url: URL): EvalCase[] {
  return readFileSync(url, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EvalCase);
}

const arabic = /[\u0600-\u06FF]/;
const norm = (s: unknown) =>
  String(s ?? '')
    .replace(/[\s-]/g, '')
    .toUpperCase();

/** The scoring rules of shared/assistant-eval/run.mjs, plus our optional `mentions` and `category` checks. */
export function score(c: EvalCase, reply: AssistantReply, tools?: RecordingTools): string[] {
  const md = reply.metadata;
  const problems: string[] = [];
  if (!c.actions.includes(md.action)) problems.push(`action ${md.action} not in ${c.actions.join('|')}`);
  if (c.lang !== 'any') {
    if (reply.language !== c.lang) problems.push(`language ${reply.language} != ${c.lang}`);
    if (c.lang === 'ar' && !arabic.test(reply.content ?? '')) problems.push('reply has no Arabic text');
    if (c.lang === 'en' && arabic.test(reply.content ?? '')) problems.push('English reply contains Arabic text');
  }
  const tn = md.trackingInfo?.trackingNumber;
  if (c.tracking && norm(tn) !== norm(VALUES[c.tracking]))
    problems.push(`trackingInfo ${tn ?? 'missing'} != ${VALUES[c.tracking]}`);
  if (c.noTracking && tn) problems.push(`trackingInfo shown for a number that belongs to nobody: ${tn}`);
  if (c.compliance && !((md.complianceData?.documents?.length ?? 0) > 0)) problems.push('no complianceData documents');
  const sq = md.suggestedQuestions;
  if (!Array.isArray(sq) || sq.length < 2) problems.push('fewer than 2 suggested questions');
  else if (sq.length > 4) problems.push('more than 4 suggested questions');
  else if (c.lang === 'ar' && !sq.every((q) => arabic.test(q))) problems.push('suggested questions not in Arabic');
  else if (c.lang === 'en' && sq.some((q) => arabic.test(q))) problems.push('suggested questions not in English');
  if (c.mentions && !new RegExp(c.mentions, 'i').test(reply.content))
    problems.push(`content does not mention /${c.mentions}/`);
  if (c.category) {
    const last = tools?.cases.at(-1);
    if (last?.category !== c.category)
      problems.push(`support case category ${last?.category ?? 'none'} != ${c.category}`);
  }
  return problems;
}
