import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureConversationMessages, fixtureConversations, fixtureNow } from '../dashboard.fixtures.ts';
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
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(entries[0]).toHaveTextContent('Handed off');
    await expect(entries[0]).toHaveTextContent('4 minutes ago');
    await expect(entries[1]).toHaveTextContent('Support case CASE-000018');
    const log = canvas.getByRole('log', { name: 'Conversation with Layla Haddad' });
    await expect(log.querySelectorAll('[data-message-id]')).toHaveLength(4);
    await expect(log.querySelector('[data-from-team]')).toHaveTextContent('From the team');
    // Screen readers hear who wrote each message from the team's side: the customer is not "You" here.
    const senders = [...log.querySelectorAll('[data-message-id]')].map((bubble) => bubble.textContent?.split(':')[0]);
    await expect(senders).toEqual(['Customer', 'Assistant', 'Customer', 'Team']);
    const box = canvas.getByRole('textbox', { name: 'Reply' });
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await userEvent.type(box, 'The corrected invoice is on its way.{Enter}');
    await expect(args.onReply).toHaveBeenCalledWith('The corrected invoice is on its way.');
    await waitFor(() => expect(box).toHaveValue(''));
    await userEvent.click(entries[1]!);
    await expect(args.onSelectConversation).toHaveBeenCalledWith(fixtureConversations[1]!.sessionId);
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
    await expect(canvas.getAllByText('محالة إلى الفريق')).toHaveLength(2);
    const log = canvas.getByRole('log');
    const senders = [...log.querySelectorAll('[data-message-id]')].map((bubble) => bubble.textContent?.split(':')[0]);
    await expect(senders).toEqual(['العميل', 'المساعد', 'العميل', 'الفريق']);
    await expect(canvas.getByRole('textbox', { name: 'الرد' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إرسال الرد' })).toBeVisible();
  },
};
