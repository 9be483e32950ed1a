import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withStoryLinks } from '../storyLinks.tsx';
import { DashboardFallback, type DashboardFallbackProps } from './DashboardFallback.tsx';

const args = {
  featureCount: 4,
  overviewHref: '/app/dashboard/overview',
} satisfies DashboardFallbackProps;

const meta = {
  title: 'Screens/Dashboard/DashboardFallback',
  component: DashboardFallback,
  args,
  decorators: [withStoryLinks(fn())],
} satisfies Meta<typeof DashboardFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown section id: the welcome view with the total feature count. */
export const UnknownSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome to your dashboard' })).toBeVisible();
    await expect(canvas.getByTestId('feature-count')).toHaveTextContent('4 features are enabled for you.');
    await expect(canvas.getByText('There is no dashboard section at this address.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute(
      'href',
      '/app/dashboard/overview',
    );
  },
};

/** A known section not built yet: no figures, a plain statement. */
export const NotYetAvailable: Story = {
  args: { sectionTitle: 'Fleet Management', featureCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('feature-count')).toHaveTextContent('1 feature is enabled for you.');
    await expect(canvas.getByText(/Fleet Management is not available yet/)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { featureCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'مرحبًا بك في لوحة التحكم' })).toBeVisible();
    await expect(canvas.getByTestId('feature-count')).toHaveTextContent('ميزات مفعّلة لك');
  },
};
