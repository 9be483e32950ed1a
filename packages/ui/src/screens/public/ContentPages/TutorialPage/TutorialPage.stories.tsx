import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneGlobals, phoneStory } from '../../../../private/phoneStory.ts';
import { contentPageMeta, expectOneH1, expectRtlH1 } from '../stories.ts';
import { TutorialPage } from './TutorialPage.tsx';

const meta = {
  title: 'Screens/Public/ContentPages/TutorialPage',
  component: TutorialPage,
  ...contentPageMeta,
} satisfies Meta<typeof TutorialPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One h1, six steps, the demo and dashboard links, and the FAQ section at `#faq` with ten closed questions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectOneH1(canvasElement, 'Getting started with Qafila');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '/#contact');
    await expect(canvas.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute('href', '/app');
    const steps = canvasElement.querySelector('ol');
    await expect(steps).not.toBeNull();
    await expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
    const faq = canvasElement.querySelector('#faq');
    await expect(faq).not.toBeNull();
    const questions = within(faq as HTMLElement).getAllByRole('button');
    await expect(questions.length).toBeGreaterThanOrEqual(8);
    for (const question of questions) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      // Closed answers take no space (computed style, not just the hidden attribute).
      const answer = canvasElement.ownerDocument.getElementById(question.getAttribute('aria-controls') ?? '');
      await expect(answer && getComputedStyle(answer).display).toBe('none');
    }
    await expect(canvas.queryAllByRole('region', { name: /\?$/ })).toHaveLength(0);
  },
};

/** Keyboard: Tab reaches a question, Enter opens its answer, Space closes it; the others stay closed. */
export const FaqKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: 'How much does Qafila cost?' });
    const previous = canvas.getByRole('button', { name: 'How is my account kept secure?' });
    previous.focus();
    await userEvent.tab();
    await expect(question).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('region', { name: 'How much does Qafila cost?' });
    await expect(question).toHaveAttribute('aria-controls', answer.id);
    await expect(answer).toBeVisible();
    for (const price of ['$299', '$899', '$2,999', 'Custom']) await expect(answer).toHaveTextContent(price);
    await expect(previous).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).not.toBeVisible();
    await expect(getComputedStyle(answer).display).toBe('none');
    await expect(question).toHaveFocus();
  },
};

/** Several answers can be open at once; a click toggles too. */
export const FaqPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'How do tracking numbers work?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Where is my data stored?' }));
    await expect(canvas.getByRole('region', { name: 'How do tracking numbers work?' })).toHaveTextContent(
      'air waybill',
    );
    await expect(canvas.getByRole('region', { name: 'Where is my data stored?' })).toHaveTextContent(
      'In the United Arab Emirates.',
    );
  },
};

/** Arabic, right to left; the FAQ opens with the keyboard too. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRtlH1(canvasElement, 'البدء مع قافلة');
    const question = canvas.getByRole('button', { name: 'كم تبلغ تكلفة قافلة؟' });
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'كم تبلغ تكلفة قافلة؟' })).toBeVisible();
  },
};

/** Phones (390 px). */
export const Mobile: Story = { ...phoneStory };

/** Phones in Arabic, with one answer open. */
export const MobileArabic: Story = {
  ...phoneStory,
  globals: { ...phoneGlobals, locale: 'ar' },
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'كيف تعمل أرقام التتبع؟' }));
    await phoneStory.play(context);
  },
};
