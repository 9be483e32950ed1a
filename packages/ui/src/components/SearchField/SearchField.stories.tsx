import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inBox } from '../../private/stories.fixtures.tsx';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search shipments', placeholder: 'Tracking number or city', onSearch: fn(), onValueChange: fn() },
  decorators: [inBox({ style: { maxInlineSize: 360 } })],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches the trimmed text; the clear button empties the field and keeps focus in it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search shipments' });
    await userEvent.type(box, '  Dubai ');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('Dubai'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** Debounced: one search once typing pauses for 300 ms. */
export const Debounced: Story = {
  args: { debounceMs: 300 },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search shipments' });
    await userEvent.type(box, 'Jebel Ali');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Jebel Ali'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** The label can be hidden visually when the context makes it obvious; it still names the field. */
export const HiddenLabel: Story = { args: { hideLabel: true, defaultValue: 'QF12345678' } };

/** Arabic: the icon sits at the right and the clear button at the left. */
export const RightToLeft: Story = {
  args: { label: 'البحث في الشحنات', placeholder: 'رقم التتبع أو المدينة', defaultValue: 'دبي' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'البحث في الشحنات' });
    const clear = canvas.getByRole('button', { name: 'مسح البحث' });
    const boxRect = box.getBoundingClientRect();
    await expect(clear.getBoundingClientRect().left - boxRect.left).toBeLessThan(12);
    await userEvent.click(clear);
    await expect(box).toHaveValue('');
  },
};
