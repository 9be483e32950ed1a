import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals, phoneViewport } from '../../../private/phoneStory.ts';
import { toastRegion, withToasts } from '../../toastStory.tsx';
import type { SupportDashboardProps } from '../types.ts';
import { toLocalInputValue } from './format.ts';
import {
  fixtureCommunications,
  fixtureCompliance,
  fixtureCustomer,
  fixtureLanguages,
  fixtureMessages,
  fixtureMessagesAr,
  fixtureNow,
  fixtureShipments,
  fixtureTrackedShipment,
} from './SupportDashboard.fixtures.ts';
import { SupportDashboard } from './SupportDashboard.tsx';

const args = {
  language: 'en',
  languages: fixtureLanguages,
  onLanguageChange: fn(),
  demo: true,
  onSignIn: fn(),
  customer: fixtureCustomer,
  shipments: fixtureShipments,
  selectedTrackingNumber: 'QAF-240002',
  onSelectShipment: fn(),
  connection: 'connected',
  messages: fixtureMessages,
  typing: false,
  sending: false,
  detectedLanguage: 'en',
  onSend: fn(async () => true),
  shipment: fixtureTrackedShipment,
  shipmentLoading: false,
  compliance: fixtureCompliance,
  communications: fixtureCommunications,
  whatsappChannel: 'connected',
  onDownloadDocuments: fn(),
  onScheduleCall: fn(async () => ({ ok: true })),
  onReportIssue: fn(async () => ({ ok: true })),
  preferences: { language: 'en', notificationChannel: 'whatsapp' },
  onSavePreferences: fn(async () => ({ ok: true })),
  now: fixtureNow,
} satisfies SupportDashboardProps;

const meta = {
  title: 'Screens/SupportDashboard',
  component: SupportDashboard,
  args,
  argTypes: {
    connection: { control: 'inline-radio', options: ['connected', 'disconnected'] },
    layout: { control: 'inline-radio', options: ['auto', 'columns', 'tabs'] },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withToasts],
} satisfies Meta<typeof SupportDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);

    await step('the demo banner offers sign-in', async () => {
      await expect(canvas.getByText('Demo workspace')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    });

    await step('shipments: one entry per shipment, the selected one pressed', async () => {
      const list = canvas.getByRole('list', { name: 'Active shipments' });
      await expect(within(list).getAllByRole('button')).toHaveLength(8);
      const selected = within(list).getByRole('button', { name: /QAF-240002/ });
      await expect(selected).toHaveAttribute('aria-pressed', 'true');
      await expect(selected).toHaveTextContent(
        'Delayed: Weather conditions — sandstorm at destination, flight rescheduled',
      );
      await expect(selected).toHaveAccessibleName(/Mumbai, India to Abu Dhabi, UAE/);
      await expect(canvas.getByRole('button', { name: /QAF-240001/ })).toHaveTextContent('ETA: May 18, 2025');
      await userEvent.click(canvas.getByRole('button', { name: /QAF-240003/ }));
      await expect(args.onSelectShipment).toHaveBeenCalledWith('QAF-240003');
    });

    await step('chat: header, cards and suggested questions', async () => {
      await expect(canvas.getByText('Online')).toBeVisible();
      await expect(canvas.getByText('UAE compliant')).toBeVisible();
      const log = canvas.getByRole('log', { name: 'Conversation' });
      await expect(log).toHaveAttribute('aria-live', 'polite');
      await expect(within(log).getByRole('region', { name: 'Tracking QAF-240002' })).toBeVisible();
      await expect(within(log).getByRole('list', { name: 'Tracking updates' })).toBeVisible();
      const compliance = within(log).getByRole('list', { name: 'Compliance documents' });
      // Chat cards: only approved is green, everything else blue.
      const badges = compliance.querySelectorAll('[data-tone]');
      await expect([...badges].map((badge) => badge.getAttribute('data-tone'))).toEqual(['positive', 'info', 'info']);
      await userEvent.click(within(log).getByRole('button', { name: 'How long does the permit review take?' }));
      await expect(args.onSend).toHaveBeenCalledWith('How long does the permit review take?');
    });

    await step('a quick prompt sends its exact text', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'I need help tracking my shipment' })).toBeEnabled(),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'I need help tracking my shipment' }));
      await expect(args.onSend).toHaveBeenLastCalledWith('I need help tracking my shipment');
    });

    await step('details: figures in the locale, updates newest first with relative times, 5 log entries', async () => {
      const details = canvas.getByRole('region', { name: 'Shipment details' });
      await expect(details).toHaveTextContent('85 kg');
      await expect(details).toHaveTextContent('80 × 60 × 50 cm');
      await expect(details).toHaveTextContent('AED 12,300.00');
      const updates = within(canvas.getByTestId('live-updates')).getAllByRole('listitem');
      await expect(updates[0]).toHaveTextContent('Weather conditions');
      await expect(updates[0]).toHaveTextContent('6 hours ago');
      await expect(updates[2]).toHaveTextContent('3 days ago');
      await expect(within(canvas.getByTestId('communication-log')).getAllByRole('listitem')).toHaveLength(5);
      await userEvent.click(canvas.getByRole('button', { name: 'Download all documents' }));
      await expect(args.onDownloadDocuments).toHaveBeenCalledTimes(1);
    });

    await step('a write in the demo asks to sign in instead of showing a form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Schedule support call' }));
      const dialog = await within(document.body).findByRole('dialog', { name: 'Sign in required' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
      await expect(args.onSignIn).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });
  },
};

/** Arabic: right to left, Arabic typography, dates and numbers in Arabic; the route arrows point left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { language: 'ar', messages: fixtureMessagesAr, detectedLanguage: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'دعم قافلة' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'الرسالة' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إرسال' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-connection]')).toHaveTextContent('متصل');
    const root = canvasElement.querySelector('[data-layout]') as HTMLElement;
    await expect(getComputedStyle(root).direction).toBe('rtl');
    // The chat column sits to the left of the shipments column.
    const shipments = canvasElement.querySelector('[data-part="shipments"]')!.getBoundingClientRect();
    const chat = canvasElement.querySelector('[data-part="chat"]')!.getBoundingClientRect();
    await expect(chat.right).toBeLessThanOrEqual(shipments.left + 1);
    const eta = new Intl.DateTimeFormat('ar', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Dubai',
    }).format(new Date(fixtureShipments[0]!.estimatedDelivery!));
    await expect(canvas.getByRole('button', { name: /QAF-240001/ })).toHaveTextContent(`موعد التسليم المتوقع: ${eta}`);
  },
};

/** The shipment's customs declaration is the last compliance row: held by customs, with its duty and VAT. */
export const CustomsDeclaration: Story = {
  args: {
    compliance: {
      ...fixtureCompliance,
      declaration: { type: 'import', status: 'held', dutyFils: 481501, vatFils: 505575, calculated: true },
    },
  },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('li[data-status="held"]') as HTMLElement;
    await expect(row).toBeVisible();
    await expect(row).toHaveTextContent('Customs declaration (import)');
    await expect(row).toHaveTextContent('Held by customs');
    await expect(row).toHaveTextContent('Customs duty AED 4,815.01 · VAT AED 5,055.75');
    // Until customs decide, the badge says pending.
    await expect(row.querySelector('[data-tone]')).toHaveTextContent('Pending');
    // Scrolled into view in its pane, so that the visual baseline shows it.
    row.scrollIntoView({ block: 'end' });
  },
};

/** Everything loading: skeletons for the customer card and three shipment cards. */
export const Loading: Story = {
  args: {
    customer: undefined,
    shipments: undefined,
    messages: undefined,
    selectedTrackingNumber: undefined,
    shipment: undefined,
    compliance: undefined,
    communications: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('shipment-skeleton')).toHaveLength(3);
    await expect(canvas.getByText('Loading shipments…')).toBeInTheDocument();
    await expect(canvas.getByText('Select a shipment to view details')).toBeVisible();
  },
};

/** No messages yet: the welcome card. Enter sends and clears the text box; Shift+Enter adds a line. */
export const EmptyChat: Story = {
  args: { messages: [], selectedTrackingNumber: undefined, shipment: undefined },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const welcome = canvas.getByTestId('welcome-card');
    await expect(welcome).toHaveTextContent('Just now');
    await expect(welcome).toHaveTextContent('Detected: English (US)');
    await expect(welcome).toHaveTextContent('US English');
    await expect(welcome).toHaveTextContent('Modern Arabic');
    await expect(within(welcome).getAllByRole('listitem')).toHaveLength(4);

    const box = canvas.getByRole('textbox', { name: 'Message' });
    const send = canvas.getByRole('button', { name: 'Send' });

    await step('blank text is not sent', async () => {
      await expect(send).toBeDisabled();
      await userEvent.type(box, '   {Enter}');
      await expect(args.onSend).not.toHaveBeenCalled();
      await userEvent.clear(box);
    });

    await step('Shift+Enter adds a line', async () => {
      await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
      await expect(box).toHaveValue('First line\nSecond line');
      await expect(args.onSend).not.toHaveBeenCalled();
    });

    await step('Enter sends and, on success, clears', async () => {
      await userEvent.type(box, '{Enter}');
      await expect(args.onSend).toHaveBeenCalledWith('First line\nSecond line');
      await waitFor(() => expect(box).toHaveValue(''));
      await waitFor(() => expect(box).toHaveFocus());
    });
  },
};

/** A failed send keeps the text, so nothing typed is lost. */
export const SendFails: Story = {
  args: { messages: [], onSend: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Where is QAF-240002?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('Where is QAF-240002?');
    await waitFor(() => expect(box).toBeEnabled());
    await expect(box).toHaveValue('Where is QAF-240002?');
  },
};

/** While a send is pending the text box and the send button are disabled, and the assistant is typing. */
export const Sending: Story = {
  args: { sending: true, typing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Assistant is typing' })).toBeInTheDocument();
  },
};

/** The live connection is down: the header says Offline, in words as well as colour. */
export const Offline: Story = {
  args: { connection: 'disconnected', demo: false, onSignOut: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvasElement.querySelector('[data-connection]') as HTMLElement;
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveTextContent('Offline');
    await expect(canvas.queryByText('Online')).toBeNull();
  },
};

/** A signed-in customer reaches their account page (issue 16) from the link next to Sign out. */
export const SignedInAccountLink: Story = {
  args: { demo: false, onSignOut: fn(), accountHref: '/app/account' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getAllByRole('link', { name: 'Your account' })[0]!;
    await expect(link).toHaveAttribute('href', '/app/account');
  },
};

/** Signed in: no demo banner, Sign out, and the quick actions open real forms. */
export const SignedIn: Story = {
  args: { demo: false, onSignOut: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.queryByText('Demo workspace')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);

    await step('schedule call: validation', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Schedule support call' }));
      const dialog = await body.findByRole('dialog', { name: 'Schedule a support call' });
      const form = within(dialog);
      await userEvent.click(form.getByRole('button', { name: 'Request call' }));
      await expect(form.getByText('Choose a date and time.')).toBeVisible();
      await expect(form.getByText('Enter a phone number.')).toBeVisible();
      await expect(form.getByText('Tell us what the call is about (at least 3 characters).')).toBeVisible();
      await expect(form.getByLabelText(/Preferred date and time/)).toHaveFocus();

      fireEvent.change(form.getByLabelText(/Preferred date and time/), { target: { value: '2020-01-01T10:00' } });
      await userEvent.type(form.getByLabelText(/Phone number/), 'call me');
      await userEvent.type(form.getByLabelText(/Topic/), 'Delay of QAF-240002');
      await userEvent.click(form.getByRole('button', { name: 'Request call' }));
      await expect(form.getByText('Choose a time in the future.')).toBeVisible();
      await expect(form.getByText('Enter a phone number such as +971 50 123 4567.')).toBeVisible();
      await expect(form.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onScheduleCall).not.toHaveBeenCalled();
    });

    await step('schedule call: submit', async () => {
      const dialog = body.getByRole('dialog', { name: 'Schedule a support call' });
      const form = within(dialog);
      const when = toLocalInputValue(new Date(Date.now() + 2 * 24 * 3600_000));
      fireEvent.change(form.getByLabelText(/Preferred date and time/), { target: { value: when } });
      await userEvent.clear(form.getByLabelText(/Phone number/));
      await userEvent.type(form.getByLabelText(/Phone number/), '+971 50 123 4567');
      await userEvent.click(form.getByRole('button', { name: 'Request call' }));
      await expect(args.onScheduleCall).toHaveBeenCalledWith({
        preferredAt: new Date(when).toISOString(),
        phone: '+971 50 123 4567',
        topic: 'Delay of QAF-240002',
      });
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(toastRegion()).toHaveTextContent('Call requested'));
    });

    await step('report issue: category and a 10-character summary', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Report issue / delay' }));
      const dialog = await body.findByRole('dialog', { name: 'Report an issue or delay' });
      const form = within(dialog);
      await userEvent.type(form.getByRole('textbox', { name: /Describe the issue/ }), 'Late');
      await userEvent.click(form.getByRole('button', { name: 'Send report' }));
      await expect(form.getByText('Choose what happened.')).toBeVisible();
      await expect(form.getByText('Describe the issue in at least 10 characters.')).toBeVisible();
      await userEvent.click(form.getByRole('radio', { name: 'Delayed' }));
      await userEvent.type(form.getByRole('textbox', { name: /Describe the issue/ }), ' by three days');
      await userEvent.click(form.getByRole('button', { name: 'Send report' }));
      await expect(args.onReportIssue).toHaveBeenCalledWith({ category: 'delayed', summary: 'Late by three days' });
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });

    await step('preferences: prefilled, saved', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Settings / preferences' }));
      const dialog = await body.findByRole('dialog', { name: 'Settings and preferences' });
      const form = within(dialog);
      await expect(form.getByRole('radio', { name: 'English (US)' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
      await userEvent.click(form.getByRole('radio', { name: 'Browser default' }));
      await userEvent.click(form.getByRole('radio', { name: 'Email' }));
      await userEvent.click(form.getByRole('button', { name: 'Save' }));
      await expect(args.onSavePreferences).toHaveBeenCalledWith({ language: null, notificationChannel: 'email' });
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      // Focus goes back to the button that opened the dialog (and scrolls it into view).
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Settings / preferences' })).toHaveFocus());
    });
  },
};

/** A failed request keeps the dialog open with what was typed, and says so in a toast. */
export const ScheduleCallFails: Story = {
  args: { demo: false, onScheduleCall: fn(async () => ({ ok: false })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule support call' }));
    const dialog = await body.findByRole('dialog', { name: 'Schedule a support call' });
    const form = within(dialog);
    fireEvent.change(form.getByLabelText(/Preferred date and time/), {
      target: { value: toLocalInputValue(new Date(Date.now() + 24 * 3600_000)) },
    });
    await userEvent.type(form.getByLabelText(/Phone number/), '+971 4 123 4567');
    await userEvent.type(form.getByLabelText(/Topic/), 'Customs paperwork');
    await userEvent.click(form.getByRole('button', { name: 'Request call' }));
    await expect(args.onScheduleCall).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toastRegion()).toHaveTextContent('The call could not be requested. Please try again.'));
    await expect(dialog).toBeInTheDocument();
    await expect(form.getByLabelText(/Topic/)).toHaveValue('Customs paperwork');
  },
};

/** Phones: the three columns become tabs; choosing a shipment shows its details. */
export const Mobile: Story = {
  globals: phoneGlobals,
  parameters: phoneViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(within(tabs).getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Shipments' }));
    await userEvent.click(canvas.getByRole('button', { name: /QAF-240004/ }));
    await expect(args.onSelectShipment).toHaveBeenCalledWith('QAF-240004');
    await expect(within(tabs).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('region', { name: 'Shipment details' })).toBeVisible();
  },
};

const SAMPLE_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24"><rect width="48" height="24" rx="4" fill="#B4235A"/></svg>',
  );

/** White label: the organization's display name and logo above the title (decorative logo, the name is text). */
export const WhiteLabel: Story = {
  args: { demo: false, organization: { displayName: 'Sand Cargo Portal', logoUrl: SAMPLE_LOGO } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brand = canvas.getByTestId('organization-brand');
    await expect(brand).toHaveTextContent('Sand Cargo Portal');
    await expect(brand.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Qafila Support' })).toBeVisible();
  },
};
