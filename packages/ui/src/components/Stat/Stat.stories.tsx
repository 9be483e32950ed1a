import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PackageIcon, TruckIcon } from '../../private/icons.tsx';
import { inBox } from '../../private/stories.fixtures.tsx';
import { Stat } from './Stat.tsx';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: {
    label: 'Active shipments',
    value: '1,284',
    icon: <TruckIcon />,
    trend: { direction: 'up', label: '12% more than last week' },
  },
  argTypes: { icon: { control: false } },
  decorators: [inBox({ style: { maxInlineSize: 320 } })],
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Active shipments' });
    await expect(group).toHaveTextContent('1,284');
    await expect(group).toHaveTextContent('12% more than last week');
  },
};

export const Falling: Story = {
  args: { trend: { direction: 'down', label: '3 fewer than yesterday' }, hint: 'Delayed at customs' },
};

/** An estimate shows a visible badge; its explanation is the badge's description and its tooltip. */
export const Estimate: Story = {
  args: {
    label: 'CO₂ this month',
    value: '4.2 t',
    icon: <PackageIcon />,
    trend: undefined,
    estimate: true,
    estimateDescription: 'Calculated from distance and weight, not measured.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByRole('button', { name: 'Estimate' });
    await expect(badge).toHaveAccessibleDescription('Calculated from distance and weight, not measured.');
    await userEvent.tab();
    await expect(badge).toHaveFocus();
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent(
        'Calculated from distance and weight, not measured.',
      ),
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Active shipments' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(group).not.toHaveTextContent('1,284');
  },
};

/** Arabic: the icon leads at the right, the badge and its explanation are translated. */
export const RightToLeft: Story = {
  args: {
    label: 'الشحنات النشطة',
    value: '١٬٢٨٤',
    trend: { direction: 'up', label: 'زيادة ١٢٪ عن الأسبوع الماضي' },
    estimate: true,
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByRole('button', { name: 'تقديري' });
    await expect(badge).toHaveAccessibleDescription('هذه القيمة تقديرية وليست مقيسة.');
    const label = canvas.getByText('الشحنات النشطة').getBoundingClientRect();
    await expect(badge.getBoundingClientRect().right).toBeLessThan(label.left + 1);
  },
};
