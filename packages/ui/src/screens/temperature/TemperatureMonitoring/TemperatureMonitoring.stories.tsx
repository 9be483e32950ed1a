import type { ColdChainShipment, Reading, Sensor, ShipmentTemperature } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { TemperatureMonitoring, type TemperatureMonitoringProps } from './TemperatureMonitoring.tsx';

const END = Date.parse('2026-11-24T08:00:00.000Z');
const MIN = 60_000;

/** Two days of a pharma reefer every 30 minutes around 5 °C, with a 40-minute door-open breach. */
const readings: Reading[] = Array.from({ length: 97 }, (_, i) => {
  const at = END - (96 - i) * 30 * MIN;
  const breach = i >= 40 && i <= 41;
  return {
    sensorId: 1,
    at: new Date(at).toISOString(),
    temperatureC: breach ? 10.4 + (i - 40) * 0.8 : Math.round((5 + Math.sin(i / 2) * 0.8) * 10) / 10,
    humidity: 60,
  };
});

const assignment = {
  id: 1,
  shipmentId: 2,
  trackingNumber: 'QAF-240002',
  from: '2026-11-17T08:00:00.000Z',
  to: null,
};
const sensors: Sensor[] = [
  {
    id: 1,
    name: 'Reefer probe — pharma 1',
    kind: 'reefer',
    status: 'active',
    vehicleId: null,
    licensePlate: null,
    assignments: [assignment],
    lastReading: readings.at(-1)!,
    state: 'in_range',
    silent: false,
    createdAt: '2026-11-17T08:00:00.000Z',
  },
  {
    id: 2,
    name: 'Reefer truck unit',
    kind: 'reefer',
    status: 'active',
    vehicleId: 4,
    licensePlate: 'DXB K 48213',
    assignments: [],
    lastReading: { sensorId: 2, at: '2026-11-24T07:50:00.000Z', temperatureC: 26.3, humidity: 55 },
    state: 'no_range',
    silent: false,
    createdAt: '2026-11-17T08:00:00.000Z',
  },
  {
    id: 3,
    name: 'Door logger',
    kind: 'logger',
    status: 'revoked',
    vehicleId: null,
    licensePlate: null,
    assignments: [],
    lastReading: null,
    state: 'no_reading',
    silent: true,
    createdAt: '2026-11-10T08:00:00.000Z',
  },
];

const shipment: ColdChainShipment = {
  shipmentId: 2,
  trackingNumber: 'QAF-240002',
  status: 'delayed',
  origin: 'Mumbai, India',
  destination: 'Abu Dhabi, UAE',
  profile: { range: 'chilled', minC: null, maxC: null, toleranceMinutes: 15 },
  sensorNames: ['Reefer probe — pharma 1'],
  excursions: 1,
  openExcursions: 0,
};

const detail: ShipmentTemperature = {
  shipment,
  readings,
  sensors: [{ id: 1, name: 'Reefer probe — pharma 1' }],
  excursions: [
    {
      id: 1,
      shipmentId: 2,
      trackingNumber: 'QAF-240002',
      sensorId: 1,
      sensorName: 'Reefer probe — pharma 1',
      startedAt: readings[40]!.at,
      endedAt: readings[42]!.at,
      minC: 10.4,
      maxC: 11.2,
    },
  ],
  summary: { count: readings.length, minC: 4.2, maxC: 11.2, meanC: 5.1, minutesOutOfRange: 60 },
};

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 50));
const args = {
  sensors,
  shipments: [shipment],
  selectedShipmentId: 2,
  detail,
  onSelectShipment: fn(),
  onRegister: fn(async (input) =>
    later({
      ok: true as const,
      token: 'qs_3vJmQ1b8R0kq9cT2wX6yZpL4nA7sD5fG1hJ0kL2mN4o',
      sensor: { ...sensors[0]!, ...input },
    }),
  ),
  onRotate: fn(async (id: number) =>
    later({ ok: true as const, token: 'qs_9Zy8Xw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa6Zz5Y', sensor: sensors[id - 1]! }),
  ),
  onRevoke: fn(async (): Promise<ActionResult> => later({ ok: true })),
  onAttach: fn(async (): Promise<ActionResult> => later({ ok: true })),
  onDetach: fn(async (): Promise<ActionResult> => later({ ok: true })),
  vehicles: [
    { id: 4, licensePlate: 'DXB K 48213', name: 'Isuzu NPR' },
    { id: 7, licensePlate: 'SHJ 3 22190', name: 'Mitsubishi Fuso Canter' },
  ],
  onSetVehicle: fn(async (): Promise<ActionResult> => later({ ok: true })),
  onSetProfile: fn(async (): Promise<ActionResult> => later({ ok: true })),
  onDownloadReport: fn(),
  onPrint: fn(),
  onCopy: fn(async () => {}),
} satisfies TemperatureMonitoringProps;

const meta = {
  title: 'Screens/Temperature/TemperatureMonitoring',
  component: TemperatureMonitoring,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof TemperatureMonitoring>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see the sensors live, the monitored shipment and its report: chart with the range band, the excursion. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In range')).toBeVisible();
    await expect(canvas.getByText('Revoked')).toBeVisible();
    await expect(canvas.getByText('Cold-chain report: QAF-240002')).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="range-band"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadReport).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Print report' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** Registering a sensor shows its device token once, with Copy. */
export const Register: Story = {
  args: { selectedShipmentId: undefined, detail: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register sensor' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(/Name/), 'Pallet probe 7');
    await userEvent.selectOptions(body.getByLabelText('Kind'), 'probe');
    await userEvent.click(body.getByRole('button', { name: 'Register sensor' }));
    await expect(args.onRegister).toHaveBeenCalledWith({ name: 'Pallet probe 7', kind: 'probe' });
    const token = await body.findByTestId('shown-secret');
    await expect(token).toHaveValue('qs_3vJmQ1b8R0kq9cT2wX6yZpL4nA7sD5fG1hJ0kL2mN4o');
    await userEvent.click(body.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith('qs_3vJmQ1b8R0kq9cT2wX6yZpL4nA7sD5fG1hJ0kL2mN4o');
  },
};

/** A sensor is mounted in a vehicle of the fleet from Attach, and taken out of one with the Vehicle column's Detach. */
export const Vehicle: Story = {
  args: { selectedShipmentId: undefined, detail: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Detach DXB K 48213' }));
    await expect(args.onSetVehicle).toHaveBeenCalledWith(2, null);
    const actions = canvas.getByRole('group', { name: 'Actions for Reefer probe — pharma 1' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Attach' }));
    await userEvent.selectOptions(await body.findByLabelText('Attach to'), 'vehicle');
    await userEvent.selectOptions(body.getByLabelText(/Vehicle/), '7');
    await userEvent.click(body.getByRole('button', { name: 'Attach' }));
    await expect(args.onSetVehicle).toHaveBeenCalledWith(1, 7);
    await expect(args.onAttach).not.toHaveBeenCalled();
    // The dialog again, its vehicle chosen: what the screenshot shows.
    await userEvent.click(await within(actions).findByRole('button', { name: 'Attach' }));
    await userEvent.selectOptions(await body.findByLabelText('Attach to'), 'vehicle');
    await userEvent.selectOptions(body.getByLabelText(/Vehicle/), '4');
  },
};

/** Nothing registered yet. */
export const Empty: Story = { args: { sensors: [], shipments: [], selectedShipmentId: undefined, detail: undefined } };

/** Arabic, right to left: the time axis runs from the right. */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** A phone (375 px) in Arabic: nothing wider than the screen. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
};
