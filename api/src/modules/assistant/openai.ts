/**
 * An assistant driven by any OpenAI-compatible chat-completions endpoint, through the SAME tools as the built-in
 * engine (function calling). The model decides what to say; the tracking and compliance cards are always built
 * by our code from tool results, never taken from the model. Any error, timeout or invalid output falls back to
 * the built-in engine, without repeating side effects (a support case is opened at most once per message).
 */
import { CHAT_ACTIONS, type ChatAction, type LanguageCode } from '@qafila/contracts';
import { knowledgeEntry, SOURCES, searchKnowledge } from './knowledge.ts';
import { hasArabicLetters } from './normalize.ts';
import {
  buildComplianceData,
  buildTrackingInfo,
  finishSuggestions,
  shipmentSuggestions,
  suggestion,
} from './present.ts';
import { extractReferences, referenceKey } from './references.ts';
import type {
  Assistant,
  AssistantReply,
  AssistantRequest,
  AssistantShipment,
  AssistantTools,
  SupportCaseCategory,
} from './types.ts';
import { replyLanguage, understand } from './understand.ts';

export interface OpenAiAssistantOptions {
  /** e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** Budget for the whole reply, all rounds included. Default 8000 ms. */
  timeoutMs?: number | undefined;
  /** Answers when the model fails, times out or returns something unusable. */
  fallback: Assistant;
  fetch?: typeof globalThis.fetch;
  /** Told why a reply fell back (for logging). */
  onFallback?: (error: unknown) => void;
}

export const DEFAULT_TIMEOUT_MS = 8000;

/** Rounds of tool calls before the model must answer. */
export const MAX_TOOL_ROUNDS = 4;

const CATEGORIES: SupportCaseCategory[] = ['damaged', 'missing', 'delayed', 'wrong_item', 'other'];

/** The tools as JSON-schema functions. */
export const TOOL_DEFINITIONS = [
  {
    type: 'function',
    function: {
      name: 'list_shipments',
      description: "The user's shipments (all statuses), newest first, with status, route and estimated delivery.",
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'find_shipment',
      description:
        "One of the user's shipments by reference: a Qafila tracking number (QAF-240001), an IATA air waybill (176-12345675), an ISO 6346 container number (MSCU1234566) or a UPU S10 postal number (RR473265870AE). Returns its status history and documents, or found=false.",
      parameters: {
        type: 'object',
        properties: { reference: { type: 'string', description: 'The reference as the user wrote it.' } },
        required: ['reference'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'open_support_case',
      description:
        'Opens a support case for a problem (damaged, missing, delayed, wrong item, other) and returns its reference number, which you must quote.',
      parameters: {
        type: 'object',
        properties: {
          summary: { type: 'string', description: 'What happened, in a sentence or two.' },
          category: { type: 'string', enum: CATEGORIES },
          tracking_number: { type: 'string', description: 'The shipment concerned, if known.' },
        },
        required: ['summary', 'category'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'request_handoff',
      description: 'Asks a person from the Qafila team to take over this chat; they will reply in this chat.',
      parameters: {
        type: 'object',
        properties: { reason: { type: 'string' } },
        required: ['reason'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_knowledge',
      description:
        'The curated knowledge base on UAE import/export documents, customs duty, VAT, HS codes, permits and free zones, with the authorities it is based on.',
      parameters: {
        type: 'object',
        properties: { query: { type: 'string' } },
        required: ['query'],
        additionalProperties: false,
      },
    },
  },
] as const;

function systemPrompt(language: LanguageCode, now: Date): string {
  const lang = language === 'ar' ? 'Arabic (Modern Standard, friendly)' : 'English';
  return [
    'You are the assistant of Qafila, a logistics company in the UAE. You help the signed-in customer with their own shipments: tracking, delivery dates and delays, customs clearance and documents, UAE import/export documentation, reporting problems, and handing over to a person.',
    `Answer in ${lang} — the language of the user's last message — even if the tool data is in English.`,
    'Use the tools for every fact about shipments, cases and regulations. Never invent tracking data, case numbers, names, phone numbers or times. If find_shipment returns found=false, say politely that no shipment with that number was found on their account; never guess.',
    'For problems call open_support_case and quote the returned reference. For a person call request_handoff and say a member of the team will reply in this chat; promise no times.',
    'For documentation and customs questions call search_knowledge and name the authorities in its sources.',
    'Politely decline topics outside logistics.',
    `Dates are shown in Asia/Dubai time. Now: ${now.toISOString()}.`,
    `When you are done, reply with ONLY a JSON object: {"action": one of ${JSON.stringify(CHAT_ACTIONS)}, "content": your answer, "suggestedQuestions": 2 to 4 short follow-up questions the user could ask, in the same language}.`,
  ].join('\n');
}

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface ToolCall {
  id: string;
  type?: string;
  function: { name: string; arguments: string };
}

class InvalidOutput extends Error {}

/** Tools that perform each side effect at most once per message, shared by the model attempt and the fallback. */
function onceTools(tools: AssistantTools): AssistantTools {
  let supportCase: Promise<{ reference: string }> | undefined;
  let handoff: Promise<void> | undefined;
  return {
    listShipments: () => tools.listShipments(),
    findShipment: (reference) => tools.findShipment(reference),
    openSupportCase(input) {
      supportCase ??= tools.openSupportCase(input);
      return supportCase;
    },
    requestHandoff(reason) {
      handoff ??= tools.requestHandoff(reason);
      return handoff;
    },
  };
}

interface RunState {
  found: AssistantShipment[];
  listed: AssistantShipment[];
  used: Set<string>;
  caseReference?: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function shipmentForModel(s: AssistantShipment, detail: boolean) {
  const last = s.events[s.events.length - 1];
  return {
    trackingNumber: s.trackingNumber,
    status: s.status,
    origin: s.origin,
    destination: s.destination,
    service: s.service,
    description: s.description,
    estimatedDelivery: iso(s.estimatedDelivery),
    ...(detail
      ? {
          events: s.events.map((e) => ({
            status: e.status,
            description: e.description,
            location: e.location,
            at: e.occurredAt.toISOString(),
          })),
          documents: s.documents.map((d) => ({ name: d.name, status: d.status, note: d.description })),
          // Issue 18: duty and VAT in AED fils, set when the declaration is submitted (calculated false before).
          customsDeclaration: s.customsDeclaration ?? null,
        }
      : {
          lastUpdate: last
            ? { description: last.description, location: last.location, at: last.occurredAt.toISOString() }
            : null,
        }),
  };
}

async function runTool(
  call: ToolCall,
  tools: AssistantTools,
  state: RunState,
  language: LanguageCode,
): Promise<unknown> {
  let args: Record<string, unknown>;
  try {
    args = call.function.arguments ? (JSON.parse(call.function.arguments) as Record<string, unknown>) : {};
  } catch {
    return { error: 'arguments are not valid JSON' };
  }
  const text = (key: string) => (typeof args[key] === 'string' ? (args[key] as string).trim() : '');
  state.used.add(call.function.name);
  switch (call.function.name) {
    case 'list_shipments': {
      const list = await tools.listShipments();
      state.listed = list;
      return list.slice(0, 20).map((s) => shipmentForModel(s, false));
    }
    case 'find_shipment': {
      const raw = text('reference');
      const [ref] = extractReferences(raw);
      if (ref && !ref.valid) return { found: false, reason: 'the check digit of this number is wrong' };
      const s = await tools.findShipment(ref?.canonical ?? raw);
      if (!s) return { found: false, reason: 'no shipment with this number on the user’s account' };
      state.found = [...state.found.filter((x) => x.id !== s.id), s];
      return { found: true, shipment: shipmentForModel(s, true) };
    }
    case 'open_support_case': {
      const category = CATEGORIES.includes(text('category') as SupportCaseCategory)
        ? (text('category') as SupportCaseCategory)
        : 'other';
      const tn = text('tracking_number');
      const shipment = tn ? await tools.findShipment(extractReferences(tn)[0]?.canonical ?? tn) : undefined;
      const { reference } = await tools.openSupportCase({
        summary: (text('summary') || 'Reported in chat').slice(0, 500),
        category,
        ...(shipment ? { shipmentId: shipment.id } : {}),
      });
      state.caseReference = reference;
      return { reference };
    }
    case 'request_handoff':
      await tools.requestHandoff((text('reason') || 'Customer asked for a person').slice(0, 500));
      return { ok: true, note: 'A member of the team will reply in this chat.' };
    case 'search_knowledge': {
      const hits = searchKnowledge(text('query'), 2);
      const entries = hits.length ? hits.map((h) => h.entry) : [knowledgeEntry('import_documents')!];
      return entries.map((e) => ({
        title: e.title[language],
        answer: e.answer[language],
        sources: e.sources.map((id) => SOURCES[id][language]),
      }));
    }
    default:
      return { error: `unknown tool ${call.function.name}` };
  }
}

function actionFromTools(state: RunState): ChatAction | undefined {
  if (state.used.has('open_support_case')) return 'report_issue';
  if (state.used.has('request_handoff')) return 'human_handoff';
  if (state.found.length) return 'track_shipment';
  if (state.used.has('find_shipment')) return 'track_shipment';
  if (state.used.has('search_knowledge')) return 'documents';
  if (state.used.has('list_shipments')) return 'list_shipments';
  return undefined;
}

/** {action, content, suggestedQuestions} from the model's final message (JSON, maybe fenced, or plain text). */
function parseFinal(content: string): { action?: unknown; content?: unknown; suggestedQuestions?: unknown } {
  const trimmed = content.trim();
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  if (start !== -1 && end > start) {
    try {
      const parsed = JSON.parse(trimmed.slice(start, end + 1)) as unknown;
      if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
    } catch {
      // not JSON: treated as plain text below
    }
  }
  return { content: trimmed };
}

const CASE_REF = /\bCASE-[A-Z0-9-]+\b/gi;

function finalReply(
  raw: string,
  request: AssistantRequest,
  state: RunState,
  language: LanguageCode,
): { reply: AssistantReply; needsHandoff: boolean } {
  const parsed = parseFinal(raw);
  const content = typeof parsed.content === 'string' ? parsed.content.trim() : '';
  if (!content || content.length > 6000 || !/\p{L}/u.test(content))
    throw new InvalidOutput('empty or unusable content');
  if (language === 'ar' && !hasArabicLetters(content)) throw new InvalidOutput('reply is not in Arabic');
  if (language === 'en' && hasArabicLetters(content)) throw new InvalidOutput('English reply contains Arabic');
  if (parsed.action !== undefined && !(CHAT_ACTIONS as readonly unknown[]).includes(parsed.action)) {
    throw new InvalidOutput(`unknown action ${String(parsed.action)}`);
  }
  let action = parsed.action as ChatAction | undefined;
  if (!action) action = actionFromTools(state);
  if (!action) {
    const u = understand(request.text, language);
    if (u.greet >= 3) action = 'greeting';
    else if (u.s.help >= 3) action = 'help';
    else throw new InvalidOutput('no action and no tool to derive it from');
  }
  // A case number in the text must be the one we opened.
  for (const m of content.match(CASE_REF) ?? []) {
    if (m.toUpperCase() !== state.caseReference?.toUpperCase()) throw new InvalidOutput(`unknown case reference ${m}`);
  }
  if (action === 'report_issue' && !state.caseReference) throw new InvalidOutput('report_issue without a case');

  // The card shows the shipment the model looked up (the one it talks about if several), never model output.
  const mentioned = (s: AssistantShipment) => referenceKey(content).includes(referenceKey(s.trackingNumber));
  const shipment =
    [...state.found].reverse().find(mentioned) ??
    state.found[state.found.length - 1] ??
    (state.listed.filter(mentioned).length === 1 ? state.listed.find(mentioned) : undefined);
  const metadata: AssistantReply['metadata'] = { action, suggestedQuestions: [] };
  if ((action === 'track_shipment' || action === 'delivery_status') && shipment) {
    metadata.trackingInfo = buildTrackingInfo(shipment, language);
  }
  if (action === 'customs_compliance' && shipment && shipment.documents.length) {
    metadata.complianceData = buildComplianceData(shipment, language);
  }
  const fromModel = Array.isArray(parsed.suggestedQuestions)
    ? parsed.suggestedQuestions
        .filter((q): q is string => typeof q === 'string')
        .map((q) => q.trim())
        .filter((q) => q.length > 0 && q.length <= 200 && hasArabicLetters(q) === (language === 'ar'))
    : [];
  const ours = shipment
    ? shipmentSuggestions(shipment, language)
    : [suggestion('listShipments', language), suggestion('importDocs', language), suggestion('talkToPerson', language)];
  // The model's questions when it gave at least two usable ones, else ours.
  metadata.suggestedQuestions = finishSuggestions(
    fromModel.length >= 2 ? fromModel : [...fromModel, ...ours],
    language,
  );
  return {
    reply: { language, content, metadata },
    needsHandoff: action === 'human_handoff' && !state.used.has('request_handoff'),
  };
}

export function createOpenAiAssistant(options: OpenAiAssistantOptions): Assistant {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? globalThis.fetch;

  async function complete(messages: ChatMessage[], signal: AbortSignal): Promise<ChatMessage & { role: 'assistant' }> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const res = await doFetch(endpoint, {
      method: 'POST',
      headers,
      signal,
      body: JSON.stringify({
        model: options.model,
        messages,
        tools: TOOL_DEFINITIONS,
        tool_choice: 'auto',
        temperature: 0.2,
      }),
    });
    if (!res.ok) throw new Error(`chat completions HTTP ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: unknown }[] };
    const message = body?.choices?.[0]?.message as
      | { role?: string; content?: unknown; tool_calls?: unknown }
      | undefined;
    if (!message || typeof message !== 'object') throw new InvalidOutput('no message in the response');
    const toolCalls = Array.isArray(message.tool_calls) ? (message.tool_calls as ToolCall[]) : undefined;
    if (toolCalls?.some((c) => typeof c?.id !== 'string' || typeof c?.function?.name !== 'string')) {
      throw new InvalidOutput('malformed tool call');
    }
    const content = typeof message.content === 'string' ? message.content : null;
    if (!toolCalls?.length && !content) throw new InvalidOutput('neither content nor tool calls');
    return { role: 'assistant', content, ...(toolCalls?.length ? { tool_calls: toolCalls } : {}) };
  }

  async function viaModel(
    request: AssistantRequest,
    tools: AssistantTools,
    language: LanguageCode,
    signal: AbortSignal,
  ): Promise<AssistantReply> {
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(language, request.now) },
      ...request.history.slice(-12).map((m) => ({ role: m.role, content: m.content }) as ChatMessage),
      { role: 'user', content: request.text },
    ];
    const state: RunState = { found: [], listed: [], used: new Set() };
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
      const message = await complete(messages, signal);
      if (!message.tool_calls?.length) {
        const { reply, needsHandoff } = finalReply(message.content ?? '', request, state, language);
        if (needsHandoff) await tools.requestHandoff(`Customer asked for a person: ${request.text}`.slice(0, 500));
        return reply;
      }
      if (round === MAX_TOOL_ROUNDS) break;
      messages.push(message);
      for (const call of message.tool_calls) {
        const result = await runTool(call, tools, state, language);
        if (signal.aborted) throw new Error('timed out');
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new InvalidOutput(`still calling tools after ${MAX_TOOL_ROUNDS} rounds`);
  }

  return {
    async reply(request, tools) {
      const language = replyLanguage(request);
      const once = onceTools(tools);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      try {
        const modelReply = viaModel(request, once, language, controller.signal);
        modelReply.catch(() => undefined); // a late failure after the timeout is not an unhandled rejection
        // The timer also bounds slow tools and a body that never ends.
        const timeout = new Promise<never>((_, reject) => {
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
        });
        return await Promise.race([modelReply, timeout]);
      } catch (error) {
        controller.abort();
        options.onFallback?.(error);
        return options.fallback.reply(request, once);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
