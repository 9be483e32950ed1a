import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Fragile cargo', hint: 'Handled with extra care.', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, Space or the label toggles it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Fragile cargo' });
    await expect(box).toHaveAccessibleDescription('Handled with extra care.');
    await userEvent.click(canvas.getByText('Fragile cargo'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

const rows = ['QF1001', 'QF1002', 'QF1003'];

function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['QF1002']);
  const all = selected.length === rows.length;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        label="Select all"
        checked={all}
        indeterminate={selected.length > 0 && !all}
        onCheckedChange={() => setSelected(all ? [] : rows)}
      />
      {rows.map((row) => (
        <Checkbox
          key={row}
          label={row}
          checked={selected.includes(row)}
          onCheckedChange={(checked) =>
            setSelected((current) => (checked ? [...current, row] : current.filter((item) => item !== row)))
          }
          style={{ marginInlineStart: 24 }}
        />
      ))}
    </div>
  );
}

/** "Select all" is mixed while some rows are selected. */
export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'QF1003' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'QF1001' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** Arabic: the box sits at the right of its label. */
export const RightToLeft: Story = {
  args: { label: 'بضائع قابلة للكسر', hint: 'تُعامل بعناية إضافية.' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'بضائع قابلة للكسر' }).getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(canvas.getByText('بضائع قابلة للكسر').getBoundingClientRect().left);
  },
};
