import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { withToasts } from '../../../toastStory.tsx';
import { fixtureOrgShipments } from '../../cargo/CargoManagement/CargoManagement.fixtures.ts';
import { fixtureDocuments } from './DocumentProcessing.fixtures.ts';
import { DocumentProcessing } from './DocumentProcessing.tsx';
import type { DocumentProcessingProps } from './types.ts';

const args: DocumentProcessingProps = {
  documents: fixtureDocuments,
  statusFilter: 'all',
  onStatusFilterChange: fn(),
  shipmentQuery: '',
  onShipmentQueryChange: fn(),
  shipmentOptions: fixtureOrgShipments,
  onUpload: fn<DocumentProcessingProps['onUpload']>(async (upload, onProgress) => {
    onProgress(1);
    return { ok: true, document: { ...fixtureDocuments[0]!, name: upload.file.name } };
  }),
  onDownload: fn<DocumentProcessingProps['onDownload']>(async () => {}),
  onReview: fn<DocumentProcessingProps['onReview']>(async () => ({ ok: true })),
};

const meta = {
  title: 'Screens/Dashboard/DocumentProcessing',
  component: DocumentProcessing,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof DocumentProcessing>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const pdf = (name = 'invoice.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** The list: status badges, reviewer notes; Download, Approve and Reject where they apply. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a card per document with its status', async () => {
      const items = canvasElement.querySelectorAll('[data-document-id]');
      await expect(items).toHaveLength(4);
      await expect(items[2]).toHaveTextContent('Rejected');
      await expect(items[2]).toHaveTextContent('The permit number is not readable; scan it again.');
      await expect(items[3]).toHaveTextContent('No file yet');
    });
    await step('approve sends the review and says so', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Approve Commercial invoice of QAF-260103' }));
      await expect(args.onReview).toHaveBeenCalledWith(201, { status: 'approved' });
      await expect(await body().findByText('Document approved')).toBeInTheDocument();
    });
    await step('reject needs a reason', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reject Commercial invoice of QAF-260103' }));
      const dialog = await body().findByRole('dialog', { name: 'Reject Commercial invoice' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
          'Give a reason of at least 3 characters.',
        ),
      );
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: /Reason/ }),
        'Totals do not match the packing list',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      await expect(args.onReview).toHaveBeenLastCalledWith(201, {
        status: 'rejected',
        reason: 'Totals do not match the packing list',
      });
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    });
    await step('download and the status filter', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download invoice-4471.pdf' }));
      await expect(args.onDownload).toHaveBeenCalledWith(fixtureDocuments[0]);
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'rejected');
      await expect(args.onStatusFilterChange).toHaveBeenCalledWith('rejected');
    });
  },
};

/** Upload: the shipment, the type and a PDF, PNG or JPEG of up to 10 MB; other files are refused with the reason. */
export const Upload: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Upload a document' }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await step('nothing chosen: each field says what is missing', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Upload' }));
      await expect(form.getByRole('combobox', { name: /^Shipment/ })).toHaveAccessibleDescription(
        'Choose the shipment the document belongs to.',
      );
      await expect(form.getByRole('combobox', { name: /Document type/ })).toHaveAccessibleDescription(
        'Choose the document type.',
      );
      await expect(args.onUpload).not.toHaveBeenCalled();
    });
    await step('a wrong type and an oversize file are refused', async () => {
      await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
      await expect(form.getByText('notes.txt is not a PDF, PNG or JPEG file.')).toBeVisible();
      await userEvent.upload(input, pdf('scan.pdf', 10 * 1024 * 1024 + 1));
      await expect(form.getByText('scan.pdf is larger than 10 MB.')).toBeVisible();
    });
    await step('a valid upload', async () => {
      await userEvent.type(form.getByRole('searchbox', { name: 'Find the shipment' }), 'Q');
      await expect(args.onShipmentQueryChange).toHaveBeenLastCalledWith('Q');
      await userEvent.selectOptions(form.getByRole('combobox', { name: /^Shipment/ }), '103');
      await userEvent.selectOptions(form.getByRole('combobox', { name: /Document type/ }), 'packing_list');
      await userEvent.upload(input, pdf('packing-list.pdf'));
      await userEvent.click(form.getByRole('button', { name: 'Upload' }));
      await expect(args.onUpload).toHaveBeenCalledWith(
        expect.objectContaining({ shipmentId: 103, documentType: 'packing_list', contentType: 'application/pdf' }),
        expect.any(Function),
      );
      await expect(await body().findByText('Document uploaded')).toBeInTheDocument();
    });
  },
};

/** The server refused the file: its reason is shown above the form. */
export const UploadServerError: Story = {
  args: {
    onUpload: fn<DocumentProcessingProps['onUpload']>(async () => ({
      ok: false,
      error: 'The file content is not a PDF',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Upload a document' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Shipment/ }), '101');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Document type/ }), 'other');
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, pdf());
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    await expect(await form.findByText('The document was not uploaded')).toBeVisible();
    await expect(form.getByText('The file content is not a PDF')).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'معالجة المستندات' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'اعتماد Commercial invoice الخاص بـ QAF-260103' })).toBeVisible();
    await expect(getComputedStyle(canvasElement.querySelector('section') as HTMLElement).direction).toBe('rtl');
  },
};

/** Loading and empty. */
export const Loading: Story = { args: { documents: undefined, shipmentOptions: undefined } };

export const EmptyFiltered: Story = {
  args: { documents: [], statusFilter: 'rejected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No document has this status.')).toBeVisible();
  },
};

/** Phones (390 px): nothing overflows. */
export const Mobile: Story = { ...phoneStory };
