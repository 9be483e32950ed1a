import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../components/Box/Box.tsx';
import { inBox } from '../../private/stories.fixtures.tsx';
import { HealthBar } from './HealthBar.tsx';

const meta = {
  title: 'Patterns/HealthBar',
  component: HealthBar,
  args: { value: 96, label: 'Connection health' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [inBox({ style: { maxInlineSize: 360 } })],
} satisfies Meta<typeof HealthBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Connection health' });
    await expect(bar).toHaveAttribute('aria-valuenow', '96');
    await expect(bar.parentElement).toHaveAttribute('data-tone', 'positive');
    await expect(within(canvasElement).getByText('96%')).toBeVisible();
  },
};

export const Degraded: Story = {
  args: { value: 84 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Connection health' });
    await expect(bar.parentElement).toHaveAttribute('data-tone', 'caution');
  },
};

export const Failing: Story = {
  args: { value: 42 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Connection health' });
    await expect(bar.parentElement).toHaveAttribute('data-tone', 'critical');
  },
};

/** The thresholds are exclusive: exactly 90 is yellow, exactly 70 is red. */
export const Thresholds: Story = {
  render: (args) => (
    <Box display="grid" gap="md">
      {[91, 90, 71, 70].map((value) => (
        <HealthBar key={value} {...args} value={value} label={`Health ${value}`} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tone = (value: number) =>
      canvas.getByRole('progressbar', { name: `Health ${value}` }).parentElement?.getAttribute('data-tone');
    await expect([tone(91), tone(90), tone(71), tone(70)]).toEqual(['positive', 'caution', 'caution', 'critical']);
  },
};

export const RightToLeft: Story = {
  args: { label: 'سلامة الاتصال', value: 84 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'سلامة الاتصال' });
    await expect(bar.parentElement).toHaveAttribute('data-tone', 'caution');
    const fill = (bar.firstElementChild as HTMLElement).getBoundingClientRect();
    await expect(Math.round(fill.right)).toBe(Math.round(bar.getBoundingClientRect().right));
  },
};
