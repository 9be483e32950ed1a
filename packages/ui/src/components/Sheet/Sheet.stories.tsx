import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Field } from '../Field/Field.tsx';
import { Input } from '../Input/Input.tsx';
import { Sheet, SheetClose, sheetSides } from './Sheet.tsx';

const meta = {
  title: 'Components/Sheet',
  component: Sheet,
  args: {
    title: 'Filter shipments',
    description: 'Only shipments that match every filter are listed.',
    trigger: <Button>Filters</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: sheetSides },
    trigger: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const footer = (
  <>
    <SheetClose>
      <Button variant="outline" tone="neutral">
        Cancel
      </Button>
    </SheetClose>
    <Button>Apply</Button>
  </>
);

/** Opens from its trigger at the inline end, traps focus, and Escape returns focus to the trigger. */
export const Default: Story = {
  args: {
    footer,
    children: (
      <Field label="Destination">
        <Input defaultValue="Dubai" />
      </Field>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const sheet = await canvas.findByRole('dialog', { name: 'Filter shipments' });
    await expect(sheet).toHaveAccessibleDescription('Only shipments that match every filter are listed.');
    await expect(sheet).toHaveAttribute('data-side', 'end');
    await waitFor(() => expect(within(sheet).getByRole('textbox', { name: 'Destination' })).toHaveFocus());
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** From the inline start, e.g. navigation; the close button and `SheetClose` both close it. */
export const Start: Story = {
  args: { side: 'start', title: 'Navigation', description: undefined, footer, children: 'Menu items' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    let sheet = await canvas.findByRole('dialog', { name: 'Navigation' });
    await expect(sheet.getBoundingClientRect().left).toBeLessThan(2);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    sheet = await canvas.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Arabic: `start` is the right edge, and the close button is named in Arabic. */
export const RightToLeft: Story = {
  args: {
    side: 'start',
    title: 'تصفية الشحنات',
    description: 'تظهر فقط الشحنات المطابقة لكل عوامل التصفية.',
    trigger: <Button>عوامل التصفية</Button>,
    defaultOpen: true,
    children: (
      <Field label="الوجهة">
        <Input defaultValue="دبي" />
      </Field>
    ),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: 'تصفية الشحنات' });
    await expect(getComputedStyle(sheet).direction).toBe('rtl');
    await waitFor(() => expect(Math.abs(sheet.getBoundingClientRect().right - window.innerWidth)).toBeLessThan(2));
    await expect(within(sheet).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};
