import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '../Input/Input.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { Field } from './Field.tsx';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Tracking number',
    hint: 'Ten characters, e.g. QF12345678',
    children: <Input placeholder="QF12345678" />,
    style: { maxInlineSize: 360 },
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control and the hint describes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tracking number' });
    await expect(input).toHaveAccessibleDescription('Ten characters, e.g. QF12345678');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(canvasElement).getByText('Tracking number'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('QF1');
    await expect(input).toHaveValue('QF1');
  },
};

/** An asterisk for the eye; `required` on the control for assistive technology. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Tracking number' })).toBeRequired();
  },
};

/** The error marks the control invalid and joins the hint in its description. */
export const WithError: Story = {
  args: { error: 'No shipment has this tracking number', children: <Input defaultValue="QF000" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tracking number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Ten characters, e.g. QF12345678 No shipment has this tracking number',
    );
    await expect(input.closest('[data-invalid]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Tracking number' })).toBeDisabled();
  },
};

export const WithTextarea: Story = {
  args: { label: 'Describe the issue', hint: undefined, children: <Textarea rows={3} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Describe the issue' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'رقم التتبع',
    hint: 'عشرة أحرف، مثل QF12345678',
    error: 'لا توجد شحنة بهذا الرقم',
    required: true,
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'رقم التتبع' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};
