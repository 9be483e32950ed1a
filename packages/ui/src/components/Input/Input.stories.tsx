import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Input, inputSizes } from './Input.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { 'aria-label': 'Search shipments', placeholder: 'Search shipments', style: { maxInlineSize: 320 } },
  argTypes: { size: { control: 'inline-radio', options: inputSizes } },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Search shipments' });
    await userEvent.type(input, 'Dubai');
    await expect(input).toHaveValue('Dubai');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="grid" gap="md">
      {inputSizes.map((size) => (
        <Input key={size} {...args} size={size} aria-label={`Size ${size}`} placeholder={`Size ${size}`} />
      ))}
    </Box>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'QF000' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Search shipments' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'QF12345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Search shipments' })).toBeDisabled();
  },
};

/** Arabic: text starts at the right; Latin tracking numbers stay readable inside. */
export const RightToLeft: Story = {
  args: { 'aria-label': 'ابحث في الشحنات', placeholder: 'ابحث في الشحنات' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ابحث في الشحنات' });
    await userEvent.type(input, 'دبي');
    await expect(input).toHaveValue('دبي');
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};
