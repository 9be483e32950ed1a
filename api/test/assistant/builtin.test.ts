import { describe, expect, it } from 'vitest';
import { createBuiltinAssistant } from '../../src/modules/assistant/builtin.ts';
import type { AssistantRequest } from '../../src/modules/assistant/types.ts';
import { demoShipments, memoryTools, NOW, type RecordingTools } from './fixtures.ts';

const assistant = createBuiltinAssistant();
const ask = (text: string, tools = memoryTools(), extra: Partial<AssistantRequest> = {}) =>
  assistant.reply({ text, history: [], uiLanguage: 'en', now: NOW, ...extra }, tools);
const arabic = /[\u0600-\u06FF]/;

describe('tracking', () => {
  it('builds the card from the shipment events: last current, earlier completed, ISO timestamps', async () => {
    const r = await ask('where is qaf 240001?');
    const info = r.metadata.trackingInfo!;
    expect(info.trackingNumber).toBe('QAF-240001');
    expect(info.route).toBe('Shanghai, China → Dubai, UAE');
    expect(info.status).toBe('in_transit');
    expect(info.updates).toHaveLength(4);
    expect(info.updates.map((u) => [u.completed, u.current])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, true],
    ]);
    for (const u of info.updates) expect(new Date(u.timestamp).toISOString()).toBe(u.timestamp);
    // 13 May 2025 10:00 UTC is 2:00 PM in Dubai.
    expect(r.content).toContain('13 May 2025, 2:00');
    expect(r.content).toContain('Dubai time');
  });

  it('formats dates in Arabic for Arabic replies, with an Arabic route', async () => {
    const r = await ask('وين الشحنة QAF-240001؟');
    expect(r.language).toBe('ar');
    expect(r.metadata.trackingInfo!.route).toBe('شنغهاي، الصين → دبي، الإمارات');
    expect(r.content).toMatch(/مايو/);
    expect(r.content).toContain('بتوقيت دبي');
  });

  it('explains a delay from the last event', async () => {
    const r = await ask('why is QAF-240002 late?');
    expect(r.metadata.action).toBe('delivery_status');
    expect(r.content).toMatch(/sandstorm/i);
  });

  it('never shows a card for numbers that are not the user’s, and says so politely', async () => {
    const tools = memoryTools();
    for (const text of ['track 176-12345675', 'where is MSCU1234566', 'RR473265870AE', 'track QAF-249999']) {
      const r = await ask(text, tools);
      expect(r.metadata.action).toBe('track_shipment');
      expect(r.metadata.trackingInfo).toBeUndefined();
      expect(r.content).toMatch(/couldn't find/);
    }
    expect(tools.lookups).toEqual(['176-12345675', 'MSCU1234566', 'RR473265870AE', 'QAF-249999']);
  });

  it('does not look up a number with a wrong check digit and says the check digit looks wrong', async () => {
    const tools = memoryTools();
    const r = await ask('track 176-12345670', tools);
    expect(r.content).toMatch(/check digit/);
    expect(r.metadata.trackingInfo).toBeUndefined();
    expect(tools.lookups).toEqual([]);
    const ar = await ask('وين الحاوية MSCU1234567', tools);
    expect(ar.content).toMatch(/رقم التحقق/);
  });

  it('lists the active shipments when no number is given, and answers directly with one active shipment', async () => {
    const list = await ask('where is my shipment?');
    expect(list.metadata.action).toBe('list_shipments');
    expect(list.content).toContain('QAF-240001');
    expect(list.content).not.toContain('QAF-240004'); // delivered
    const single = memoryTools(
      demoShipments().filter((s) => s.trackingNumber === 'QAF-240001' || s.status === 'delivered'),
    );
    const r = await ask('where is my shipment?', single);
    expect(r.metadata.trackingInfo?.trackingNumber).toBe('QAF-240001');
  });

  it('asks for a number when the user has no shipments', async () => {
    const r = await ask('track my order', memoryTools([]));
    expect(r.metadata.action).toBe('track_shipment');
    expect(r.metadata.trackingInfo).toBeUndefined();
  });

  it('follows up on the shipment of the conversation', async () => {
    const history: AssistantRequest['history'] = [
      { role: 'user', content: 'track QAF-240003' },
      { role: 'assistant', content: 'QAF-240003: Hamburg, Germany → Sharjah, UAE.', action: 'track_shipment' },
    ];
    const eta = await ask('and when will it arrive?', memoryTools(), { history });
    expect(eta.metadata.action).toBe('delivery_status');
    expect(eta.metadata.trackingInfo?.trackingNumber).toBe('QAF-240003');
    const docs = await ask('has it cleared customs?', memoryTools(), { history });
    expect(docs.metadata.action).toBe('customs_compliance');
    expect(docs.metadata.complianceData?.documents.map((d) => d.status)).toEqual([
      'approved',
      'approved',
      'pending',
      'pending',
    ]);
  });

  it('replies in the language of the previous message to a bare number', async () => {
    const r = await ask('QAF-240001', memoryTools(), {
      history: [
        { role: 'user', content: 'وين شحنتي؟' },
        { role: 'assistant', content: 'أي شحنة تقصد؟', action: 'list_shipments' },
      ],
    });
    expect(r.language).toBe('ar');
  });
});

describe('customs and documents', () => {
  it('shows the compliance card and explains rejected documents', async () => {
    const r = await ask('are the documents for QAF-240008 ok?');
    expect(r.metadata.action).toBe('customs_compliance');
    expect(r.metadata.complianceData?.documents.find((d) => d.status === 'rejected')?.name).toBe('Commercial Invoice');
    expect(r.content).toMatch(/rejected/);
    expect(r.content).toMatch(/corrected invoice/i);
  });

  it('estimates duty and VAT from the declared value, and knows GCC origin is exempt', async () => {
    const r = await ask('how much duty on QAF-240003?');
    expect(r.content).toContain('AED 2,800');
    const gcc = await ask('how much duty on QAF-240004?');
    expect(gcc.content).toMatch(/GCC origin/);
  });

  it('answers documentation questions from the knowledge base and names the authority', async () => {
    const fz = await ask('How do I move goods from Jebel Ali Free Zone to the mainland?');
    expect(fz.metadata.action).toBe('documents');
    expect(fz.content).toMatch(/exit|transfer/);
    expect(fz.content).toContain('Dubai Customs');
    const vat = await ask('is there VAT on imports?');
    expect(vat.content).toContain('Federal Tax Authority');
    expect(vat.content).toContain('5%');
    const hs = await ask('HS code for smartphones?');
    expect(hs.content).toContain('8517.13');
    const pharma = await ask('هل أحتاج تصريح لاستيراد الأدوية؟');
    expect(pharma.language).toBe('ar');
    expect(pharma.content).toContain('وزارة الصحة ووقاية المجتمع');
  });
});

describe('support cases and hand-off', () => {
  it('opens a case with the category and the shipment, and quotes its reference', async () => {
    const tools = memoryTools();
    const r = await ask('QAF-240004 arrived damaged', tools);
    expect(r.metadata.action).toBe('report_issue');
    expect(tools.cases).toHaveLength(1);
    expect(tools.cases[0]).toMatchObject({ category: 'damaged', shipmentId: 4 });
    expect(r.content).toContain(tools.cases[0]!.reference);
  });

  it('files complaints about repeated delays as delayed cases and offers a person', async () => {
    const tools = memoryTools();
    const r = await ask('third time my delivery is late, I want to file a complaint', tools);
    expect(r.metadata.action).toBe('report_issue');
    expect(tools.cases[0]!.category).toBe('delayed');
    expect(tools.cases[0]!.shipmentId).toBe(2); // the only delayed shipment
    expect(r.metadata.suggestedQuestions).toContain('Talk to a person');
  });

  it('hands off honestly: a person replies in this chat, no names or times', async () => {
    const tools = memoryTools();
    const r = await ask('can I talk to a real person?', tools);
    expect(r.metadata.action).toBe('human_handoff');
    expect(tools.handoffs).toHaveLength(1);
    expect(r.content).toMatch(/reply here in this chat/);
    expect(r.content).not.toMatch(/\d+\s*(minutes|hours)|[AP]M/);
  });

  it('opens a case and hands off when both are asked for', async () => {
    const tools = memoryTools();
    await ask('my parcel is broken and I want to speak to a human', tools);
    expect(tools.cases).toHaveLength(1);
    expect(tools.handoffs).toHaveLength(1);
  });
});

describe('small talk and scope', () => {
  it.each([
    ['hi', 'greeting', 'en'],
    ['thanks!', 'greeting', 'en'],
    ['السلام عليكم', 'greeting', 'ar'],
    ['what can you do?', 'help', 'en'],
    ['who won the football match yesterday?', 'unknown', 'en'],
    ['ما هي عاصمة فرنسا؟', 'unknown', 'ar'],
  ] as const)('%s → %s', async (text, action, language) => {
    const r = await ask(text);
    expect(r.metadata.action).toBe(action);
    expect(r.language).toBe(language);
    expect(r.metadata.suggestedQuestions.length).toBeGreaterThanOrEqual(2);
    expect(r.metadata.suggestedQuestions.length).toBeLessThanOrEqual(4);
    for (const q of r.metadata.suggestedQuestions) expect(arabic.test(q)).toBe(language === 'ar');
  });

  it('answers "Wa alaikum assalam" to salam in Arabic', async () => {
    expect((await ask('السلام عليكم')).content).toMatch(/^وعليكم السلام/);
  });

  it('apologises instead of failing when the tools fail', async () => {
    const broken: RecordingTools = {
      ...memoryTools(),
      findShipment: () => Promise.reject(new Error('database down')),
    };
    const r = await ask('track QAF-240001', broken);
    expect(r.content).toMatch(/couldn’t reach/);
    expect(r.metadata.suggestedQuestions.length).toBeGreaterThanOrEqual(2);
  });
});
