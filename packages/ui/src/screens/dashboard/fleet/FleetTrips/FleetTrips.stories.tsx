import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { withToasts } from '../../../toastStory.tsx';
import { fixtureDrivers, fixtureVehicles } from '../FleetManagement/FleetManagement.fixtures.ts';
import { fixtureShipments, fixtureTripBreadcrumb, fixtureTripPage, fixtureTrips } from './FleetTrips.fixtures.ts';
import { FleetTrips } from './FleetTrips.tsx';
import type { FleetTripsProps } from './types.ts';

const ok = async () => ({ ok: true as const });

const args: FleetTripsProps = {
  trips: fixtureTripPage,
  vehicles: fixtureVehicles,
  drivers: fixtureDrivers,
  shipments: fixtureShipments,
  onPageChange: fn(),
  onStatusFilter: fn(),
  onSelectTrip: fn(),
  onCreateTrip: fn<FleetTripsProps['onCreateTrip']>(ok),
  onStartTrip: fn<FleetTripsProps['onStartTrip']>(ok),
  onCompleteTrip: fn<FleetTripsProps['onCompleteTrip']>(ok),
  onCancelTrip: fn<FleetTripsProps['onCancelTrip']>(ok),
  now: Date.parse('2026-11-24T08:00:00Z'),
};

const meta = {
  title: 'Screens/Dashboard/FleetTrips',
  component: FleetTrips,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof FleetTrips>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const empty = { items: [], total: 0, page: 1, pageSize: 20 };

/** Fills Create Trip: a van, its driver, Dubai → Jebel Ali → Abu Dhabi, two shipments, tomorrow 09:30. */
async function fillTrip(form: ReturnType<typeof within>, second = 'Jebel Ali') {
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Vehicle/ }), '1');
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Driver/ }), '21');
  await userEvent.type(form.getByRole('textbox', { name: /Stop 1/ }), 'Dubai');
  await userEvent.type(form.getByRole('textbox', { name: /Stop 2/ }), 'Abu Dhabi');
  await userEvent.click(form.getByRole('button', { name: 'Add stop' }));
  await userEvent.type(form.getByRole('textbox', { name: /Stop 3/ }), second);
  // The new stop goes between the two: one place earlier.
  await userEvent.click(form.getByRole('button', { name: 'Move stop 3 earlier' }));
  await userEvent.type(form.getByRole('searchbox', { name: 'Find by tracking number' }), '0010');
  await userEvent.click(form.getByRole('checkbox', { name: /QF-2026-00104/ }));
  await userEvent.click(form.getByRole('checkbox', { name: /QF-2026-00106/ }));
  await userEvent.type(form.getByLabelText(/Planned start date/), '2026-11-25');
  await userEvent.type(form.getByLabelText(/^Time/), '09:30');
}

/** A page of trips: status badges in the spec's colours, actions by status, pagination. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Trips, newest first' })).getAllByRole('listitem');
    const [planned, moving, done, cancelled] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await step('a card per trip', async () => {
      await expect(cards).toHaveLength(4);
      await expect(planned).toHaveTextContent('TRP-000004');
      await expect(planned).toHaveTextContent('Dubai → Abu Dhabi (one stop between)');
      await expect(planned).toHaveTextContent('A 12345');
      await expect(planned).toHaveTextContent('Rashid Al Mazrouei');
      await expect(planned).toHaveTextContent('148.6 km planned');
      await expect(done).toHaveTextContent('46.2 km planned · 51.8 km driven');
      await expect(done).toHaveTextContent('Rating4 / 5');
      await expect(moving).not.toHaveTextContent('Rating');
      await expect(moving).toHaveTextContent('Sharjah → Al Ain (one stop between)');
    });
    await step('status colours: in progress blue, completed green, the others grey', async () => {
      await expect(planned.querySelector('[data-status="planned"]')).toHaveAttribute('data-tone', 'neutral');
      await expect(moving.querySelector('[data-status="in_progress"]')).toHaveAttribute('data-tone', 'info');
      await expect(done.querySelector('[data-status="completed"]')).toHaveAttribute('data-tone', 'positive');
      await expect(cancelled.querySelector('[data-status="cancelled"]')).toHaveAttribute('data-tone', 'neutral');
    });
    await step('actions follow the status', async () => {
      const names = (card: HTMLElement) =>
        within(card)
          .queryAllByRole('button')
          .map((b) => b.getAttribute('aria-label'));
      await expect(names(planned)).toEqual(['Show on map: TRP-000004', 'Start: TRP-000004', 'Cancel trip: TRP-000004']);
      await expect(names(moving)).toEqual([
        'Show on map: TRP-000003',
        'Complete: TRP-000003',
        'Cancel trip: TRP-000003',
      ]);
      await expect(names(done)).toEqual(['Show on map: TRP-000002']);
    });
    await step('filter and pages go to the container', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'in_progress');
      await expect(args.onStatusFilter).toHaveBeenCalledWith('in_progress');
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await expect(args.onPageChange).toHaveBeenCalledWith(2);
      await userEvent.click(canvas.getByRole('button', { name: 'Show on map: TRP-000003' }));
      await expect(args.onSelectTrip).toHaveBeenCalledWith(3);
    });
  },
};

/** Arabic: the gazetteer's Arabic names for the stops, right to left; trip numbers and plates left to right. */
export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'الرحلات' });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    const cards = within(canvas.getByRole('list', { name: 'الرحلات، الأحدث أولًا' })).getAllByRole('listitem');
    await expect(cards[0]).toHaveTextContent('دبي ← أبوظبي');
    // A stop given as coordinates has no Arabic name and stays as typed.
    await expect(cards[1]).toHaveTextContent('الشارقة ← العين');
    await expect(getComputedStyle(within(cards[0]!).getByText('TRP-000004')).direction).toBe('ltr');
    await expect(canvas.getByRole('button', { name: 'إنشاء رحلة' })).toBeVisible();
  },
};

/** The selected trip on the map: its stops and the track so far. */
export const SelectedTrip: Story = {
  args: { selectedTrip: fixtureTrips[1], breadcrumb: fixtureTripBreadcrumb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Trip TRP-000003 on the map' });
    const map = within(panel).getByRole('img', { name: 'Map of the selected trip' });
    await expect(map).toHaveAccessibleDescription(
      'No vehicle positions. The selected trip: 3 stops, a track of 6 positions.',
    );
    await expect(map.querySelectorAll('rect[data-stop]')).toHaveLength(3);
    const card = within(canvas.getByRole('list', { name: 'Trips, newest first' })).getAllByRole('listitem')[1];
    await expect(card).toHaveAttribute('aria-current', 'true');
  },
};

/** No trip yet: an invitation to create the first. */
export const Empty: Story = {
  args: { trips: empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No trips yet' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Create your first trip' }));
    await expect(await body().findByRole('dialog', { name: 'Create trip' })).toBeInTheDocument();
  },
};

export const EmptyArabic: Story = {
  args: { trips: empty },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'لا رحلات بعد' })).toBeVisible();
  },
};

/** No trip with the chosen status: said plainly, no invitation. */
export const EmptyFiltered: Story = {
  args: { trips: empty, statusFilter: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No trips with this status.' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Cancelled');
  },
};

/** Loading: skeleton cards. */
export const Loading: Story = {
  args: { trips: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Loading trips…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The trips failed to load: the server's reason and Try again. */
export const LoadError: Story = {
  args: { trips: undefined, error: '500: Internal Server Error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The trips could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('500: Internal Server Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Create Trip: CreateTrip's rules before sending, then the request with the stops in order and Dubai time. */
export const CreateTrip: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Trip' }));
    const dialog = await body().findByRole('dialog', { name: 'Create trip' });
    const form = within(dialog);
    await step('only active vehicles and drivers, shipments not yet delivered', async () => {
      const vehicles = within(form.getByRole('combobox', { name: /Vehicle/ })).getAllByRole('option');
      await expect(vehicles.map((option) => option.textContent)).toEqual([
        'Choose…',
        'A 12345 · Toyota Hiace',
        'CC 778 · BYD T3',
      ]);
      const drivers = within(form.getByRole('combobox', { name: /Driver/ })).getAllByRole('option');
      await expect(drivers).toHaveLength(3);
      await expect(form.queryByRole('checkbox', { name: /QF-2026-00099/ })).not.toBeInTheDocument();
      await expect(dialog).toHaveTextContent('The planned distance is computed by the server');
    });
    await step('an empty form says what is missing and sends nothing', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Create trip' }));
      await expect(form.getByRole('combobox', { name: /Vehicle/ })).toHaveAccessibleDescription('Choose one.');
      await expect(form.getByRole('textbox', { name: /Stop 1/ })).toHaveAccessibleDescription(
        'This field is required.',
      );
      await expect(form.getByLabelText(/Planned start date/)).toHaveAccessibleDescription('Enter a date and a time.');
      await expect(args.onCreateTrip).not.toHaveBeenCalled();
    });
    await step('a filled form sends CreateTrip', async () => {
      await fillTrip(form);
      await expect(form.getByRole('status')).toHaveTextContent('2 shipments chosen');
      await expect(form.getByRole('button', { name: 'Remove stop 1' })).toBeEnabled();
      await userEvent.click(form.getByRole('button', { name: 'Create trip' }));
      await expect(args.onCreateTrip).toHaveBeenCalledWith({
        vehicleId: 1,
        driverId: 21,
        stops: ['Dubai', 'Jebel Ali', 'Abu Dhabi'],
        shipmentIds: [104, 106],
        plannedStart: '2026-11-25T09:30:00+04:00',
      });
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await expect(await body().findByText('Trip created')).toBeInTheDocument();
    });
  },
};

/** Arabic Create Trip: labels, hints and the stops' order buttons right to left. */
export const CreateTripArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء رحلة' }));
    const dialog = await body().findByRole('dialog', { name: 'رحلة جديدة' });
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: /المحطة 1 \(البداية\)/ })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'إضافة محطة' })).toBeEnabled();
  },
};

const unknownPlace = {
  ok: false as const,
  error: 'Unknown place "Jebal Aly"; did you mean Jebel Ali, Jebel Ali Port?',
  place: 'Jebal Aly',
  suggestions: [
    { id: 'jebel-ali', en: 'Jebel Ali', ar: 'جبل علي', similarity: 0.82 },
    { id: 'dwc', en: 'Al Maktoum International Airport', ar: 'مطار آل مكتوم الدولي', similarity: 0.41 },
  ],
};

/** An unknown stop: the server's closest places under it; one click puts one in its place. */
export const UnknownPlace: Story = {
  args: { onCreateTrip: fn<FleetTripsProps['onCreateTrip']>(async () => unknownPlace) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Trip' }));
    const form = within(await body().findByRole('dialog', { name: 'Create trip' }));
    await fillTrip(form, 'Jebal Aly');
    await userEvent.click(form.getByRole('button', { name: 'Create trip' }));
    await expect(await form.findByText(unknownPlace.error)).toBeVisible();
    await expect(form.getByText('Did you mean:')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Jebel Ali' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Al Maktoum International Airport' })).toBeVisible();
  },
};

/** Choosing a suggestion puts it in place of the unknown stop; the suggestions go. */
export const UnknownPlaceReplaced: Story = {
  ...UnknownPlace,
  play: async (context) => {
    await UnknownPlace.play!(context);
    const form = within(body().getByRole('dialog', { name: 'Create trip' }));
    await userEvent.click(form.getByRole('button', { name: 'Jebel Ali' }));
    await expect(form.getByRole('textbox', { name: /Stop 2/ })).toHaveValue('Jebel Ali');
    await expect(form.queryByText('Did you mean:')).not.toBeInTheDocument();
  },
};

export const UnknownPlaceArabic: Story = {
  ...UnknownPlace,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء رحلة' }));
    const form = within(await body().findByRole('dialog', { name: 'رحلة جديدة' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /المركبة/ }), '1');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /السائق/ }), '21');
    await userEvent.type(form.getByRole('textbox', { name: /المحطة 1/ }), 'دبي');
    await userEvent.type(form.getByRole('textbox', { name: /المحطة 2/ }), 'Jebal Aly');
    await userEvent.type(form.getByLabelText(/تاريخ بدء الرحلة/), '2026-11-25');
    await userEvent.type(form.getByLabelText(/^الوقت/), '09:30');
    await userEvent.click(form.getByRole('button', { name: 'إنشاء الرحلة' }));
    await userEvent.click(await form.findByRole('button', { name: 'جبل علي' }));
    await expect(form.getByRole('textbox', { name: /المحطة 2/ })).toHaveValue('جبل علي');
  },
};

const refused = 'Vehicle A 12345 is in maintenance: only an active vehicle can start a trip';

/** Start refused (409): the server's reason in the dialog, which stays open. */
export const StartRefused: Story = {
  args: { onStartTrip: fn<FleetTripsProps['onStartTrip']>(async () => ({ ok: false, error: refused })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start: TRP-000004' }));
    const dialog = await body().findByRole('dialog', { name: 'Start TRP-000004?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await expect(args.onStartTrip).toHaveBeenCalledWith(4);
    await expect(await within(dialog).findByText(refused)).toBeVisible();
    await expect(within(dialog).getByText('Not done')).toBeVisible();
    await expect(dialog).toBeInTheDocument();
  },
};

export const StartRefusedArabic: Story = {
  ...StartRefused,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'بدء: TRP-000004' }));
    const dialog = await body().findByRole('dialog', { name: 'بدء TRP-000004؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'بدء' }));
    await expect(await within(dialog).findByText(refused)).toBeVisible();
  },
};

/** Complete with the distance driven (left empty, the server takes the GPS distance) and the dispatcher's rating. */
export const CompleteTrip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete: TRP-000003' }));
    const dialog = await body().findByRole('dialog', { name: 'Complete TRP-000003' });
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /Actual distance/ }), '-3');
    await userEvent.click(form.getByRole('button', { name: 'Complete' }));
    await expect(form.getByRole('textbox', { name: /Actual distance/ })).toHaveAccessibleDescription(
      /Enter a distance from 0 to 10,000 km\./,
    );
    await userEvent.clear(form.getByRole('textbox', { name: /Actual distance/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Actual distance/ }), '87.5');
    const rating = within(form.getByRole('group', { name: 'Rating' }));
    await expect(rating.getByRole('radio', { name: 'No rating' })).toBeChecked();
    await expect(rating.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    await userEvent.click(rating.getByRole('radio', { name: '4' }));
    await userEvent.click(form.getByRole('button', { name: 'Complete' }));
    await expect(args.onCompleteTrip).toHaveBeenCalledWith(3, { actualDistanceKm: 87.5, rating: 4 });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Completing unrated: "No rating" sends no rating, and with no distance either, no body. */
export const CompleteTripUnrated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete: TRP-000003' }));
    const dialog = await body().findByRole('dialog', { name: 'Complete TRP-000003' });
    const form = within(dialog);
    await userEvent.click(form.getByRole('radio', { name: '2' }));
    await userEvent.click(form.getByRole('radio', { name: 'No rating' }));
    await userEvent.click(form.getByRole('button', { name: 'Complete' }));
    await expect(args.onCompleteTrip).toHaveBeenCalledWith(3);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The complete dialog open with a rating chosen, as a dispatcher sees it before confirming. */
export const CompleteTripDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complete: TRP-000003' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Complete TRP-000003' }));
    await userEvent.click(dialog.getByRole('radio', { name: '5' }));
    await expect(dialog.getByRole('radio', { name: '5' })).toBeChecked();
  },
};

/** Arabic: the rating's choices right to left, "بلا تقييم" first, digits as the locale formats them. */
export const CompleteTripDialogArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إنهاء: TRP-000003' }));
    const dialog = within(await body().findByRole('dialog', { name: 'إنهاء TRP-000003' }));
    const rating = within(dialog.getByRole('group', { name: 'التقييم' }));
    await expect(rating.getByRole('radio', { name: 'بلا تقييم' })).toBeChecked();
    const four = rating.getAllByRole('radio').find((radio) => radio.getAttribute('value') === '4')!;
    await expect(four).toHaveAccessibleName(/^(4|٤)$/);
    await userEvent.click(four);
    await expect(four).toBeChecked();
  },
};

/** Cancel asks first. */
export const CancelTrip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel trip: TRP-000004' }));
    const dialog = await body().findByRole('dialog', { name: 'Cancel TRP-000004?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel trip' }));
    await expect(args.onCancelTrip).toHaveBeenCalledWith(4);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Phones (390 px): the cards stack; nothing overflows the page. */
export const Mobile: Story = { ...phoneStory };

/** Create Trip on a phone: each stop's buttons wrap under its field; nothing overflows the dialog. */
export const CreateTripPhone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Trip' }));
    const dialog = await body().findByRole('dialog', { name: 'Create trip' });
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /Stop 1/ }), 'Jebel Ali Port');
    await userEvent.click(form.getByRole('button', { name: 'Add stop' }));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};
