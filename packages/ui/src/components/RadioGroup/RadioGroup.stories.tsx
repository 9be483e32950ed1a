import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery speed',
    hint: 'Prices include customs handling.',
    options: [
      { value: 'standard', label: 'Standard', hint: '3–5 days' },
      { value: 'express', label: 'Express', hint: 'Next day' },
      { value: 'sameDay', label: 'Same day', disabled: true },
      { value: 'economy', label: 'Economy' },
    ],
    defaultValue: 'standard',
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys choose the next enabled option, skipping disabled ones and wrapping. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Delivery speed' })).toHaveAccessibleDescription(
      'Prices include customs handling.',
    );
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    await userEvent.click(standard);
    await userEvent.keyboard('{ArrowDown}');
    const express = canvas.getByRole('radio', { name: 'Express' });
    await expect(express).toBeChecked();
    await expect(express).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Economy' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(standard).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('standard');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', hint: undefined } };

export const Invalid: Story = {
  args: { defaultValue: undefined, required: true, error: 'Choose a delivery speed' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Delivery speed' });
    await expect(group).toHaveAccessibleDescription('Prices include customs handling. Choose a delivery speed');
  },
};

/** Arabic: ArrowLeft moves to the next option, ArrowRight to the previous. */
export const RightToLeft: Story = {
  args: {
    label: 'سرعة التوصيل',
    hint: undefined,
    orientation: 'horizontal',
    options: [
      { value: 'standard', label: 'عادي' },
      { value: 'express', label: 'سريع' },
      { value: 'economy', label: 'اقتصادي' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standard = canvas.getByRole('radio', { name: 'عادي' });
    const express = canvas.getByRole('radio', { name: 'سريع' });
    await expect(standard.getBoundingClientRect().left).toBeGreaterThan(express.getBoundingClientRect().left);
    await userEvent.click(standard);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(express).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(standard).toBeChecked();
  },
};
