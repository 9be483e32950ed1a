import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrackingTimeline, type TrackingUpdate } from './TrackingTimeline.tsx';

const updates: TrackingUpdate[] = [
  { description: 'Picked up in Jebel Ali', timestamp: '2025-05-12T05:30:00Z', completed: true, current: false },
  { description: 'Customs cleared', timestamp: '2025-05-12T11:05:00Z', completed: true, current: false },
  { description: 'Out for delivery in Abu Dhabi', timestamp: '2025-05-13T04:15:00Z', completed: false, current: true },
  { description: 'Delivered', timestamp: '2025-05-13T12:00:00Z', completed: false, current: false },
];

const arabicUpdates: TrackingUpdate[] = [
  { description: 'تم الاستلام من جبل علي', timestamp: '2025-05-12T05:30:00Z', completed: true, current: false },
  { description: 'تم التخليص الجمركي', timestamp: '2025-05-12T11:05:00Z', completed: true, current: false },
  { description: 'خرجت للتوصيل في أبوظبي', timestamp: '2025-05-13T04:15:00Z', completed: false, current: true },
  { description: 'التسليم', timestamp: '2025-05-13T12:00:00Z', completed: false, current: false },
];

const meta = {
  title: 'Patterns/TrackingTimeline',
  component: TrackingTimeline,
  args: { updates, style: { maxInlineSize: 420 } },
} satisfies Meta<typeof TrackingTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Completed, current and upcoming steps, shown and announced; times in Dubai time (UTC+4). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tracking updates' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'completed',
      'completed',
      'current',
      'upcoming',
    ]);
    await expect(items[0]).toHaveTextContent('Completed: Picked up in Jebel Ali');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('Current step: Out for delivery in Abu Dhabi');
    await expect(items[3]).toHaveTextContent('Upcoming: Delivered');
    // 05:30 UTC is 09:30 in Dubai.
    const time = items[0]!.querySelector('time')!;
    await expect(time).toHaveAttribute('dateTime', '2025-05-12T05:30:00.000Z');
    await expect(time.textContent).toMatch(/May 12, 2025.*9:30\sAM/);
  },
};

export const AllDone: Story = {
  args: { updates: updates.map((update) => ({ ...update, completed: true, current: false })) },
};

/** Arabic: markers and the connector on the right, Arabic month names and م/ص. */
export const RightToLeft: Story = {
  args: { updates: arabicUpdates },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'تحديثات التتبع' });
    const [first] = within(list).getAllByRole('listitem');
    await expect(first).toHaveTextContent('مكتملة: تم الاستلام من جبل علي');
    const time = first!.querySelector('time')!;
    await expect(time.textContent).toContain('مايو');
    const marker = first!.firstElementChild!.getBoundingClientRect();
    const text = first!.lastElementChild!.getBoundingClientRect();
    await expect(marker.left).toBeGreaterThan(text.left);
  },
};
