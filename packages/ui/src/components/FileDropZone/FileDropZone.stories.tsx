import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inBox } from '../../private/stories.fixtures.tsx';
import { FileDropZone } from './FileDropZone.tsx';

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Commercial invoice',
    hint: 'PDF or image, up to 10 MB',
    accept: ['.pdf', 'image/*'],
    maxSize: 10_000_000,
    onFilesAccepted: fn(),
    onFilesRejected: fn(),
  },
  decorators: [inBox({ style: { maxInlineSize: 480 } })],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a file shows its name and size; a wrong type is reported with reason `type`. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Commercial invoice');
    const invoice = new File(['%PDF-1.7'], 'invoice-0042.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, invoice);
    await expect(args.onFilesAccepted).toHaveBeenLastCalledWith([invoice]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: invoice-0042.pdf (8 byte)');
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'PDF or image, up to 10 MB',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Arabic. */
export const RightToLeft: Story = {
  args: { label: 'الفاتورة التجارية', hint: 'PDF أو صورة، حتى ١٠ ميغابايت' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'اختيار ملف' })).toBeInTheDocument();
  },
};
