import type { MaintenancePrediction } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../../private/phoneStory.ts';
import { fixtureVehicles } from '../FleetManagement/FleetManagement.fixtures.ts';
import {
  fixtureAnalytics,
  fixtureOverduePrediction,
  fixturePrediction,
} from '../FleetOverview/FleetOverview.fixtures.ts';
import { FleetAnalytics, type FleetAnalyticsProps } from './FleetAnalytics.tsx';

const predictions: Record<number, MaintenancePrediction> = { 1: fixturePrediction, 2: fixtureOverduePrediction };

/** The container's part: calls the API (here the fixtures) and passes the prediction back. */
function Stateful(args: FleetAnalyticsProps) {
  const [prediction, setPrediction] = useState(args.prediction);
  return (
    <FleetAnalytics
      {...args}
      prediction={prediction}
      onPredict={async (vehicleId) => {
        const outcome = await args.onPredict(vehicleId);
        if (outcome.ok) setPrediction(predictions[vehicleId]);
        return outcome;
      }}
    />
  );
}

const meta = {
  title: 'Screens/Dashboard/Fleet Analytics',
  component: FleetAnalytics,
  render: (args) => <Stateful {...args} />,
  args: {
    analytics: fixtureAnalytics,
    vehicles: fixtureVehicles,
    onRetry: fn(),
    onPredict: fn<FleetAnalyticsProps['onPredict']>(async () => ({ ok: true as const })),
  },
} satisfies Meta<typeof FleetAnalytics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures, the insights with how each is computed, the charts, and the prediction panel. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Fleet analytics' })).toBeVisible();
    await step('insights: named facts with their figures and how they are computed', async () => {
      const insights = within(canvas.getByRole('region', { name: 'Insights' }));
      const terms = insights.getAllByRole('term').map((term) => term.textContent);
      await expect(terms).toEqual(['Busiest lane', 'Least used vehicle', 'Top driver', 'Trips started on time']);
      const values = canvasElement.querySelectorAll('[data-insight]');
      await expect(values[0]).toHaveTextContent('Jebel Ali Port → Al Quoz (12 trips)');
      await expect(values[1]).toHaveTextContent('16 4521: 372 km, 4 trips');
      await expect(values[2]).toHaveTextContent('Rashid Al Mazrouei: 19 trips completed');
      await expect(values[3]).toHaveTextContent('86.8% (33 of 38 trips started)');
      await expect(values[3]).toHaveTextContent('no later than 30 minutes after their planned start');
    });
    await step('the series as charts', async () => {
      await expect(canvas.getByRole('figure', { name: 'Fleet utilization, last 14 days' })).toBeInTheDocument();
      await expect(canvas.getByRole('figure', { name: 'Km driven per day, Nov 11 – 24' })).toBeInTheDocument();
      await expect(canvas.getByRole('figure', { name: 'Trips completed per day, Nov 11 – 24' })).toBeInTheDocument();
      await expect(canvas.getByRole('figure', { name: 'Km per vehicle, last 30 days' })).toBeInTheDocument();
    });
    await step('the prediction is labelled an estimate; retired vehicles are not offered', async () => {
      const panel = within(canvas.getByRole('region', { name: 'Maintenance prediction' }));
      await expect(panel.getByText('Estimate')).toBeVisible();
      const options = panel.getAllByRole('option').map((option) => option.textContent);
      await expect(options).not.toContain('Nissan Urvan (B 1234)');
    });
  },
};

/** Pick a vehicle, Predict: the next service, the risk in colour and words, the reasons with their weights. */
export const PredictionShown: Story = {
  name: 'Prediction shown',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const panel = within(canvas.getByRole('region', { name: 'Maintenance prediction' }));
    await step('Predict without a vehicle asks for one', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Predict' }));
      await expect(panel.getByRole('combobox', { name: 'Vehicle' })).toHaveAccessibleDescription(
        'Choose a vehicle first.',
      );
      await expect(args.onPredict).not.toHaveBeenCalled();
    });
    await step('the reefer: overdue, its reasons weighted', async () => {
      await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Vehicle' }), '2');
      await userEvent.click(panel.getByRole('button', { name: 'Predict' }));
      await expect(args.onPredict).toHaveBeenCalledWith(2);
      const result = await panel.findByRole('region', { name: 'Estimated next service of Isuzu NPR Reefer (16 4521)' });
      await expect(result).toHaveTextContent('Mar 6, 2026');
      await expect(result).toHaveTextContent('10,080 km');
      await expect(result).toHaveTextContent('Overdue by 263 days · 152,800 km');
      await expect(result.querySelector('[data-risk="overdue"]')).toHaveAttribute('data-tone', 'critical');
      await expect(result).toHaveTextContent('Overdue: service now');
      const reasons = within(result).getAllByRole('listitem');
      await expect(reasons[0]).toHaveTextContent('Km since the last service: 162,880 km');
      await expect(reasons[0]).toHaveTextContent('weight 61%');
      await expect(reasons[2]).toHaveTextContent('Summer heat: 4 months');
      await expect(reasons[4]).toHaveTextContent('Daily km: 250 km a day');
    });
  },
};

/** Arabic, right to left: insights and the prediction in Arabic; plates still left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { prediction: fixturePrediction },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'تحليلات الأسطول' });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    await expect(canvas.getByText('أكثر المسارات ازدحامًا')).toBeVisible();
    await expect(canvas.getByText('تقدير')).toBeVisible();
  },
};

/** A 375 px phone: nothing overflows the page sideways, the prediction shown. */
export const Mobile: Story = {
  ...phone375,
  args: { prediction: fixtureOverduePrediction },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Loading: skeleton figures, insights and charts; the picker waits for the vehicles. */
export const Loading: Story = {
  args: { loading: true, vehicles: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Fleet analytics' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Vehicle' })).toBeDisabled();
  },
};

/** The analytics failed to load: the API's reason and Try again; the prediction still works. */
export const LoadError: Story = {
  name: 'Error',
  args: { analytics: undefined, error: '500: Internal Server Error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The fleet analytics could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('region', { name: 'Maintenance prediction' })).toBeVisible();
  },
};

/** A prediction refused by the server: its reason, in the panel. */
export const PredictionError: Story = {
  args: {
    onPredict: fn<FleetAnalyticsProps['onPredict']>(async () => ({
      ok: false as const,
      error: 'A retired vehicle has no next service',
    })),
  },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Maintenance prediction' }));
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Vehicle' }), '1');
    await userEvent.click(panel.getByRole('button', { name: 'Predict' }));
    await expect(await panel.findByText('A retired vehicle has no next service')).toBeVisible();
  },
};

/** No vehicles and no trips yet: zero figures, no insights, empty charts, nothing to predict. */
export const Empty: Story = {
  args: {
    vehicles: [],
    analytics: {
      metrics: {
        utilizationRate: 0,
        avgDriverRating: null,
        totalDistance: { last30DaysKm: 0, allTimeKm: 0 },
        completedTrips: 0,
      },
      daily: fixtureAnalytics.daily.map((day) => ({
        ...day,
        completedTrips: 0,
        km: 0,
        vehiclesInUse: 0,
        utilizationRate: 0,
      })),
      distanceByVehicle: [],
      aiInsights: [],
      updatedAt: fixtureAnalytics.updatedAt,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No insights yet/)).toBeVisible();
    await expect(canvas.getByText('Add a vehicle to predict its next service.')).toBeVisible();
  },
};
