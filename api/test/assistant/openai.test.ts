import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinAssistant } from '../../src/modules/assistant/builtin.ts';
import { createAssistantFromEnv } from '../../src/modules/assistant/index.ts';
import { createOpenAiAssistant, MAX_TOOL_ROUNDS } from '../../src/modules/assistant/openai.ts';
import type { AssistantRequest } from '../../src/modules/assistant/types.ts';
import { memoryTools, NOW } from './fixtures.ts';

interface Recorded {
  headers: IncomingMessage['headers'];
  url: string;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
    tools: { function: { name: string } }[];
  };
}

type Handler = (req: Recorded, res: ServerResponse, n: number) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: Recorded[];
const hanging = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      const recorded: Recorded = { headers: req.headers, url: req.url ?? '', body: JSON.parse(data) };
      requests.push(recorded);
      handler(recorded, res, requests.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const toolCall = (id: string, name: string, args: unknown) => ({
  choices: [
    {
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
      },
    },
  ],
});
const final = (content: unknown) => ({
  choices: [
    { message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } },
  ],
});

const request = (text: string): AssistantRequest => ({ text, history: [], uiLanguage: 'en', now: NOW });

function provider(options: { timeoutMs?: number } = {}) {
  const fallbacks: unknown[] = [];
  const assistant = createOpenAiAssistant({
    baseUrl,
    model: 'test-model',
    apiKey: 'sk-test',
    timeoutMs: options.timeoutMs ?? 2000,
    fallback: createBuiltinAssistant(),
    onFallback: (e) => fallbacks.push(e),
  });
  return { assistant, fallbacks };
}

describe('OpenAI-compatible provider', () => {
  it('drives the tools by function calling and builds the card itself', async () => {
    handler = (req, res, n) => {
      if (n === 1) return json(res, toolCall('call_1', 'find_shipment', { reference: 'qaf 240001' }));
      const tool = req.body.messages.find((m) => m.role === 'tool');
      expect(tool?.tool_call_id).toBe('call_1');
      expect(JSON.parse(tool?.content ?? '{}')).toMatchObject({
        found: true,
        shipment: { trackingNumber: 'QAF-240001' },
      });
      json(
        res,
        final({
          action: 'track_shipment',
          content: 'QAF-240001 is on a vessel to Jebel Ali and should arrive on 20 May.',
          suggestedQuestions: ['When will it arrive?', 'Show all my shipments', 'وين شحنتي'],
          trackingInfo: { trackingNumber: 'QAF-999999', route: 'fake', status: 'delivered', updates: [] },
        }),
      );
    };
    const { assistant, fallbacks } = provider();
    const tools = memoryTools();
    const reply = await assistant.reply(request('where is qaf 240001?'), tools);
    expect(fallbacks).toEqual([]);
    expect(reply.content).toContain('vessel to Jebel Ali');
    expect(reply.metadata.action).toBe('track_shipment');
    expect(reply.metadata.trackingInfo?.trackingNumber).toBe('QAF-240001');
    expect(reply.metadata.trackingInfo?.updates).toHaveLength(4);
    expect(reply.metadata.suggestedQuestions).toEqual(['When will it arrive?', 'Show all my shipments']);
    expect(tools.lookups).toEqual(['QAF-240001']);

    expect(requests).toHaveLength(2);
    expect(requests[0]!.url).toBe('/v1/chat/completions');
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(requests[0]!.body.model).toBe('test-model');
    expect(requests[0]!.body.tools.map((t) => t.function.name).sort()).toEqual([
      'find_shipment',
      'list_shipments',
      'open_support_case',
      'request_handoff',
      'search_knowledge',
    ]);
    expect(requests[0]!.body.messages[0]!.role).toBe('system');
  });

  it('shows no card for a number that is not the user’s, whatever the model says', async () => {
    handler = (req, res, n) => {
      if (n === 1) return json(res, toolCall('c', 'find_shipment', { reference: '176-12345675' }));
      const tool = req.body.messages.find((m) => m.role === 'tool');
      expect(JSON.parse(tool?.content ?? '{}')).toMatchObject({ found: false });
      json(res, final({ action: 'track_shipment', content: 'I could not find 176-12345675 on your account.' }));
    };
    const reply = await provider().assistant.reply(request('track AWB 176-12345675'), memoryTools());
    expect(reply.metadata.action).toBe('track_shipment');
    expect(reply.metadata.trackingInfo).toBeUndefined();
    expect(reply.metadata.suggestedQuestions.length).toBeGreaterThanOrEqual(2);
  });

  it('derives the action from the tools when the model answers in plain text', async () => {
    handler = (_req, res, n) => {
      if (n === 1) return json(res, toolCall('k', 'search_knowledge', { query: 'VAT on imports' }));
      json(res, final('Yes, imports pay 5% VAT (Federal Tax Authority).'));
    };
    const reply = await provider().assistant.reply(request('is VAT charged on imports?'), memoryTools());
    expect(reply.metadata.action).toBe('documents');
    expect(reply.content).toContain('Federal Tax Authority');
  });

  it('falls back to the built-in engine when the endpoint hangs', async () => {
    handler = (_req, res) => {
      hanging.add(res);
    };
    const { assistant, fallbacks } = provider({ timeoutMs: 300 });
    const started = Date.now();
    const reply = await assistant.reply(request('where is QAF-240002?'), memoryTools());
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fallbacks).toHaveLength(1);
    expect(reply.metadata.trackingInfo?.trackingNumber).toBe('QAF-240002');
  });

  it.each([
    ['not JSON', (res: ServerResponse) => res.end('<html>502 Bad Gateway</html>')],
    ['an HTTP error', (res: ServerResponse) => json(res, { error: { message: 'overloaded' } }, 503)],
    ['no choices', (res: ServerResponse) => json(res, { object: 'chat.completion', choices: [] })],
    ['garbage content', (res: ServerResponse) => json(res, final('}}}}{{{'))],
    ['an unknown action', (res: ServerResponse) => json(res, final({ action: 'sell_crypto', content: 'ok' }))],
    ['a malformed tool call', (res: ServerResponse) => json(res, { choices: [{ message: { tool_calls: [{}] } }] })],
  ])('falls back when the endpoint returns %s', async (_name, respond) => {
    handler = (_req, res) => respond(res);
    const { assistant, fallbacks } = provider();
    const reply = await assistant.reply(request('what can you do?'), memoryTools());
    expect(fallbacks).toHaveLength(1);
    expect(reply.metadata.action).toBe('help');
  });

  it('falls back when the reply is in the wrong language', async () => {
    handler = (_req, res) => json(res, final({ action: 'greeting', content: 'Hello! How can I help?' }));
    const { assistant, fallbacks } = provider();
    const reply = await assistant.reply(request('مرحبا'), memoryTools());
    expect(fallbacks).toHaveLength(1);
    expect(reply.language).toBe('ar');
    expect(reply.content).toMatch(/[\u0600-\u06FF]/);
  });

  it('falls back when the model invents a case number or claims a case it did not open', async () => {
    handler = (_req, res) =>
      json(res, final({ action: 'report_issue', content: 'I opened case CASE-424242 for you.' }));
    const tools = memoryTools();
    const reply = await provider().assistant.reply(request('my parcel arrived damaged'), tools);
    expect(tools.cases).toHaveLength(1);
    expect(reply.content).toContain(tools.cases[0]!.reference);
    expect(reply.content).not.toContain('CASE-424242');
  });

  it('opens a support case once even when the model fails after opening it', async () => {
    handler = (_req, res, n) => {
      if (n === 1) {
        return json(
          res,
          toolCall('s', 'open_support_case', {
            summary: 'Damaged box',
            category: 'damaged',
            tracking_number: 'QAF-240004',
          }),
        );
      }
      json(res, { error: 'boom' }, 500);
    };
    const tools = memoryTools();
    const { assistant, fallbacks } = provider();
    const reply = await assistant.reply(request('QAF-240004 arrived damaged'), tools);
    expect(fallbacks).toHaveLength(1);
    expect(tools.cases).toHaveLength(1);
    expect(tools.cases[0]).toMatchObject({ category: 'damaged', shipmentId: 4 });
    expect(reply.metadata.action).toBe('report_issue');
    expect(reply.content).toContain(tools.cases[0]!.reference);
  });

  it(`stops after ${MAX_TOOL_ROUNDS} rounds of tool calls`, async () => {
    handler = (_req, res, n) => json(res, toolCall(`c${n}`, 'list_shipments', {}));
    const { assistant, fallbacks } = provider();
    const reply = await assistant.reply(request('show me all my shipments'), memoryTools());
    expect(requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(fallbacks).toHaveLength(1);
    expect(reply.metadata.action).toBe('list_shipments');
  });

  it('requests the hand-off itself when the model answers human_handoff without calling the tool', async () => {
    handler = (_req, res) =>
      json(res, final({ action: 'human_handoff', content: 'A member of our team will reply in this chat.' }));
    const tools = memoryTools();
    const reply = await provider().assistant.reply(request('let me talk to a human'), tools);
    expect(reply.metadata.action).toBe('human_handoff');
    expect(tools.handoffs).toHaveLength(1);
  });
});

describe('createAssistantFromEnv', () => {
  it('is the built-in engine without configuration', async () => {
    handler = () => {
      throw new Error('must not be called');
    };
    const reply = await createAssistantFromEnv({}).reply(request('hi'), memoryTools());
    expect(reply.metadata.action).toBe('greeting');
    expect(requests).toHaveLength(0);
  });

  it('uses the configured endpoint, model and key', async () => {
    handler = (_req, res) => json(res, final({ action: 'greeting', content: 'Hello from the model!' }));
    const assistant = createAssistantFromEnv({
      ASSISTANT_BASE_URL: `${baseUrl}/`,
      ASSISTANT_MODEL: 'env-model',
      ASSISTANT_API_KEY: 'sk-env',
    });
    const reply = await assistant.reply(request('hello'), memoryTools());
    expect(reply.content).toBe('Hello from the model!');
    expect(requests[0]!.body.model).toBe('env-model');
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-env');
    expect(requests[0]!.url).toBe('/v1/chat/completions');
  });
});
