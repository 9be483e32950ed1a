import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inBox } from '../../private/stories.fixtures.tsx';
import { ChatBubble } from './ChatBubble.tsx';

// 10:05 UTC is 14:05 in Dubai.
const time = '2025-05-12T10:05:00Z';

const meta = {
  title: 'Patterns/ChatBubble',
  component: ChatBubble,
  args: { sender: 'assistant', content: 'Your shipment QF12345678 is in transit.', time },
  argTypes: { sender: { control: 'inline-radio', options: ['user', 'assistant'] } },
  decorators: [inBox({ display: 'grid', gap: 'sm', style: { maxInlineSize: 520 } })],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Assistant: Story = {
  play: async ({ canvasElement }) => {
    const bubble = canvasElement.querySelector('[data-sender="assistant"]') as HTMLElement;
    await expect(bubble).toHaveTextContent('Assistant: Your shipment QF12345678 is in transit.');
    const timeElement = within(bubble).getByText(/2:05\sPM/);
    await expect(timeElement).toHaveAttribute('dateTime', '2025-05-12T10:05:00.000Z');
  },
};

/** The user's messages sit at the inline end (right in English). */
export const Conversation: Story = {
  render: (args) => (
    <>
      <ChatBubble {...args} sender="user" content={'Where is QF12345678?\nIt was due yesterday.'} />
      <ChatBubble {...args} />
      <ChatBubble {...args} content="I have asked the carrier; a colleague will call you today." fromTeam />
    </>
  ),
  play: async ({ canvasElement }) => {
    const user = canvasElement.querySelector('[data-sender="user"] > div') as HTMLElement;
    const assistant = canvasElement.querySelector('[data-sender="assistant"] > div') as HTMLElement;
    const container = canvasElement.querySelector('[data-sender="user"]')!.getBoundingClientRect();
    await expect(Math.round(user.getBoundingClientRect().right)).toBe(Math.round(container.right));
    await expect(Math.round(assistant.getBoundingClientRect().left)).toBe(Math.round(container.left));
    // Line breaks are kept.
    const text = within(user).getByText(/Where is QF12345678\?/);
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    await expect(text.textContent).toBe('Where is QF12345678?\nIt was due yesterday.');
    await expect(within(canvasElement).getByText('From the team')).toBeVisible();
  },
};

/** Arabic: user bubbles on the left, assistant bubbles on the right; time as "2:05 م". */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <>
      <ChatBubble {...args} sender="user" content={'أين شحنتي QF12345678؟\nكان موعدها أمس.'} />
      <ChatBubble {...args} content="شحنتك QF12345678 قيد النقل." />
      <ChatBubble {...args} content="تواصلنا مع شركة النقل، وسيتصل بك أحد زملائنا اليوم." fromTeam />
    </>
  ),
  play: async ({ canvasElement }) => {
    const user = canvasElement.querySelector('[data-sender="user"] > div') as HTMLElement;
    const container = canvasElement.querySelector('[data-sender="user"]')!.getBoundingClientRect();
    await expect(Math.round(user.getBoundingClientRect().left)).toBe(Math.round(container.left));
    await expect(user).toHaveTextContent('أنت:');
    await expect(within(canvasElement).getByText('من فريق الدعم')).toBeVisible();
    const expected = new Intl.DateTimeFormat('ar', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Dubai',
    }).format(new Date(time));
    await expect(within(user).getByText(expected)).toBeVisible();
  },
};
