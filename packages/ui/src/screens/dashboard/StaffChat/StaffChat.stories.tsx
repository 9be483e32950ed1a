import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  fixtureConversationMessages,
  fixtureConversations,
  fixtureNow,
  fixtureWidgetCustomerMessages,
  fixtureWidgetMessages,
} from '../dashboard.fixtures.ts';
import { StaffChat, type StaffChatProps } from './StaffChat.tsx';

const args = {
  conversations: fixtureConversations,
  selectedSessionId: fixtureConversations[0]!.sessionId,
  onSelectConversation: fn(),
  messages: fixtureConversationMessages,
  onReply: fn(async () => true),
  sending: false,
  now: fixtureNow,
  layout: 'split',
} satisfies StaffChatProps;

const anonymousVisitor = fixtureConversations[1]!;
const verifiedCustomer = fixtureConversations[2]!;
const phone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
};

/** The sender before each message of the log, as screen readers hear it. */
const sendersOf = (log: HTMLElement) =>
  [...log.querySelectorAll('[data-message-id]')].map((bubble) => bubble.textContent?.split(':')[0]);

const meta = {
  title: 'Screens/Dashboard/StaffChat',
  component: StaffChat,
  args,
  render: function Render(props) {
    const [selected, setSelected] = useState(props.selectedSessionId);
    return (
      <StaffChat
        {...props}
        selectedSessionId={selected}
        messages={selected ? props.messages : undefined}
        onSelectConversation={(id) => {
          props.onSelectConversation(id);
          setSelected(id);
        }}
      />
    );
  },
} satisfies Meta<typeof StaffChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Conversations waiting for the team; the selected one's messages; a reply sent as the team. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: /^Conversations/ });
    const entries = within(list).getAllByRole('button');
    await expect(entries).toHaveLength(4);
    await expect(entries[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(entries[0]).toHaveTextContent('Web chat');
    await expect(entries[0]).toHaveTextContent('Handed off');
    await expect(entries[0]).toHaveTextContent('4 minutes ago');
    // Chat widget conversations: an anonymous visitor (never labelled a support case) and a verified customer.
    await expect(entries[1]).toHaveTextContent('Anonymous visitor');
    await expect(within(entries[1]!).getByText('Chat widget')).toBeVisible();
    await expect(within(entries[1]!).getByText('From the chat widget')).toBeVisible();
    await expect(entries[1]).not.toHaveTextContent('Support case');
    await expect(entries[2]).toHaveTextContent('Fatima Noor');
    await expect(entries[2]).toHaveTextContent('Chat widget');
    await expect(entries[2]).toHaveTextContent('Handed off');
    await expect(entries[3]).toHaveTextContent('Web chat');
    await expect(entries[3]).toHaveTextContent('Support case CASE-000018');
    const log = canvas.getByRole('log', { name: 'Conversation with Layla Haddad' });
    await expect(log.querySelectorAll('[data-message-id]')).toHaveLength(4);
    await expect(log.querySelector('[data-from-team]')).toHaveTextContent('From the team');
    // Screen readers hear who wrote each message from the team's side: the customer is not "You" here.
    await expect(sendersOf(log)).toEqual(['Customer', 'Assistant', 'Customer', 'Team']);
    const box = canvas.getByRole('textbox', { name: 'Reply' });
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await userEvent.type(box, 'The corrected invoice is on its way.{Enter}');
    await expect(args.onReply).toHaveBeenCalledWith('The corrected invoice is on its way.');
    await waitFor(() => expect(box).toHaveValue(''));
    await userEvent.click(entries[3]!);
    await expect(args.onSelectConversation).toHaveBeenCalledWith(fixtureConversations[3]!.sessionId);
  },
};

/** A failed reply keeps the text and says so. */
export const ReplyFails: Story = {
  args: { onReply: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, 'Checking now');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The reply could not be sent.');
    await expect(box).toHaveValue('Checking now');
  },
};

export const Empty: Story = {
  args: { conversations: [], selectedSessionId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No conversations are waiting for your team')).toBeVisible();
    await expect(canvas.getByText('Select a conversation')).toBeVisible();
  },
};

/** Phones: the list, then the conversation with a way back. */
export const Stacked: Story = {
  args: { layout: 'stacked', selectedSessionId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Layla Haddad/ }));
    await expect(canvas.getByRole('log', { name: 'Conversation with Layla Haddad' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All conversations' }));
    await expect(canvas.getByRole('list', { name: /^Conversations/ })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /المحادثات/ })).toBeVisible();
    // Layla's entry and header, and Fatima's entry.
    await expect(canvas.getAllByText('محالة إلى الفريق')).toHaveLength(3);
    const log = canvas.getByRole('log');
    await expect(sendersOf(log)).toEqual(['العميل', 'المساعد', 'العميل', 'الفريق']);
    await expect(canvas.getByRole('textbox', { name: 'الرد' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إرسال الرد' })).toBeVisible();
  },
};

/**
 * An anonymous visitor of the chat widget: the channel, "Anonymous visitor", the page of the partner's site it came
 * from (host and path; the whole address opens in a new tab from the header) and the e-mail given before the chat.
 */
export const WidgetVisitor: Story = {
  args: { selectedSessionId: anonymousVisitor.sessionId, messages: fixtureWidgetMessages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: /^Conversations/ });
    const entry = within(list).getByRole('button', { pressed: true });
    await expect(entry).toHaveTextContent('Anonymous visitor');
    await expect(within(entry).getByText('Chat widget')).toBeVisible();
    await expect(within(entry).getByText('From the chat widget')).toBeVisible();
    await expect(entry).not.toHaveTextContent('Support case');
    await expect(entry).toHaveTextContent('Page: shop.example.ae/orders/track');
    await expect(entry).toHaveTextContent('Contact: amal.visitor@example.com');
    const heading = canvas.getByRole('heading', { level: 2, name: 'Anonymous visitor' });
    const header = heading.closest('header')!;
    await expect(within(header).getByText('Chat widget')).toBeVisible();
    await expect(within(header).getByText('From the chat widget')).toBeVisible();
    const link = within(header).getByRole('link', { name: /^shop\.example\.ae\/orders\/track/ });
    await expect(link).toHaveAttribute('href', 'https://shop.example.ae/orders/track?ref=footer#status');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(header).toHaveTextContent('Contact: amal.visitor@example.com');
    const log = canvas.getByRole('log', { name: 'Conversation with Anonymous visitor' });
    await expect(sendersOf(log)).toEqual(['Visitor', 'Assistant']);
  },
};

/** A customer the partner's site verified, handed off from the chat widget: their name, the channel and the page. */
export const WidgetCustomer: Story = {
  args: { selectedSessionId: verifiedCustomer.sessionId, messages: fixtureWidgetCustomerMessages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('heading', { level: 2, name: 'Fatima Noor' }).closest('header')!;
    await expect(within(header).getByText('Chat widget')).toBeVisible();
    await expect(within(header).getByText('Handed off')).toBeVisible();
    const link = within(header).getByRole('link', { name: /^www\.example\.ae\/account/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://www.example.ae/account/orders/QAF-240027/delivery-preferences?tab=schedule',
    );
    await expect(header).not.toHaveTextContent('Contact:');
    const log = canvas.getByRole('log', { name: 'Conversation with Fatima Noor' });
    await expect(sendersOf(log)).toEqual(['Customer', 'Assistant']);
  },
};

/** The anonymous widget visitor in Arabic: the address reads left to right inside the right-to-left header. */
export const WidgetVisitorArabic: Story = {
  ...WidgetVisitor,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('heading', { level: 2, name: 'زائر مجهول' }).closest('header')!;
    await expect(within(header).getByText('أداة الدردشة')).toBeVisible();
    await expect(within(header).getByText('من أداة الدردشة')).toBeVisible();
    const link = within(header).getByRole('link', { name: /^shop\.example\.ae\/orders\/track/ });
    await expect(link).toHaveAttribute('href', 'https://shop.example.ae/orders/track?ref=footer#status');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('log')).toHaveAccessibleName('المحادثة مع زائر مجهول');
  },
};

/** Phones: the anonymous widget visitor's entry in the list, then their conversation with the page link. */
export const WidgetVisitorPhone: Story = {
  ...phone,
  args: { layout: 'auto', selectedSessionId: undefined, messages: fixtureWidgetMessages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entry = canvas.getByRole('button', { name: /Anonymous visitor/ });
    await expect(entry).toHaveTextContent('Page: shop.example.ae/orders/track');
    await userEvent.click(entry);
    const header = canvas.getByRole('heading', { level: 2, name: 'Anonymous visitor' }).closest('header')!;
    await expect(within(header).getByRole('link', { name: /^shop\.example\.ae/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All conversations' })).toBeVisible();
  },
};
