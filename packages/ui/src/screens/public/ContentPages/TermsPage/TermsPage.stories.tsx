import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { contentPageMeta, expectBackCalls, expectLegalHeader, expectRtlH1 } from '../stories.ts';
import { TermsPage } from './TermsPage.tsx';

const meta = {
  title: 'Screens/Public/ContentPages/TermsPage',
  component: TermsPage,
  args: { onBack: fn() },
  ...contentPageMeta,
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole terms: date, plans and prices, UAE law and the courts of Dubai, Back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expectLegalHeader(canvasElement, 'Terms of Service');
    const canvas = within(canvasElement);
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
    await expectBackCalls(canvasElement, args.onBack);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectRtlH1(canvasElement, 'شروط الخدمة');
    await expect(canvasElement).toHaveTextContent('محاكم دبي');
  },
};

/** Phones (390 px). */
export const Mobile: Story = { ...phoneStory };
