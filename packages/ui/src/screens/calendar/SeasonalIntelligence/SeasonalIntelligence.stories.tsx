import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { newOrganization, overview } from './SeasonalIntelligence.fixtures.ts';
import { SeasonalIntelligence } from './SeasonalIntelligence.tsx';

const meta = {
  title: 'Screens/Calendar/SeasonalIntelligence',
  component: SeasonalIntelligence,
  args: { overview },
} satisfies Meta<typeof SeasonalIntelligence>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every season with its next dates, the past occurrences against the 4 weeks before, and the estimated forecast. */
export const Seasons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ramadan = within(canvas.getByTestId('season-ramadan'));
    await expect(ramadan.getByText(/Next: Feb 8, 2027 – Mar 8, 2027/)).toBeVisible();
    await expect(ramadan.getByText('Expected, subject to moon sighting')).toBeVisible();
    await expect(ramadan.getByText('16.1')).toBeVisible();
    await expect(ramadan.getByTestId('forecast-how')).toHaveTextContent(
      '12.9 a week without the season (volume forecast, up to 16 weeks ahead) × 1.25× (past seasons against the 4 weeks before them)',
    );
    await expect(within(canvas.getByTestId('season-summer')).getByTestId('not-enough-history')).toBeVisible();
  },
};

/** A new organization: no past season, so no forecast — said plainly for each season. */
export const NotEnoughHistory: Story = {
  args: { overview: newOrganization },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('not-enough-history')).toHaveLength(6);
  },
};

/** A phone (375 px) in Arabic. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
};
