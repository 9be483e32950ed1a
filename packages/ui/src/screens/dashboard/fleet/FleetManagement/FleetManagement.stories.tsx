import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { withToasts } from '../../../toastStory.tsx';
import { fixtureAnalytics, fixtureDashboard } from '../FleetOverview/FleetOverview.fixtures.ts';
import { fixtureShipments, fixtureTripPage } from '../FleetTrips/FleetTrips.fixtures.ts';
import { fixtureRoute } from '../RouteOptimizer/RouteOptimizer.fixtures.ts';
import { fixtureDrivers, fixtureLatestPositions, fixtureToday, fixtureVehicles } from './FleetManagement.fixtures.ts';
import { FleetManagement } from './FleetManagement.tsx';
import type { FleetManagementProps } from './types.ts';

const ok = async () => ({ ok: true as const });

const args: FleetManagementProps = {
  defaultTab: 'vehicles',
  vehicles: fixtureVehicles,
  drivers: fixtureDrivers,
  today: fixtureToday,
  onCreateVehicle: fn<FleetManagementProps['onCreateVehicle']>(ok),
  onUpdateVehicle: fn<FleetManagementProps['onUpdateVehicle']>(ok),
  onRetireVehicle: fn<FleetManagementProps['onRetireVehicle']>(ok),
  onAddService: fn<FleetManagementProps['onAddService']>(ok),
  onCreateDriver: fn<FleetManagementProps['onCreateDriver']>(ok),
  onUpdateDriver: fn<FleetManagementProps['onUpdateDriver']>(ok),
  onRetireDriver: fn<FleetManagementProps['onRetireDriver']>(ok),
  tracker: {
    serverUrl: 'https://fleet.example.ae/api/fleet/positions',
    onCreateToken: fn(async () => ({ ok: true as const, token: 'x3V9qL0b7mT2kR8sW4yZ1aC6dE5fG0hJ9nP2uQ7vB4w' })),
    onRevokeToken: fn(async () => ({ ok: true as const, revoked: true })),
    onCopy: fn(async () => {}),
  },
  overview: {
    dashboard: fixtureDashboard,
    analytics: fixtureAnalytics,
    updatedAt: Date.parse('2026-11-24T06:30:00Z'),
    positions: fixtureLatestPositions,
  },
  trips: {
    trips: fixtureTripPage,
    shipments: fixtureShipments,
    onCreateTrip: fn(ok),
    onStartTrip: fn(ok),
    onCompleteTrip: fn(ok),
    onCancelTrip: fn(ok),
    now: Date.parse('2026-11-24T08:00:00Z'),
  },
  analytics: {
    analytics: fixtureAnalytics,
    updatedAt: Date.parse('2026-11-24T06:30:00Z'),
    onPredict: fn(ok),
  },
  routeOptimizer: {
    onOptimize: fn(async () => ({ ok: true as const, route: fixtureRoute })),
  },
};

const meta = {
  title: 'Screens/Dashboard/FleetManagement',
  component: FleetManagement,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof FleetManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Fills the Add Vehicle form with a valid Dubai van. */
async function fillVehicle(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByRole('textbox', { name: /Make/ }), 'Ford');
  await userEvent.type(form.getByRole('textbox', { name: /Model/ }), 'Transit');
  await userEvent.type(form.getByRole('textbox', { name: /Year/ }), '2024');
  await userEvent.type(form.getByRole('textbox', { name: /Number plate/ }), 'a-5521');
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Vehicle type/ }), 'van');
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Fuel type/ }), 'diesel');
  await userEvent.type(form.getByRole('textbox', { name: /Capacity \(kg\)/ }), '1500');
  await userEvent.type(form.getByRole('textbox', { name: /Capacity \(m³\)/ }), '11.5');
  await userEvent.type(form.getByLabelText(/Registration expiry/), '2027-05-01');
  await userEvent.type(form.getByLabelText(/Insurance expiry/), '2027-05-01');
}

/** The fleet: three figures counted from the lists, the vehicle cards with their expiry warnings. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the figures count the lists', async () => {
      await expect(canvas.getByRole('region', { name: 'Fleet Management' })).toBeVisible();
      const cards = within(canvas.getByRole('list', { name: 'Fleet summary' })).getAllByRole('listitem');
      const [vehicles, maintenance, drivers] = cards as [HTMLElement, HTMLElement, HTMLElement];
      await expect(vehicles).toHaveTextContent(/Vehicles active\s*2\s*of 4 vehicles in service/);
      await expect(maintenance).toHaveTextContent(/In maintenance\s*1\s*Vehicles in the workshop/);
      await expect(drivers).toHaveTextContent(/Drivers active\s*2\s*of 3 drivers not retired/);
    });
    await step('the tabs of spec 001 §2, in its order', async () => {
      const tabs = within(canvas.getByRole('tablist', { name: 'Fleet' })).getAllByRole('tab');
      await expect(tabs.map((tab) => tab.textContent)).toEqual([
        'Overview',
        'Vehicles',
        'Drivers',
        'Trips',
        'AI Analytics',
        'Route Optimizer',
      ]);
    });
    await step('a card per vehicle: plate left to right, mileage with separators, warnings', async () => {
      const cards = within(canvas.getByRole('list', { name: 'Vehicles' })).getAllByRole('listitem');
      await expect(cards).toHaveLength(fixtureVehicles.length);
      const [hiace, reefer] = cards as [HTMLElement, HTMLElement];
      await expect(within(hiace).getByText('A 12345')).toHaveAttribute('dir', 'ltr');
      await expect(hiace).toHaveTextContent('48,210 km');
      await expect(hiace).toHaveTextContent('Active');
      await expect(hiace).toHaveTextContent('Dec 10, 2026 · expires in 16 days');
      await expect(hiace).toHaveTextContent('Oil change, Oct 2, 2026');
      await expect(reefer).toHaveTextContent('Nov 15, 2026 · expired');
      await expect(reefer.querySelector('[data-status="maintenance"]')).toHaveAttribute('data-tone', 'caution');
    });
  },
};

/** Drivers: a driver without trips shows "No trips yet", never a figure. */
export const Drivers: Story = {
  args: { defaultTab: 'drivers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Drivers' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('No trips yet');
    await expect(cards[0]).toHaveTextContent('+971501234567');
    await expect(cards[1]).toHaveTextContent('Dec 5, 2026 · expires in 11 days');
    await expect(cards[2]).toHaveTextContent('8.6 / 10 · rating 4.7 / 5 · 42 trips');
  },
};

/** Add Vehicle: the API's rules before sending (the plate against its emirate), then the normalised request. */
export const AddVehicle: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = await body().findByRole('dialog', { name: 'Add vehicle' });
    const form = within(dialog);
    await step('an empty form says what is missing and sends nothing', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Add vehicle' }));
      await expect(form.getByRole('textbox', { name: /Make/ })).toHaveAccessibleDescription('This field is required.');
      await expect(form.getByRole('combobox', { name: /Vehicle type/ })).toHaveAccessibleDescription('Choose one.');
      await expect(form.getByRole('textbox', { name: /Make/ })).toHaveFocus();
      await expect(args.onCreateVehicle).not.toHaveBeenCalled();
    });
    await step('a plate of another emirate and an old year are refused', async () => {
      await fillVehicle(form);
      await userEvent.clear(form.getByRole('textbox', { name: /Number plate/ }));
      await userEvent.type(form.getByRole('textbox', { name: /Number plate/ }), '16 12345');
      await userEvent.clear(form.getByRole('textbox', { name: /Year/ }));
      await userEvent.type(form.getByRole('textbox', { name: /Year/ }), '1975');
      await userEvent.click(form.getByRole('button', { name: 'Add vehicle' }));
      await expect(form.getByRole('textbox', { name: /Number plate/ })).toHaveAccessibleDescription(
        /Not a plate of this emirate\. For example A 12345\./,
      );
      await expect(form.getByRole('textbox', { name: /Year/ })).toHaveAccessibleDescription(/Enter a year from 1980/);
    });
    await step('a valid form sends the CreateVehicle request', async () => {
      await userEvent.clear(form.getByRole('textbox', { name: /Number plate/ }));
      await userEvent.type(form.getByRole('textbox', { name: /Number plate/ }), 'a-5521');
      await userEvent.clear(form.getByRole('textbox', { name: /Year/ }));
      await userEvent.type(form.getByRole('textbox', { name: /Year/ }), '2024');
      await userEvent.click(form.getByRole('button', { name: 'Add vehicle' }));
      await expect(args.onCreateVehicle).toHaveBeenCalledWith({
        make: 'Ford',
        model: 'Transit',
        year: 2024,
        emirate: 'dubai',
        licensePlate: 'A 5521',
        vehicleType: 'van',
        fuelType: 'diesel',
        capacityKg: 1500,
        capacityM3: 11.5,
        mileageKm: 0,
        registrationExpiry: '2027-05-01',
        insuranceExpiry: '2027-05-01',
        status: 'active',
      });
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await expect(await body().findByText('Vehicle added')).toBeInTheDocument();
    });
  },
};

/** The server's refusal (a plate already in the fleet) is shown in the form, which keeps what was typed. */
export const AddVehicleServerError: Story = {
  args: {
    onCreateVehicle: fn<FleetManagementProps['onCreateVehicle']>(async () => ({
      ok: false,
      error: 'Your organization already has the Dubai plate A 5521',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Vehicle' }));
    const form = within(await body().findByRole('dialog', { name: 'Add vehicle' }));
    await fillVehicle(form);
    await userEvent.click(form.getByRole('button', { name: 'Add vehicle' }));
    await expect(await form.findByText('Not saved')).toBeVisible();
    await expect(form.getByText('Your organization already has the Dubai plate A 5521')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Make/ })).toHaveValue('Ford');
  },
};

/** Edit sends only what changed. */
export const EditVehicle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Toyota Hiace (A 12345)' }));
    const dialog = await body().findByRole('dialog', { name: 'Edit Toyota Hiace (A 12345)' });
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: /Mileage/ })).toHaveValue('48210');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Status/ }), 'maintenance');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(args.onUpdateVehicle).toHaveBeenCalledWith(1, { status: 'maintenance' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A service record: not after today; the odometer starts at the vehicle's mileage. */
export const AddServiceRecord: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add service: Toyota Hiace (A 12345)' }));
    const dialog = await body().findByRole('dialog', { name: 'Add service record: Toyota Hiace (A 12345)' });
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: /Odometer/ })).toHaveValue('48210');
    await userEvent.clear(form.getByLabelText(/Date/));
    await userEvent.type(form.getByLabelText(/Date/), '2026-12-01');
    await userEvent.click(form.getByRole('button', { name: 'Add record' }));
    await expect(form.getByLabelText(/Date/)).toHaveAccessibleDescription('The date cannot be after today.');
    await expect(form.getByRole('combobox', { name: /Kind of service/ })).toHaveAccessibleDescription('Choose one.');
    await userEvent.clear(form.getByLabelText(/Date/));
    await userEvent.type(form.getByLabelText(/Date/), '2026-11-20');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Kind of service/ }), 'tyres');
    await userEvent.clear(form.getByRole('textbox', { name: /Odometer/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Odometer/ }), '48500');
    await userEvent.type(form.getByRole('textbox', { name: /Cost/ }), '1240.50');
    await userEvent.click(form.getByRole('button', { name: 'Add record' }));
    await expect(args.onAddService).toHaveBeenCalledWith(1, {
      date: '2026-11-20',
      odometerKm: 48500,
      kind: 'tyres',
      costAed: 1240.5,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Retire asks first; a retired vehicle can no longer be serviced or retired. */
export const RetireVehicle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Retire: Nissan Urvan (B 1234)' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retire: BYD T3 (CC 778)' }));
    const dialog = await body().findByRole('dialog', { name: 'Retire BYD T3 (CC 778)?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await expect(args.onRetireVehicle).toHaveBeenCalledWith(4);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Add Driver: a local UAE mobile number is sent in E.164, the licence number upper case. */
export const AddDriver: Story = {
  args: { defaultTab: 'drivers' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Driver' }));
    const dialog = await body().findByRole('dialog', { name: 'Add driver' });
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /Full name/ }), 'Aisha Karim');
    await userEvent.type(form.getByRole('textbox', { name: /Phone/ }), '12345');
    await userEvent.type(form.getByRole('textbox', { name: /Licence number/ }), 'x');
    await userEvent.click(form.getByRole('button', { name: 'Add driver' }));
    await expect(form.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      'Enter a phone number, e.g. +971 50 123 4567 or 050 123 4567.',
    );
    await expect(form.getByRole('textbox', { name: /Licence number/ })).toHaveAccessibleDescription(
      'Use 3 to 20 letters, digits or hyphens.',
    );
    await userEvent.clear(form.getByRole('textbox', { name: /Phone/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Phone/ }), '050 765 4321');
    await userEvent.type(form.getByRole('textbox', { name: /Licence number/ }), 'yz-2201');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Licence class/ }), 'light_vehicle');
    await userEvent.type(form.getByLabelText(/Licence expiry/), '2029-01-31');
    await userEvent.click(form.getByRole('button', { name: 'Add driver' }));
    await expect(args.onCreateDriver).toHaveBeenCalledWith({
      name: 'Aisha Karim',
      phone: '+971507654321',
      licenseNumber: 'XYZ-2201',
      licenseClass: 'light_vehicle',
      licenseExpiry: '2029-01-31',
      status: 'active',
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Arabic, right to left: labels, Arabic digits and plates that still read left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'إدارة الأسطول' })).toBeVisible();
    await expect(getComputedStyle(canvasElement.querySelector('section') as HTMLElement).direction).toBe('rtl');
    const plate = canvas.getByText('A 12345');
    await expect(getComputedStyle(plate).direction).toBe('ltr');
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة مركبة' }));
    const form = within(await body().findByRole('dialog', { name: 'إضافة مركبة' }));
    await expect(form.getByRole('combobox', { name: /الإمارة/ })).toHaveDisplayValue('دبي');
  },
};

/** Phones (390 px): the cards stack; nothing overflows the page. */
export const Mobile: Story = { ...phoneStory };

/** No vehicle and no driver yet: the cards say 0 and the list invites the first vehicle. */
export const Empty: Story = {
  args: { vehicles: [], drivers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add your first vehicle' }));
    await expect(await body().findByRole('dialog', { name: 'Add vehicle' })).toBeInTheDocument();
  },
};

/** Loading: skeleton figures and cards. */
export const Loading: Story = {
  args: { vehicles: undefined, drivers: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Loading vehicles…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The vehicles failed to load: the server's reason and Try again; their figures show a dash. */
export const LoadError: Story = {
  args: { vehicles: undefined, vehiclesError: '500: Internal Server Error', onRetryVehicles: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The vehicles could not be loaded.')).toBeVisible();
    // No endless skeleton: the vehicle figures show a dash; the drivers' still count.
    const cards = within(canvas.getByRole('list', { name: 'Fleet summary' })).getAllByRole('listitem');
    await expect(cards[0]).toHaveTextContent('Vehicles active—');
    await expect(cards[2]).toHaveTextContent(/Drivers active\s*2/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryVehicles).toHaveBeenCalledTimes(1);
  },
};

/** Tracker: the server address, a device token created and shown once, copied; then revoked. */
export const Tracker: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tracker: Toyota Hiace (A 12345)' }));
    const dialog = await body().findByRole('dialog', { name: 'Connect a tracker: Toyota Hiace (A 12345)' });
    const form = within(dialog);
    await step('the server address; no token until one is created', async () => {
      await expect(form.getByRole('textbox', { name: 'Server address' })).toHaveValue(
        'https://fleet.example.ae/api/fleet/positions',
      );
      await expect(form.queryByRole('textbox', { name: /Device identifier/ })).toBeNull();
    });
    await step('a token is created, shown once and copied', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Create token' }));
      const token = await form.findByRole('textbox', { name: 'Device identifier (token)' });
      await expect(token).toHaveValue('x3V9qL0b7mT2kR8sW4yZ1aC6dE5fG0hJ9nP2uQ7vB4w');
      await expect(args.tracker?.onCreateToken).toHaveBeenCalledWith(fixtureVehicles[0]!.id);
      await expect(form.getByText('Copy it now: it is shown only this once')).toBeVisible();
      await userEvent.click(form.getByRole('button', { name: 'Copy' }));
      await expect(args.tracker?.onCopy).toHaveBeenCalledWith('x3V9qL0b7mT2kR8sW4yZ1aC6dE5fG0hJ9nP2uQ7vB4w');
    });
  },
};

/** Tracker, Arabic: the address and token stay left to right; a refusal shows the server's reason. */
export const TrackerArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    tracker: {
      serverUrl: 'https://fleet.example.ae/api/fleet/positions',
      onCreateToken: fn(async () => ({ ok: false as const, error: 'Vehicle not found' })),
      onRevokeToken: fn(async () => ({ ok: true as const, revoked: false })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: /^جهاز التتبع/ });
    await userEvent.click(buttons[0]!);
    const dialog = await body().findByRole('dialog', { name: /^ربط جهاز تتبع/ });
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: 'عنوان الخادم' })).toHaveAttribute('dir', 'ltr');
    await userEvent.click(form.getByRole('button', { name: 'إنشاء رمز' }));
    await expect(await form.findByText('Vehicle not found')).toBeVisible();
  },
};

/** Overview, the tab a container opens first: the figures, the alerts and the live map of the latest positions. */
export const Overview: Story = {
  args: { defaultTab: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const map = canvas.getByRole('img', { name: 'Live positions of the vehicles' });
    await expect(map).toBeVisible();
    await expect(canvasElement.querySelector('[data-status="maintenance"]')).not.toBeNull();
  },
};

/** Only the parts a container gives: without the other tabs' props the screen has Vehicles and Drivers. */
export const VehiclesAndDriversOnly: Story = {
  args: {
    overview: undefined,
    trips: undefined,
    analytics: undefined,
    routeOptimizer: undefined,
    defaultTab: undefined,
  },
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole('tablist', { name: 'Fleet' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Vehicles', 'Drivers']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/** The Trips, AI Analytics and Route Optimizer tabs open from the tab list, with the screen's vehicles. */
export const OtherTabs: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Trips', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Trips' }));
      await expect(await canvas.findByText(fixtureTripPage.items[0]!.tripNumber)).toBeVisible();
    });
    await step('AI Analytics predicts for a vehicle of the screen', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'AI Analytics' }));
      const picker = await canvas.findByRole('combobox', { name: /Vehicle/ });
      await userEvent.selectOptions(picker, String(fixtureVehicles[0]!.id));
      await userEvent.click(canvas.getByRole('button', { name: /Predict/ }));
      await waitFor(() => expect(args.analytics?.onPredict).toHaveBeenCalledWith(fixtureVehicles[0]!.id));
    });
    await step('Route Optimizer', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Route Optimizer' }));
      await expect(await canvas.findByRole('button', { name: /Optimi[sz]e/ })).toBeVisible();
    });
  },
};
