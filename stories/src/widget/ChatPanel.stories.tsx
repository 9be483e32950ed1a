// The chat widget of @qafila/chat-widget as partners get it: the launcher of the sources and the built panel
// (dist/panel.js, Preact in a shadow root), talking to a fake transport as src/widget.test.ts does. Each state is
// reached by the story itself, not by its play function, so the Arabic capture (the locale global) shows it too.
import {
  type ChatMessage,
  createWidget,
  type LiveHandlers,
  type Locale,
  loadBuiltPanel,
  type PanelModule,
  type Transport,
  type Widget,
  type WidgetConfig,
} from '@qafila/chat-widget/test';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, waitFor } from 'storybook/test';

const widgetStates = [
  'unread',
  'tracking',
  'documents',
  'team',
  'typing',
  'preChat',
  'reconnecting',
  'unavailable',
] as const;
type WidgetState = (typeof widgetStates)[number];

const config: WidgetConfig = {
  organizationName: 'Al Noor Trading',
  brand: { name: 'Al Noor Trading', logoUrl: null, colour: null },
  greeting: { en: '', ar: '' },
  online: true,
  preChatFields: [],
  preChatRequired: false,
};

type Fixture = Omit<ChatMessage, 'id' | 'createdAt' | 'metadata' | 'language'> &
  Partial<Pick<ChatMessage, 'metadata'>> & { at: string };

/** Messages of one conversation, in the story's language, stamped on the morning of the visual suite's clock. */
const conversation = (locale: Locale, fixtures: Fixture[]): ChatMessage[] =>
  fixtures.map(({ at, metadata = {}, ...rest }, index) => ({
    ...rest,
    id: index + 1,
    createdAt: `2026-03-15T${at}:00+04:00`,
    language: locale,
    metadata,
  }));

const tracking = (locale: Locale): Fixture[] =>
  locale === 'ar'
    ? [
        { role: 'user', content: 'أين الشحنة QAF-2024-0042؟', at: '09:12' },
        {
          role: 'assistant',
          content: 'الشحنة QAF-2024-0042 في طريقها من جبل علي إلى أبوظبي، ويُتوقع وصولها بعد الظهر.',
          at: '09:12',
          metadata: {
            action: 'track_shipment',
            trackingInfo: {
              trackingNumber: 'QAF-2024-0042',
              route: 'جبل علي → أبوظبي',
              status: 'in_transit',
              updates: [
                {
                  description: 'استُلمت في جبل علي',
                  timestamp: '2026-03-15T06:30:00+04:00',
                  completed: true,
                  current: false,
                },
                {
                  description: 'على طريق E11 قرب غنتوت',
                  timestamp: '2026-03-15T08:45:00+04:00',
                  completed: false,
                  current: true,
                },
                {
                  description: 'التسليم في مستودع مصفح',
                  timestamp: '2026-03-15T14:00:00+04:00',
                  completed: false,
                  current: false,
                },
              ],
            },
            suggestedQuestions: ['متى ستصل؟', 'هل مستندات الجمارك جاهزة؟', 'أريد التحدث مع الفريق'],
          },
        },
      ]
    : [
        { role: 'user', content: 'Where is QAF-2024-0042?', at: '09:12' },
        {
          role: 'assistant',
          content: 'QAF-2024-0042 is on its way from Jebel Ali to Abu Dhabi and should arrive this afternoon.',
          at: '09:12',
          metadata: {
            action: 'track_shipment',
            trackingInfo: {
              trackingNumber: 'QAF-2024-0042',
              route: 'Jebel Ali → Abu Dhabi',
              status: 'in_transit',
              updates: [
                {
                  description: 'Picked up in Jebel Ali',
                  timestamp: '2026-03-15T06:30:00+04:00',
                  completed: true,
                  current: false,
                },
                {
                  description: 'On the E11 near Ghantoot',
                  timestamp: '2026-03-15T08:45:00+04:00',
                  completed: false,
                  current: true,
                },
                {
                  description: 'Delivered to the Mussafah warehouse',
                  timestamp: '2026-03-15T14:00:00+04:00',
                  completed: false,
                  current: false,
                },
              ],
            },
            suggestedQuestions: ['When will it arrive?', 'Are the customs documents ready?', 'Talk to the team'],
          },
        },
      ];

const documents = (locale: Locale): Fixture[] =>
  locale === 'ar'
    ? [
        { role: 'user', content: 'هل مستندات الجمارك للشحنة QAF-2024-0042 جاهزة؟', at: '09:20' },
        {
          role: 'assistant',
          content: 'اعتُمد مستندان من ثلاثة، وشهادة المنشأ ما زالت قيد المراجعة.',
          at: '09:20',
          metadata: {
            action: 'customs_compliance',
            complianceData: {
              documents: [
                { name: 'الفاتورة التجارية', status: 'approved', description: 'دققتها جمارك دبي' },
                { name: 'قائمة التعبئة', status: 'approved', description: 'مطابقة للفاتورة' },
                { name: 'شهادة المنشأ', status: 'pending', description: 'لدى غرفة التجارة' },
              ],
            },
          },
        },
      ]
    : [
        { role: 'user', content: 'Are the customs documents for QAF-2024-0042 ready?', at: '09:20' },
        {
          role: 'assistant',
          content: 'Two of the three documents are approved; the certificate of origin is still being checked.',
          at: '09:20',
          metadata: {
            action: 'customs_compliance',
            complianceData: {
              documents: [
                { name: 'Commercial invoice', status: 'approved', description: 'Checked by Dubai Customs' },
                { name: 'Packing list', status: 'approved', description: 'Matches the invoice' },
                { name: 'Certificate of origin', status: 'pending', description: 'With the chamber of commerce' },
              ],
            },
          },
        },
      ];

const team = (locale: Locale): Fixture[] =>
  locale === 'ar'
    ? [
        { role: 'user', content: 'أحتاج إلى تغيير عنوان التسليم.', at: '09:24' },
        {
          role: 'assistant',
          content: 'لا أستطيع تغيير العنوان بنفسي، لذا سأحوّلك إلى فريقنا.',
          at: '09:24',
          metadata: { action: 'human_handoff' },
        },
        { role: 'agent', content: 'مرحبًا، معك مريم من فريق النور. إلى أي عنوان نوصل الشحنة؟', at: '09:27' },
      ]
    : [
        { role: 'user', content: 'I need to change the delivery address.', at: '09:24' },
        {
          role: 'assistant',
          content: 'I cannot change an address myself, so I am passing you to our team.',
          at: '09:24',
          metadata: { action: 'human_handoff' },
        },
        {
          role: 'agent',
          content: 'Hi, this is Mariam from the Al Noor team. Which address should we deliver to?',
          at: '09:27',
        },
      ];

const greeting = (locale: Locale): Fixture[] =>
  locale === 'ar'
    ? [
        { role: 'user', content: 'مرحبًا', at: '09:05' },
        { role: 'assistant', content: 'مرحبًا! كيف أساعدك اليوم؟', at: '09:05' },
      ]
    : [
        { role: 'user', content: 'Hello', at: '09:05' },
        { role: 'assistant', content: 'Hello! How can I help you today?', at: '09:05' },
      ];

const teamReplies = (locale: Locale): Fixture[] =>
  locale === 'ar'
    ? [
        { role: 'agent', content: 'مرحبًا، معك مريم من فريق النور.', at: '09:27' },
        { role: 'agent', content: 'عنوانك الجديد مسجّل، وستصل الشحنة إليه اليوم.', at: '09:28' },
      ]
    : [
        { role: 'agent', content: 'Hi, this is Mariam from the Al Noor team.', at: '09:27' },
        { role: 'agent', content: 'Your new address is saved; the shipment goes there today.', at: '09:28' },
      ];

const typed: Record<'typing' | 'reconnecting', Record<Locale, string>> = {
  typing: { en: 'Where is QAF-2024-0042?', ar: 'أين الشحنة QAF-2024-0042؟' },
  reconnecting: { en: 'Is my shipment still on time?', ar: 'هل ما زالت شحنتي في موعدها؟' },
};

/** The server, faked: the socket delivers `transcript` once open; `send` answers, or never does (the typing state). */
function fakeTransport(options: { config: WidgetConfig | false; transcript: ChatMessage[]; answer: boolean }) {
  const state = { handlers: undefined as LiveHandlers | undefined, nextId: 100 };
  const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
    id: state.nextId++,
    role,
    content,
    createdAt: '2026-03-15T09:30:00+04:00',
    language: 'en',
    metadata: {},
  });
  const transport: Transport = {
    config: async () => {
      if (!options.config) throw new Error('Widget not found');
      return options.config;
    },
    start: async () => ({
      token: 'story-session-token',
      conversationId: 'widget-story',
      verified: false,
      customerName: null,
      expiresAt: '2026-04-14T09:30:00+04:00',
    }),
    use: () => undefined,
    history: async () => [],
    send: (content) =>
      options.answer
        ? Promise.resolve({
            userMessage: message('user', content),
            assistantMessage: message('assistant', content),
          })
        : new Promise(() => undefined),
    live(handlers) {
      state.handlers = handlers;
      handlers.state('connecting');
      queueMicrotask(() => {
        handlers.state('open');
        for (const item of options.transcript) handlers.message(item);
      });
      return () => {
        state.handlers = undefined;
      };
    },
  };
  return Object.assign(state, { transport });
}

// Short timers, which the visual suite waits for before its capture.
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Waits (up to 5 s) until `find` returns something. */
async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const found = find();
    if (found) return found;
    await tick();
  }
  throw new Error('The widget did not reach the story’s state');
}

/** Types into the composer and presses Enter, as a visitor does. */
async function write(shadow: ShadowRoot, text: string) {
  const textarea = await until(() => shadow.querySelector('textarea'));
  textarea.value = text;
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
  textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}

/** Brings the widget to `state`: everything happens through the launcher, the composer and the fake socket. */
async function reach(
  state: WidgetState,
  locale: Locale,
  widget: Widget,
  shadow: ShadowRoot,
  fake: ReturnType<typeof fakeTransport>,
) {
  widget.open(false);
  if (state === 'unavailable' || state === 'preChat') return;
  const handlers = await until(() => fake.handlers);
  if (state === 'unread') {
    widget.close();
    for (const reply of conversation(locale, teamReplies(locale))) handlers.message(reply);
  } else if (state === 'typing') {
    await write(shadow, typed.typing[locale]);
  } else if (state === 'reconnecting') {
    await until(() => shadow.querySelector('[data-message-id]'));
    handlers.state('closed');
    await until(() => shadow.querySelector('[data-connection=reconnecting]'));
    await write(shadow, typed.reconnecting[locale]);
  }
}

const transcripts: Partial<Record<WidgetState, (locale: Locale) => Fixture[]>> = {
  tracking,
  documents,
  team,
  reconnecting: greeting,
};

interface ChatWidgetProps {
  /** The state the story brings the widget to. */
  state: WidgetState;
  locale: Locale;
  /** The built panel module, loaded before the story renders. */
  panel: PanelModule;
}

/** The real widget in this element's shadow root, booted in the story's locale and shut down on unmount. */
function ChatWidget({ state, locale, panel }: ChatWidgetProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    const fake = fakeTransport({
      config:
        state === 'unavailable'
          ? false
          : state === 'preChat'
            ? { ...config, preChatFields: ['name', 'email', 'phone'] }
            : config,
      transcript: conversation(locale, transcripts[state]?.(locale) ?? []),
      answer: state !== 'typing',
    });
    const widget = createWidget(
      { websiteToken: 'wt_storybook0000000000000000', locale },
      {
        host,
        transport: fake.transport,
        loadPanel: async () => panel,
        defaultApiBase: 'https://qafila.example',
        emit: () => undefined,
      },
    );
    void reach(state, locale, widget, host.shadowRoot as ShadowRoot, fake);
    return () => widget.destroy();
  }, [state, locale, panel]);
  return <div ref={ref} data-widget-host="" />;
}

const meta = {
  title: 'Widget/Chat panel',
  argTypes: { state: { control: 'select', options: widgetStates } },
  // A plain object rather than the module namespace, which Storybook's source snippet cannot print.
  loaders: [async (): Promise<{ panel: PanelModule }> => ({ panel: { mount: (await loadBuiltPanel()).mount } })],
  render: ({ state }, { globals, loaded }) => (
    <ChatWidget state={state} locale={globals.locale === 'ar' ? 'ar' : 'en'} panel={loaded.panel as PanelModule} />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Pick<ChatWidgetProps, 'state'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's shadow root, and a way to wait for an element in it. */
function inWidget(canvasElement: HTMLElement) {
  const shadow = canvasElement.querySelector('[data-widget-host]')?.shadowRoot;
  if (!shadow) throw new Error('No widget in the canvas');
  const find = <E extends Element = HTMLElement>(selector: string) =>
    waitFor(() => {
      const element = shadow.querySelector<E>(selector);
      if (!element) throw new Error(`No ${selector} in the widget`);
      return element;
    });
  return { shadow, find };
}

const dialogOpen = async (find: ReturnType<typeof inWidget>['find']) => {
  const dialog = await find('[role=dialog]');
  await waitFor(() => expect(dialog.hidden).toBe(false));
  return dialog;
};

/** Closed, with two replies of the team counted on the launcher's badge. */
export const LauncherWithUnread: Story = {
  args: { state: 'unread' },
  play: async ({ canvasElement }) => {
    const { shadow, find } = inWidget(canvasElement);
    const launcher = await find('button.launcher');
    await waitFor(() => expect(launcher).toHaveAttribute('aria-label', 'Open chat, Unread messages: 2'));
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(shadow.querySelector('.badge')).toHaveTextContent('2');
    await expect(shadow.querySelector<HTMLElement>('[role=dialog]')?.hidden).toBe(true);
  },
};

/** A tracking card answering a tracking number, with suggested questions as chips. */
export const TrackingCard: Story = {
  args: { state: 'tracking' },
  play: async ({ canvasElement }) => {
    const { shadow, find } = inWidget(canvasElement);
    await expect(await dialogOpen(find)).toHaveAttribute('aria-label', 'Chat with Al Noor Trading');
    const card = await find('[data-card=tracking]');
    await expect(card).toHaveAttribute('aria-label', 'Tracking QAF-2024-0042');
    await expect(card).toHaveTextContent('In transit');
    await expect(card.querySelector('[data-state=current]')).toHaveTextContent(
      'Current step: On the E11 near Ghantoot',
    );
    const chips = [...shadow.querySelectorAll('.chips button')].map((chip) => chip.textContent);
    await expect(chips).toEqual(['When will it arrive?', 'Are the customs documents ready?', 'Talk to the team']);
  },
};

/** The compliance documents of a shipment, each with its status. */
export const DocumentsCard: Story = {
  args: { state: 'documents' },
  play: async ({ canvasElement }) => {
    const { find } = inWidget(canvasElement);
    const card = await find('[data-card=compliance]');
    await expect(card).toHaveAttribute('aria-label', 'Compliance documents');
    await expect(card.querySelectorAll('li')).toHaveLength(3);
    await expect(card.querySelector('li:last-child')).toHaveTextContent(/Certificate of origin.*Pending/);
  },
};

/** The assistant hands over to the team, whose reply is marked "From the team". */
export const TeamReply: Story = {
  args: { state: 'team' },
  play: async ({ canvasElement }) => {
    const { find } = inWidget(canvasElement);
    await expect(await find('[data-notice=handoff]')).toHaveTextContent(
      'You asked to talk to our team. A member of the team will reply here.',
    );
    await expect(await find('[data-role=agent]')).toHaveTextContent(/^From the team/);
  },
};

/** The visitor's message is on its way and the assistant is typing. */
export const Typing: Story = {
  args: { state: 'typing' },
  play: async ({ canvasElement }) => {
    const { find } = inWidget(canvasElement);
    await expect(await find('.typing')).toHaveAttribute('aria-label', 'Assistant is typing');
    await expect(await find('[data-pending=sending]')).toHaveTextContent('Where is QAF-2024-0042?');
  },
};

/** The organization asks for a name, an e-mail and a phone number (optional) before the chat starts. */
export const PreChatForm: Story = {
  args: { state: 'preChat' },
  play: async ({ canvasElement }) => {
    const { shadow, find } = inWidget(canvasElement);
    const form = await find('form.prechat');
    await expect([...form.querySelectorAll('input')].map((input) => input.name)).toEqual(['name', 'email', 'phone']);
    await expect(form.querySelector('input[name=email]')).toHaveAccessibleName('E-mail');
    await expect(form.querySelector('button.secondary')).toHaveTextContent('Skip');
    await expect(shadow.querySelector('textarea')).toBeNull();
  },
};

/** The connection dropped: the header says so and a message typed meanwhile waits to be sent. */
export const Reconnecting: Story = {
  args: { state: 'reconnecting' },
  play: async ({ canvasElement }) => {
    const { find } = inWidget(canvasElement);
    // The queued message comes last: the socket dropped before it was typed.
    await expect(await find('[data-pending=queued]')).toHaveTextContent(
      /Is my shipment still on time\?.*Waiting to send/,
    );
    await expect(await find('.status')).toHaveTextContent('Reconnecting…');
    await expect(await find('.log > .notice')).toHaveTextContent(
      'Offline: your messages are sent when the connection is back',
    );
  },
};

/** An unknown website token, a disabled widget or an origin the organization does not allow. */
export const Unavailable: Story = {
  args: { state: 'unavailable' },
  play: async ({ canvasElement }) => {
    const { shadow, find } = inWidget(canvasElement);
    await expect(await find('[role=alert]')).toHaveTextContent('The chat is not available right now.');
    await expect(shadow.querySelector('textarea')).toBeNull();
    await expect(shadow.querySelector('.status')).toBeNull();
  },
};

const phone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
};

/** On a phone the panel covers the whole screen and is modal. */
export const Phone: Story = {
  ...phone,
  args: { state: 'tracking' },
  play: async ({ canvasElement }) => {
    const { find } = inWidget(canvasElement);
    const dialog = await dialogOpen(find);
    await find('[data-card=tracking]');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, innerWidth, innerHeight]);
  },
};

/** Arabic: right to left, Arabic texts, the route's arrow pointing the reading way. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { state: 'tracking' },
  play: async ({ canvasElement }) => {
    const { shadow, find } = inWidget(canvasElement);
    const dialog = await dialogOpen(find);
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog).toHaveAttribute('aria-label', 'تحدّث مع Al Noor Trading');
    const card = await find('[data-card=tracking]');
    await expect(card).toHaveAttribute('aria-label', 'تتبّع QAF-2024-0042');
    await expect(card).toHaveTextContent('قيد النقل');
    await expect(card.querySelector('.route')).toHaveTextContent('جبل علي ← أبوظبي');
    await expect(shadow.querySelector('textarea')).toHaveAttribute('placeholder', 'اسأل عن شحنة…');
  },
};

/** Arabic on a phone: whole screen, right to left. */
export const PhoneArabic: Story = {
  ...phone,
  globals: { ...phone.globals, locale: 'ar' },
  args: { state: 'team' },
  play: async ({ canvasElement }) => {
    const { find } = inWidget(canvasElement);
    const dialog = await dialogOpen(find);
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(await find('[data-role=agent]')).toHaveTextContent(/^من فريق الدعم/);
    await expect(dialog.getBoundingClientRect().width).toBe(innerWidth);
  },
};
