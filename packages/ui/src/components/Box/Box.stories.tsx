import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box.tsx';

const meta = {
  title: 'Foundations/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'sunken',
    borderRadius: 'md',
    children: 'Shipment QF-20418 · Dubai → Abu Dhabi',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Padding on the start side only: left in English, right in Arabic, from one declaration. */
export const LogicalSpacing: Story = {
  args: {
    paddingInlineStart: 'xxl',
    paddingInlineEnd: 'xs',
    paddingBlock: 'sm',
    background: 'accentSoft',
    'data-testid': 'box',
  },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByTestId('box'));
    await expect(Number.parseFloat(style.paddingLeft)).toBeGreaterThan(Number.parseFloat(style.paddingRight));
  },
};

/** The same story in Arabic: the start padding moves to the right. */
export const RightToLeft: Story = {
  ...LogicalSpacing,
  args: { ...LogicalSpacing.args, children: 'الشحنة QF-20418 · دبي ← أبوظبي' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    const style = getComputedStyle(box);
    await expect(style.direction).toBe('rtl');
    await expect(Number.parseFloat(style.paddingRight)).toBeGreaterThan(Number.parseFloat(style.paddingLeft));
  },
};

/** Responsive values: a column on phones, a row from tablet up. */
export const Responsive: Story = {
  args: {
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: 'md',
    children: (
      <>
        <Box padding="md" background="raised" borderRadius="sm" boxShadow="sm">
          Origin: Jebel Ali
        </Box>
        <Box padding="md" background="raised" borderRadius="sm" boxShadow="sm">
          Destination: Mussafah
        </Box>
        <Box padding="md" background="raised" borderRadius="sm" boxShadow="sm">
          ETA: 14:30
        </Box>
      </>
    ),
  },
};

/** `as` renders any element; here a labelled landmark. */
export const Polymorphic: Story = {
  args: {
    as: 'section',
    'aria-label': 'Delivery summary',
    children: 'Delivered to the consignee at 14:12.',
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Delivery summary' });
    await expect(region.tagName).toBe('SECTION');
  },
};
