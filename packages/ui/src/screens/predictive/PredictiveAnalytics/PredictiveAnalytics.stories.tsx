import type { PredictiveOverview } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { noSkillOverview, notEnoughOverview, trainedOverview } from '../predictive.fixtures.ts';
import { PredictiveAnalytics, type PredictiveAnalyticsProps } from './PredictiveAnalytics.tsx';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 50));
const args = {
  overview: trainedOverview,
  onRetrain: fn(
    async (): Promise<ActionResult<PredictiveOverview>> => later({ ok: true as const, ...trainedOverview }),
  ),
  shipmentHref: (s) => `/app/dashboard/shipments?q=${s.trackingNumber}`,
} satisfies PredictiveAnalyticsProps;

const meta = {
  title: 'Screens/Predictive/PredictiveAnalytics',
  component: PredictiveAnalytics,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof PredictiveAnalytics>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A model with skill: its hold-out figures, calibration, the at-risk shipments with factors, the forecast; retrain. */
export const Trained: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByTestId('predictive-auc')).toHaveTextContent('0.81');
    await expect(canvas.getByText('Customs inspection: raises the risk')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'QAF-240031' })).toHaveAttribute(
      'href',
      '/app/dashboard/shipments?q=QAF-240031',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retrain now' }));
    await waitFor(() => expect(args.onRetrain).toHaveBeenCalled());
    await expect(await body.findByText('Model retrained: AUC 0.81 on 103 held-out shipments')).toBeInTheDocument();
  },
};

/** Trained, but no better than chance on held-out shipments: said plainly, and no risk per shipment. */
export const NoSkill: Story = {
  args: { overview: noSkillOverview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('predictive-no-skill')).toHaveTextContent('no better than chance');
    await expect(
      canvas.getByText('Risk per shipment is shown once the model has measurable skill on held-out shipments.'),
    ).toBeVisible();
  },
};

/** Too little history: the counts and what is needed; the forecast falls back to the mean. */
export const NotEnoughHistory: Story = {
  args: { overview: notEnoughOverview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('predictive-not-enough')).toHaveTextContent('You have 37 such shipments');
  },
};

/** A phone (375 px) in Arabic. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
};
