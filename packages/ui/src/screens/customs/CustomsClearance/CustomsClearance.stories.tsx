import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phone375, phoneStory } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { fixtureDeclaration, fixtureDeclarations } from '../customs.fixtures.ts';
import { CustomsClearance, type CustomsClearanceProps } from './CustomsClearance.tsx';

const args: CustomsClearanceProps = {
  declarations: fixtureDeclarations,
  filters: { status: '', type: '' },
  onFiltersChange: fn(),
  onCreate: fn<CustomsClearanceProps['onCreate']>(async () => ({ ok: true, id: 9 })),
  openId: null,
  onOpen: fn(),
  canDecide: true,
  onChangeStatus: fn<CustomsClearanceProps['onChangeStatus']>(async () => ({ ok: true })),
  onSave: fn<CustomsClearanceProps['onSave']>(async () => ({ ok: true, id: 2 })),
};

const meta = {
  title: 'Screens/Customs/CustomsClearance',
  component: CustomsClearance,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof CustomsClearance>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The declarations with status, duty and VAT in AED; an export's duty reads "Not due". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not due')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open QAF-240003' }));
    await expect(args.onOpen).toHaveBeenCalledWith(2);
  },
};

/**
 * New declaration: a 5 % line in AED and a rice line (0 %): the estimate shows duty AED 500.00 and VAT AED 625.00
 * before anything is saved; Save draft sends the lines in fils with the HS digits.
 */
export const NewDeclaration: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New declaration' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Tracking number/), 'QAF-240001');
    const fill = async (n: number, hs: string, value: string) => {
      const line = within(dialog.getByRole('group', { name: `Line ${n}` }));
      await userEvent.type(line.getByLabelText(/HS code/), hs);
      await userEvent.type(line.getByLabelText(/Description/), `Goods ${n}`);
      await userEvent.type(line.getByLabelText(/Origin/), 'CN');
      await userEvent.type(line.getByLabelText(/Value/), value);
    };
    await fill(1, '8471.30', '10000');
    await userEvent.click(dialog.getByRole('button', { name: 'Add line' }));
    await fill(2, '1006.30', '2000');
    await expect(dialog.getByTestId('preview-duty')).toHaveTextContent('500.00');
    await expect(dialog.getByTestId('preview-vat')).toHaveTextContent('625.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          trackingNumber: 'QAF-240001',
          lines: [
            expect.objectContaining({ hsCode: '847130', value: 1_000_000 }),
            expect.objectContaining({ hsCode: '100630', value: 200_000 }),
          ],
        }),
      ),
    );
  },
};

/** A held declaration in euros: the reason, the rate used on every line, totals, history; an admin may clear. */
export const Detail: Story = {
  args: { openId: 2, declaration: fixtureDeclaration },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Certificate of origin missing/, { selector: '[role="alert"] *' })).toBeVisible();
    await expect(canvas.getAllByText('4.0125')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(args.onChangeStatus).toHaveBeenCalledWith('cleared'));
  },
};

/** A phone (375 px): the list stacks into cards and nothing overflows. */
export const Phone: Story = { ...phone375, play: phoneStory.play };
