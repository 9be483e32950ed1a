import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { fixtureRequest, fixtureRoute, fixtureUnknownPlace } from './RouteOptimizer.fixtures.ts';
import { RouteOptimizer } from './RouteOptimizer.tsx';
import type { RouteOptimizerProps } from './types.ts';

const optimized = fn<RouteOptimizerProps['onOptimize']>(async () => ({ ok: true, route: fixtureRoute }));

const meta = {
  title: 'Screens/Dashboard/RouteOptimizer',
  component: RouteOptimizer,
  args: { onOptimize: optimized },
} satisfies Meta<typeof RouteOptimizer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request the form sends for `fixtureRequest`: trimmed, the departure in UAE time. */
const sentRequest = { ...fixtureRequest, departure: '2026-03-02T06:45:00+04:00' };

/** An empty form: the start is required, stops are added and removed, nothing is sent while it is wrong. */
export const EmptyForm: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('an empty start is refused before sending', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Optimize route' }));
      const start = canvas.getByRole('textbox', { name: /Start location/ });
      await expect(start).toHaveAccessibleDescription(/Enter a place name or latitude, longitude\./);
      await waitFor(() => expect(start).toHaveFocus());
      await expect(args.onOptimize).not.toHaveBeenCalled();
    });
    await step('stops are added, checked and removed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add stop' }));
      await expect(canvas.getByText('1 of 25 stops')).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('textbox', { name: /Stop 1/ })).toHaveFocus());
      await userEvent.type(canvas.getByRole('textbox', { name: /Start location/ }), 'Jebel Ali Port');
      await userEvent.click(canvas.getByRole('button', { name: 'Optimize route' }));
      await expect(canvas.getByRole('textbox', { name: /Stop 1/ })).toHaveAccessibleDescription(
        'Enter a place or remove this stop.',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Remove stop 1' }));
      await expect(canvas.getByText('0 of 25 stops')).toBeVisible();
    });
    await step('a start alone is a round trip request, sent with the default van', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Optimize route' }));
      await expect(args.onOptimize).toHaveBeenCalledWith({
        startLocation: 'Jebel Ali Port',
        waypoints: [],
        vehicleType: 'van',
      });
      await expect(await canvas.findByRole('heading', { name: 'Optimized route' })).toBeVisible();
    });
  },
};

/** The form filled and its route drawn: stops in the optimised order, totals, advice and legs as estimates. */
export const FilledWithResult: Story = {
  args: { initialRequest: fixtureRequest, result: fixtureRoute },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Stop 5/ })).toHaveValue('مطار الشارقة الدولي');
    await expect(
      canvas.getByText(/^Estimated from the road model: distances, times and advice are estimates/),
    ).toBeVisible();
    await expect(canvas.getByText('Order changed: 4 stops moved for a shorter drive.')).toBeVisible();
    await expect(canvas.getByText('Shortest order for the road model (exact solver).')).toBeVisible();
    const distance = canvas.getByRole('group', { name: 'Total distance' });
    await expect(distance).toHaveTextContent('724 km');
    await expect(canvas.getByRole('group', { name: 'Total time' })).toHaveTextContent('15 h 7 min');
    await expect(canvas.getByRole('group', { name: 'Arrival (ETA)' })).toHaveTextContent(/9:52 PM.*Mon, Mar 2/);
    await expect(canvas.getByText(/Truck ban: Dubai RTA keeps heavy trucks off E11, E44, and E311/)).toBeVisible();
    await expect(canvas.getByText(/Leave at 8:30 AM or later/)).toBeVisible();
    const map = canvas.getByRole('img', { name: 'Stops in order' });
    await expect(map.querySelectorAll('circle')).toHaveLength(fixtureRoute.stops.length);
    const legs = within(canvas.getByRole('list', { name: 'Legs' })).getAllByRole('listitem');
    await expect(legs).toHaveLength(fixtureRoute.legs.length);
    await expect(legs[0]).toHaveTextContent('Jebel Ali Port → Khalifa Port');
    await expect(legs[0]).toHaveTextContent('72.5 km · 3 h 21 min · leaves 8:30 AM, arrives 10:05 AM');
    await expect(legs[0]).toHaveTextContent('includes 1 h 45 min waiting for a truck ban');
  },
};

/** Optimize sends the checked request and draws the answer. */
export const Optimize: Story = {
  args: { initialRequest: fixtureRequest },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Optimized route' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Optimize route' }));
    await expect(args.onOptimize).toHaveBeenCalledWith(sentRequest);
    await expect(await canvas.findByRole('heading', { name: 'Optimized route' })).toBeVisible();
  },
};

/** A place the optimiser does not know: the closest places under that field, a click replaces the text. */
export const UnknownPlace: Story = {
  args: {
    initialRequest: { ...fixtureRequest, waypoints: ['Al Quoz', 'Jebal Aly'] },
    onOptimize: fn<RouteOptimizerProps['onOptimize']>(async () => ({ ok: false, ...fixtureUnknownPlace })),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const stop = canvas.getByRole('textbox', { name: /Stop 2/ });
    await step('the refusal is shown under the stop it names', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Optimize route' }));
      await expect(args.onOptimize).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(stop).toHaveAccessibleDescription('We do not know this place.'));
      await expect(canvas.getByText('Did you mean:')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: /Stop 1/ })).not.toHaveAttribute('aria-invalid', 'true');
    });
    await step('a suggestion replaces the text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Jebel Ali Port' }));
      await expect(stop).toHaveValue('Jebel Ali Port');
      await expect(canvas.queryByText('Did you mean:')).not.toBeInTheDocument();
      await expect(stop).not.toHaveAttribute('aria-invalid', 'true');
    });
  },
};

/** Any other refusal: the server's text above the button. */
export const ServerError: Story = {
  args: {
    initialRequest: fixtureRequest,
    onOptimize: fn<RouteOptimizerProps['onOptimize']>(async () => ({
      ok: false,
      error: '"27.1, 49.9" is outside the UAE: give latitude, longitude inside the country (e.g. 25.2, 55.3)',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Optimize route' }));
    await expect(await canvas.findByText('The route could not be optimized')).toBeVisible();
    await expect(canvas.getByText(/is outside the UAE/)).toBeVisible();
  },
};

/** While the optimiser works: the button says so and does not send twice. */
export const Loading: Story = {
  args: {
    initialRequest: fixtureRequest,
    onOptimize: fn<RouteOptimizerProps['onOptimize']>(() => new Promise(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Optimize route' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'loading'));
    await userEvent.click(button);
    await expect(args.onOptimize).toHaveBeenCalledTimes(1);
  },
};

/** Arabic: Arabic place names on the map and in the legs, Arabic numerals and units, right to left. */
export const Arabic: Story = {
  args: { initialRequest: fixtureRequest, result: fixtureRoute },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvasElement.querySelector('section') as HTMLElement).direction).toBe('rtl');
    await expect(canvas.getByRole('heading', { name: 'المسار المحسّن' })).toBeVisible();
    const legs = within(canvas.getByRole('list', { name: 'المراحل' })).getAllByRole('listitem');
    await expect(legs[0]).toHaveTextContent('ميناء جبل علي ← ميناء خليفة');
    await expect(canvas.getByRole('group', { name: 'إجمالي المسافة' })).toHaveTextContent('724 كم');
  },
};

/** Phones (390 px): the form and the result stack; nothing overflows the page. */
export const Mobile: Story = {
  ...phoneStory,
  args: { initialRequest: fixtureRequest, result: fixtureRoute },
};
