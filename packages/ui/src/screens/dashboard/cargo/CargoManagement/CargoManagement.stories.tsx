import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { withToasts } from '../../../toastStory.tsx';
import {
  fixtureBulkErrors,
  fixtureCustomers,
  fixtureOrgShipments,
  fixtureShipmentPage,
} from './CargoManagement.fixtures.ts';
import { CargoManagement } from './CargoManagement.tsx';
import type { CargoManagementProps } from './types.ts';

const args: CargoManagementProps = {
  page: fixtureShipmentPage,
  query: '',
  onQueryChange: fn(),
  onPageChange: fn(),
  customers: fixtureCustomers,
  onCreate: fn<CargoManagementProps['onCreate']>(async () => ({ ok: true, trackingNumber: 'QAF-260199' })),
  onChangeStatus: fn<CargoManagementProps['onChangeStatus']>(async () => ({ ok: true })),
  onDownloadTemplate: fn<CargoManagementProps['onDownloadTemplate']>(async () => {}),
  onBulkUpload: fn<CargoManagementProps['onBulkUpload']>(async (_file, onProgress) => {
    onProgress(0.5);
    onProgress(1);
    return { ok: true, imported: 50 };
  }),
};

const meta = {
  title: 'Screens/Dashboard/CargoManagement',
  component: CargoManagement,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof CargoManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const csv = (text: string, name = 'shipments.csv') => new File([text], name, { type: 'text/csv' });

/** The organization's shipments with the three cards; page 1 of 3. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('title, actions and cards', async () => {
      await expect(canvas.getByRole('region', { name: 'Cargo Management' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Bulk Upload' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'New Shipment' })).toBeVisible();
      const cards = within(canvas.getByRole('list', { name: 'Shipment summary' })).getAllByRole('listitem');
      await expect(cards.map((card) => card.textContent)).toEqual([
        expect.stringContaining('31'),
        expect.stringContaining('4'),
        expect.stringContaining('6'),
      ]);
    });
    await step('one row per shipment with status, service and progress', async () => {
      const table = canvas.getByRole('table');
      await expect(within(table).getAllByRole('row')).toHaveLength(fixtureOrgShipments.length + 1);
      const row = within(table).getByRole('row', { name: /QAF-260102/ });
      await expect(row).toHaveTextContent('Delayed');
      await expect(row).toHaveTextContent('Air freight');
      await expect(within(row).getByRole('progressbar', { name: 'Progress of QAF-260102' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      );
      await expect(canvas.getByText('Showing 1–5 of 12 results')).toBeVisible();
    });
    await step('typing searches; paging asks for the next page', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search shipments' }), 'Q');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('Q');
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(args.onPageChange).toHaveBeenCalledWith(2);
    });
  },
};

/** New Shipment: the API's rules before sending, then the tracking number in a toast. */
export const NewShipment: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New Shipment' }));
    const dialog = await body().findByRole('dialog', { name: 'New shipment' });
    const form = within(dialog);
    await step('an empty form: every required field says what is wrong, nothing is sent', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Create shipment' }));
      await expect(form.getByRole('combobox', { name: /Customer/ })).toHaveAccessibleDescription('Choose a customer.');
      await expect(form.getByRole('textbox', { name: /Origin/ })).toHaveAccessibleDescription(
        'This field is required.',
      );
      await expect(form.getByRole('combobox', { name: /Service/ })).toHaveAccessibleDescription('Choose a service.');
      await expect(form.getByRole('combobox', { name: /Customer/ })).toHaveFocus();
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('out-of-range numbers are refused with the limit', async () => {
      await userEvent.type(form.getByRole('textbox', { name: /Weight/ }), '0');
      await userEvent.type(form.getByRole('textbox', { name: /Length/ }), 'abc');
      await userEvent.click(form.getByRole('button', { name: 'Create shipment' }));
      await expect(form.getByRole('textbox', { name: /Weight/ })).toHaveAccessibleDescription(
        'Enter a number greater than 0 and at most 100,000.',
      );
      await expect(form.getByRole('textbox', { name: /Length/ })).toHaveAccessibleDescription('Enter a number.');
    });
    await step('a valid form sends the CreateShipment request', async () => {
      await userEvent.selectOptions(form.getByRole('combobox', { name: /Customer/ }), '8');
      await userEvent.type(form.getByRole('textbox', { name: /Origin/ }), 'Jebel Ali, Dubai');
      await userEvent.type(form.getByRole('textbox', { name: /Destination/ }), 'Mussafah, Abu Dhabi');
      await userEvent.selectOptions(form.getByRole('combobox', { name: /Service/ }), 'freight_road');
      await userEvent.clear(form.getByRole('textbox', { name: /Weight/ }));
      await userEvent.type(form.getByRole('textbox', { name: /Weight/ }), '120.5');
      await userEvent.clear(form.getByRole('textbox', { name: /Length/ }));
      await userEvent.type(form.getByRole('textbox', { name: /Length/ }), '120');
      await userEvent.type(form.getByRole('textbox', { name: /Width/ }), '80');
      // Arabic-Indic digits are read as numbers.
      await userEvent.type(form.getByRole('textbox', { name: /Height/ }), '٦٠');
      await userEvent.type(form.getByRole('textbox', { name: /Declared value/ }), '4500');
      await userEvent.click(form.getByRole('button', { name: 'Create shipment' }));
      await expect(args.onCreate).toHaveBeenCalledWith({
        customerId: 8,
        origin: 'Jebel Ali, Dubai',
        destination: 'Mussafah, Abu Dhabi',
        service: 'freight_road',
        weightKg: 120.5,
        dimensionsCm: { length: 120, width: 80, height: 60 },
        declaredValueAed: 4500,
      });
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await expect(await body().findByText('Tracking number QAF-260199')).toBeInTheDocument();
    });
  },
};

/** The server's refusal is shown in the form, which stays open with what was typed. */
export const NewShipmentServerError: Story = {
  args: {
    onCreate: fn<CargoManagementProps['onCreate']>(async () => ({
      ok: false,
      error: 'customerId must be a customer of your organization',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New Shipment' }));
    const form = within(await body().findByRole('dialog', { name: 'New shipment' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Customer/ }), '7');
    await userEvent.type(form.getByRole('textbox', { name: /Origin/ }), 'Dubai');
    await userEvent.type(form.getByRole('textbox', { name: /Destination/ }), 'Sharjah');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Service/ }), 'express');
    for (const [name, value] of [
      [/Weight/, '1'],
      [/Length/, '10'],
      [/Width/, '10'],
      [/Height/, '10'],
      [/Declared value/, '0'],
    ] as const) {
      await userEvent.type(form.getByRole('textbox', { name }), value);
    }
    await userEvent.click(form.getByRole('button', { name: 'Create shipment' }));
    await expect(await form.findByText('The shipment was not created')).toBeVisible();
    await expect(form.getByText('customerId must be a customer of your organization')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Origin/ })).toHaveValue('Dubai');
  },
};

/** Change status: a reason of at least 3 characters is required; the location is optional. */
export const ChangeStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change status of QAF-260103' }));
    const dialog = await body().findByRole('dialog', { name: 'Change status of QAF-260103' });
    const form = within(dialog);
    await expect(dialog).toHaveTextContent('Customs clearance');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /New status/ }), 'in_transit');
    await userEvent.type(form.getByRole('textbox', { name: /Reason/ }), 'ok');
    await userEvent.click(form.getByRole('button', { name: 'Update status' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
        /Give a reason of at least 3 characters\./,
      ),
    );
    await expect(args.onChangeStatus).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /Reason/ }), ' — cleared by Dubai Customs');
    await userEvent.type(form.getByRole('textbox', { name: /Location/ }), 'Jebel Ali');
    await userEvent.click(form.getByRole('button', { name: 'Update status' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith(103, {
      status: 'in_transit',
      reason: 'ok — cleared by Dubai Customs',
      location: 'Jebel Ali',
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await body().findByText('Status updated')).toBeInTheDocument();
  },
};

/** Bulk upload: a rejected file lists every row error by line, nothing is imported; the fixed file imports. */
export const BulkUpload: Story = {
  args: {
    // The first file has errors; the fixed one (fixed.csv) imports.
    onBulkUpload: fn<CargoManagementProps['onBulkUpload']>(async (file, onProgress) => {
      onProgress(1);
      return file.name === 'fixed.csv'
        ? { ok: true, imported: 50 }
        : { ok: false, error: 'Nothing was imported: 2 rows have errors', errors: fixtureBulkErrors };
    }),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bulk Upload' }));
    const dialog = await body().findByRole('dialog', { name: 'Bulk upload' });
    const form = within(dialog);
    await step('the template downloads', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Download the CSV template' }));
      await expect(args.onDownloadTemplate).toHaveBeenCalledTimes(1);
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await step('a file that is not CSV is refused before upload', async () => {
      await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
      await expect(dialog).toHaveTextContent('photo.png is not a CSV file. Choose a .csv file.');
      await expect(form.getByRole('button', { name: 'Upload and import' })).toBeDisabled();
    });
    await step('row errors with their line numbers; nothing imported', async () => {
      await userEvent.upload(input, csv('customer_username,origin\n'));
      await userEvent.click(form.getByRole('button', { name: 'Upload and import' }));
      await expect(await form.findByText('Nothing was imported')).toBeVisible();
      const rows = within(form.getByRole('region', { name: 'Row errors' })).getAllByRole('row');
      await expect(rows).toHaveLength(3);
      await expect(rows[1]).toHaveTextContent('14');
      await expect(rows[1]).toHaveTextContent('weight_kg');
      await expect(rows[2]).toHaveTextContent('27');
    });
    await step('the fixed file imports', async () => {
      await userEvent.upload(input, csv('fixed\n', 'fixed.csv'));
      await userEvent.click(form.getByRole('button', { name: 'Upload again' }));
      await expect(await form.findByText('50 shipments imported')).toBeVisible();
      await expect(args.onBulkUpload).toHaveBeenCalledTimes(2);
    });
  },
};

/** Arabic, right to left: labels, figures and the New Shipment form. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'إدارة الشحنات' })).toBeVisible();
    await expect(getComputedStyle(canvasElement.querySelector('section') as HTMLElement).direction).toBe('rtl');
    await expect(canvas.getByRole('row', { name: /QAF-260103/ })).toHaveTextContent('شحن بحري');
    await userEvent.click(canvas.getByRole('button', { name: 'شحنة جديدة' }));
    const form = within(await body().findByRole('dialog', { name: 'شحنة جديدة' }));
    await userEvent.click(form.getByRole('button', { name: 'إنشاء الشحنة' }));
    await expect(form.getByRole('combobox', { name: /العميل/ })).toHaveAccessibleDescription('اختر عميلًا.');
  },
};

/** Loading: skeleton rows and cards. */
export const Loading: Story = {
  args: { page: undefined, customers: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No shipment yet. */
export const Empty: Story = {
  args: {
    page: { ...fixtureShipmentPage, items: [], total: 0, summary: { active: 0, deliveredToday: 0, pendingCustoms: 0 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No shipments yet' })).toBeVisible();
  },
};

/** A search that finds nothing offers to clear it. */
export const NoMatch: Story = {
  args: { query: 'QAF-999', page: { ...fixtureShipmentPage, items: [], total: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No shipments match “QAF-999”' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all shipments' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
  },
};

/** The list failed to load. */
export const LoadError: Story = {
  args: { page: undefined, error: '500: Internal Server Error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The shipments could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phones (390 px): nothing overflows the page; the table scrolls inside its region. */
export const Mobile: Story = { ...phoneStory };
