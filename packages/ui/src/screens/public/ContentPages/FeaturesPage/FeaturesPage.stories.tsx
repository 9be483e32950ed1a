import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { arabicStory, contentPageMeta, expectCallToAction, expectHeadings, expectOneH1 } from '../stories.ts';
import { FeaturesPage } from './FeaturesPage.tsx';

const meta = {
  title: 'Screens/Public/ContentPages/FeaturesPage',
  component: FeaturesPage,
  ...contentPageMeta,
} satisfies Meta<typeof FeaturesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One h1, four groups, every feature, and the call to action to `/#contact`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectOneH1(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expectHeadings(canvasElement, 3, [
      'Document OCR and processing',
      'UAE and free-zone compliance',
      'Customs clearance',
      'Fleet management',
      'Live tracking',
      'Integration hub',
      'WhatsApp Business messaging',
      'Predictive delay analytics',
      'Islamic-finance-compliant payment terms',
      'Data-rights workflows',
      'Bilingual AI assistant',
    ]);
    await expect(canvasElement).toHaveTextContent('25+ ready-made connectors');
    await expectCallToAction(canvasElement, { name: 'Read the tutorial', href: '/tutorial' });
  },
};

/** Arabic, right to left. */
export const Arabic: Story = { ...arabicStory({ level: 3, name: 'مساعد ذكي ثنائي اللغة' }) };

/** Phones (390 px). */
export const Mobile: Story = { ...phoneStory };
