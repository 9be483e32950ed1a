import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { arabicStory, contentPageMeta, expectCallToAction, expectHeadings, expectOneH1 } from '../stories.ts';
import { AboutPage } from './AboutPage.tsx';

const meta = {
  title: 'Screens/Public/ContentPages/AboutPage',
  component: AboutPage,
  ...contentPageMeta,
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One h1; mission, vision, story, values, leadership roles, goals and the call to action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectOneH1(canvasElement);
    await expectHeadings(canvasElement, 2, [
      'Our mission',
      'Our vision',
      'Our story',
      'Our values',
      'Leadership',
      'What we are working towards',
    ]);
    await expectHeadings(canvasElement, 3, ['Chief Technology Officer']);
    await expect(canvasElement).toHaveTextContent('not awards we claim to have won');
    await expectCallToAction(canvasElement, { name: 'Explore the features', href: '/features' });
  },
};

/** Arabic, right to left. */
export const Arabic: Story = { ...arabicStory({ level: 2, name: 'رسالتنا' }) };

/** Phones (390 px). */
export const Mobile: Story = { ...phoneStory };
