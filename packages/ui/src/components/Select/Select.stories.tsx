import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field/Field.tsx';
import { Select } from './Select.tsx';

const options = [
  { value: 'road', label: 'Road freight' },
  { value: 'sea', label: 'Sea freight' },
  { value: 'air', label: 'Air freight' },
  { value: 'rail', label: 'Rail freight', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { options, placeholder: 'Choose a service', onValueChange: fn(), defaultValue: '' },
  render: (args) => (
    <Field label="Service" hint="How the cargo travels" style={{ maxInlineSize: 320 }}>
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled and described by its `Field`; reports the chosen value. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Service' });
    await expect(select).toHaveAccessibleDescription('How the cargo travels');
    await userEvent.selectOptions(select, 'sea');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sea');
    await expect(select).toHaveValue('sea');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Service" error="Choose a service" required style={{ maxInlineSize: 320 }}>
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Service' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
  },
};

/** Arabic: the chevron sits at the inline end (left). */
export const RightToLeft: Story = {
  args: {
    placeholder: 'اختر خدمة',
    options: [
      { value: 'road', label: 'شحن بري' },
      { value: 'sea', label: 'شحن بحري' },
    ],
  },
  render: (args) => (
    <Field label="الخدمة" style={{ maxInlineSize: 320 }}>
      <Select {...args} />
    </Field>
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'الخدمة' });
    const chevron = select.nextElementSibling as HTMLElement;
    await expect(chevron.getBoundingClientRect().left - select.getBoundingClientRect().left).toBeLessThan(40);
  },
};
