import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-shape="text"]') as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    // Pulses unless the user prefers reduced motion (the test browser does not).
    await expect(getComputedStyle(skeleton).animationName).not.toBe('none');
  },
};

/** The loading shipment card of the support dashboard: the region is busy and says so. */
export const ShipmentCard: Story = {
  render: () => (
    <Box
      aria-busy="true"
      aria-label="Loading shipments"
      role="region"
      display="flex"
      gap="md"
      alignItems="center"
      padding="lg"
      borderRadius="lg"
      background="sunken"
      style={{ maxInlineSize: 360 }}
    >
      <Skeleton shape="circle" />
      <Box display="grid" flexGrow={1}>
        <Skeleton inlineSize="60%" />
        <Skeleton inlineSize="90%" />
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Loading shipments' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

export const Shapes: Story = {
  render: () => (
    <Box display="grid" gap="md" style={{ maxInlineSize: 320 }}>
      <Skeleton shape="text" inlineSize="80%" />
      <Skeleton shape="rect" />
      <Skeleton shape="circle" inlineSize={48} />
    </Box>
  ),
};

/** Arabic: a shortened line starts at the right. */
export const RightToLeft: Story = {
  args: { inlineSize: '50%' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-shape="text"]') as HTMLElement;
    const parent = skeleton.parentElement!.getBoundingClientRect();
    await expect(Math.round(skeleton.getBoundingClientRect().right)).toBe(Math.round(parent.right));
  },
};
