import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inBox } from '../../private/stories.fixtures.tsx';
import { Accordion } from './Accordion.tsx';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    onValueChange: fn(),
    defaultValue: ['pickup'],
    items: [
      {
        id: 'pickup',
        title: 'How is my cargo picked up?',
        content: 'A driver collects it from your door on the day you book.',
      },
      {
        id: 'customs',
        title: 'Who handles customs?',
        content: 'Our brokers file the declaration and pay duties on your behalf.',
      },
      {
        id: 'tracking',
        title: 'Can I track a shipment?',
        content: 'Yes: every milestone appears on the shipment page as it happens.',
      },
    ],
  },
  decorators: [inBox({ style: { maxInlineSize: 560 } })],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One section open at a time; arrow keys move between headers, Enter toggles. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pickup = canvas.getByRole('button', { name: 'How is my cargo picked up?' });
    await expect(pickup).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'How is my cargo picked up?' })).toBeVisible();
    pickup.focus();
    await userEvent.keyboard('{ArrowDown}');
    const customs = canvas.getByRole('button', { name: 'Who handles customs?' });
    await expect(customs).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['customs']);
    await expect(pickup).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: 'Who handles customs?' })).toBeVisible();
  },
};

export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['pickup', 'tracking'] } };

/** Arabic: titles start at the right and the chevron sits at the left end. */
export const RightToLeft: Story = {
  args: {
    items: [
      { id: 'pickup', title: 'كيف يتم استلام شحنتي؟', content: 'يستلمها سائق من بابك في اليوم الذي تحجزه.' },
      {
        id: 'customs',
        title: 'من يتولى التخليص الجمركي؟',
        content: 'يقدّم وسطاؤنا البيان الجمركي ويدفعون الرسوم نيابةً عنك.',
      },
      { id: 'tracking', title: 'هل يمكنني تتبع الشحنة؟', content: 'نعم: تظهر كل مرحلة في صفحة الشحنة فور حدوثها.' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'كيف يتم استلام شحنتي؟' });
    const chevron = button.querySelector('[aria-hidden="true"]') as Element;
    await expect(chevron.getBoundingClientRect().right).toBeLessThan(
      canvas.getByText('كيف يتم استلام شحنتي؟').getBoundingClientRect().left + 1,
    );
    await expect(canvas.getByRole('region', { name: 'كيف يتم استلام شحنتي؟' })).toBeVisible();
  },
};
