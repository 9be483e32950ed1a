import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../../../../components/Box/Box.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { LegalLayout } from './LegalLayout.tsx';

const meta = {
  title: 'Screens/Public/ContentPages/LegalLayout',
  component: LegalLayout,
  args: {
    onBack: fn(),
    children: (
      <Box padding="xxl">
        <Heading level={1}>Legal document</Heading>
      </Box>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legal bar's links, in order, and Back calling `onBack` (mouse and keyboard). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Site' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Features', '/features'],
      ['Tutorial', '/tutorial'],
      ['FAQ', '/#faq'],
      ['Login', '/app'],
    ]);
    const back = canvas.getByRole('button', { name: 'Back' });
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    back.blur();
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'رجوع' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Phones (390 px): the bar wraps, nothing overflows. */
export const Mobile: Story = { ...phoneStory };
