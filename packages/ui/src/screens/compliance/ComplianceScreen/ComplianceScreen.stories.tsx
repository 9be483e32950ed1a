import type { ChecklistItem, ComplianceOverview, Licence, ShipmentCompliance } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { ComplianceScreen, type ComplianceScreenProps } from './ComplianceScreen.tsx';

const item = (
  documentType: ChecklistItem['documentType'],
  reason: ChecklistItem['reason'],
  state: ChecklistItem['state'],
  extra: Partial<ChecklistItem> = {},
): ChecklistItem => ({
  documentType,
  reason,
  authority: null,
  state,
  documentId: state === 'missing' || state === 'resolved' ? null : 1,
  documentStatus: state === 'complete' ? 'approved' : state === 'pending' ? 'pending' : null,
  resolution: null,
  ...extra,
});

const pharma: ShipmentCompliance = {
  shipmentId: 2,
  trackingNumber: 'QAF-240002',
  status: 'delayed',
  kind: 'air',
  origin: 'Mumbai, India',
  destination: 'Abu Dhabi, UAE',
  complete: 3,
  total: 6,
  completeness: 50,
  items: [
    item('commercial_invoice', 'always', 'complete'),
    item('packing_list', 'crosses_border', 'resolved', {
      resolution: {
        kind: 'received_outside',
        note: 'Packing list e-mailed by the shipper; filed in the ERP',
        by: 'Operations Desk',
        at: '2026-11-24T05:00:00.000Z',
      },
    }),
    item('air_waybill', 'air_transport', 'complete', { documentStatus: 'completed' }),
    item('certificate_of_origin', 'origin_outside_gcc', 'missing'),
    item('customs_declaration', 'crosses_border', 'missing'),
    item('import_permit', 'controlled_goods', 'pending', { authority: 'MOHAP' }),
  ],
};
const courier: ShipmentCompliance = {
  shipmentId: 6,
  trackingNumber: 'QAF-240006',
  status: 'in_transit',
  kind: 'domestic',
  origin: 'Dubai, UAE',
  destination: 'Ras Al Khaimah, UAE',
  complete: 1,
  total: 1,
  completeness: 100,
  items: [item('commercial_invoice', 'always', 'complete')],
};
const sea: ShipmentCompliance = {
  shipmentId: 1,
  trackingNumber: 'QAF-240001',
  status: 'in_transit',
  kind: 'sea',
  origin: 'Shanghai, China',
  destination: 'Dubai, UAE',
  complete: 4,
  total: 5,
  completeness: 80,
  items: [
    item('commercial_invoice', 'always', 'complete'),
    item('packing_list', 'crosses_border', 'complete'),
    item('bill_of_lading', 'sea_transport', 'complete'),
    item('certificate_of_origin', 'origin_outside_gcc', 'resolved', {
      resolution: {
        kind: 'received_outside',
        note: 'Held by the bank',
        by: 'Operations Desk',
        at: '2026-11-24T05:00:00.000Z',
      },
    }),
    item('customs_declaration', 'crosses_border', 'pending'),
  ],
};

const licence = (
  id: number,
  kind: Licence['kind'],
  number: string,
  authority: string,
  expiresOn: string,
  daysLeft: number,
  expiry: Licence['expiry'],
): Licence => ({
  id,
  kind,
  number,
  authority,
  issuedOn: '2025-12-20',
  expiresOn,
  note: '',
  daysLeft,
  expiry,
  updatedAt: '2026-11-20T06:00:00.000Z',
});

const overview: ComplianceOverview = {
  score: 66.7,
  requirements: 12,
  complete: 8,
  shipmentCount: 3,
  incompleteCount: 2,
  shipments: [pharma, sea, courier],
  licences: [
    licence(
      1,
      'trade_licence',
      'DEMO-DET-784512',
      'Dubai Department of Economy and Tourism',
      '2026-12-19',
      25,
      'within_30',
    ),
    licence(
      2,
      'import_permit',
      'DEMO-MOHAP-2291',
      'Ministry of Health and Prevention (MOHAP)',
      '2027-07-27',
      245,
      'valid',
    ),
    licence(3, 'export_permit', 'DEMO-EXP-1', 'Dubai Customs', '2026-11-20', -4, 'expired'),
  ],
};

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 50));
const args = {
  overview,
  canManageLicences: true,
  documentsHref: '/app/dashboard/documents',
  onResolve: fn(async (): Promise<ActionResult<ShipmentCompliance>> => later({ ok: true as const, ...pharma })),
  onReopen: fn(async (): Promise<ActionResult<ShipmentCompliance>> => later({ ok: true as const, ...pharma })),
  onSaveLicence: fn(
    async (_id: number | null, input): Promise<ActionResult<Licence>> =>
      later({
        ok: true as const,
        ...licence(9, input.kind, input.number, input.authority, input.expiresOn, 400, 'valid'),
      }),
  ),
  onDeleteLicence: fn(async (): Promise<ActionResult> => later({ ok: true })),
} satisfies ComplianceScreenProps;

const meta = {
  title: 'Screens/Compliance/ComplianceScreen',
  component: ComplianceScreen,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof ComplianceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The score, the shipments with their completeness, and the licences with their expiry badges. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('compliance-score')).toHaveTextContent('66.7%');
    await expect(canvas.getByText('Expires in 25 days')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Only shipments with missing documents' }));
    await expect(canvas.queryByText('QAF-240006')).toBeNull();
  },
};

/** A shipment's checklist: why each document is needed, its state; staff resolve a missing one with a note. */
export const ResolveItem: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Checklist' })[0]!);
    await expect(await body.findByText('Checklist of QAF-240002')).toBeInTheDocument();
    await expect(body.getByText(/import permit of MOHAP/)).toBeInTheDocument();
    const origin = within(body.getByTestId('checklist-certificate_of_origin'));
    await userEvent.click(origin.getByRole('button', { name: 'Resolve' }));
    await userEvent.type(await body.findByLabelText(/^Note/), 'Samples without commercial value');
    await userEvent.click(body.getAllByRole('button', { name: 'Resolve' }).at(-1)!);
    await waitFor(() =>
      expect(args.onResolve).toHaveBeenCalledWith(2, 'certificate_of_origin', {
        resolution: 'received_outside',
        note: 'Samples without commercial value',
      }),
    );
  },
};

/** A member of staff who is not an admin reads the licences; nothing to change. */
export const StaffReadOnly: Story = {
  args: { canManageLicences: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add licence or permit' })).toBeNull();
    await expect(canvas.getByText('Only organization admins change licences and permits.')).toBeVisible();
  },
};

/** Nothing open to score yet, no licences recorded. */
export const Empty: Story = {
  args: {
    overview: {
      score: null,
      requirements: 0,
      complete: 0,
      shipmentCount: 0,
      incompleteCount: 0,
      shipments: [],
      licences: [],
    },
  },
};

/** A phone (375 px) in Arabic: nothing wider than the screen. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
};
