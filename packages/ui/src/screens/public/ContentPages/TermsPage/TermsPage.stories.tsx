import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals, phoneViewport } from '../phone.ts';
import { TermsPage } from './TermsPage.tsx';

const meta = {
  title: 'Screens/Public/ContentPages/TermsPage',
  component: TermsPage,
  args: { onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole terms: date, plans and prices, UAE law and the courts of Dubai, Back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    await expect(canvas.getByText('Last updated: November 23, 2026')).toBeVisible();
    for (const plan of [
      'Starter: $299 per month',
      'Professional: $899 per month',
      'Enterprise: $2,999 per month',
      'Custom: priced with our sales team',
    ]) {
      await expect(canvas.getByText(plan)).toBeVisible();
    }
    await expect(canvasElement).toHaveTextContent('governed by the laws of the United Arab Emirates');
    await expect(canvasElement).toHaveTextContent('The courts of Dubai have exclusive jurisdiction');
    await expect(canvas.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('شروط الخدمة');
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(canvasElement).toHaveTextContent('محاكم دبي');
  },
};

/** Phones (390 px). */
export const Mobile: Story = {
  globals: phoneGlobals,
  parameters: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
