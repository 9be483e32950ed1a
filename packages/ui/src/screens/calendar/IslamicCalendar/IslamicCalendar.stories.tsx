import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { calculate, monthOf } from './IslamicCalendar.fixtures.ts';
import { IslamicCalendar, type IslamicCalendarProps } from './IslamicCalendar.tsx';

const args = {
  month: monthOf(2026, 11),
  onMonthChange: fn(),
  onCalculate: fn(async (query: Parameters<IslamicCalendarProps['onCalculate']>[0]) => calculate(query)),
} satisfies IslamicCalendarProps;

const meta = {
  title: 'Screens/Calendar/IslamicCalendar',
  component: IslamicCalendar,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof IslamicCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This month with today marked, the weekend shaded; the next month asked for; business days added over National Day. */
export const ThisMonth: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('calendar-month-title')).toHaveTextContent('November 2026');
    await expect(canvas.getByTestId('calendar-hijri-title')).toHaveTextContent('Jumada I 1448 AH – Jumada II 1448 AH');
    await expect(canvasElement.querySelector('[aria-current="date"]')).toHaveAttribute('data-date', '2026-11-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith(2026, 12);
    const add = within(canvas.getByTestId('calculator-add'));
    await userEvent.type(add.getByLabelText(/^From/), '2026-11-30');
    await userEvent.clear(add.getByLabelText(/^Business days/));
    await userEvent.type(add.getByLabelText(/^Business days/), '2');
    await userEvent.click(add.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(canvas.getByTestId('calculator-add-result')).toHaveTextContent(
        '2 business days later: Monday, December 7, 2026 (2 weekend days and 3 holidays skipped)',
      ),
    );
  },
};

/** Ramadan and Eid al-Fitr 1447: the expected holidays marked in the grid and listed with their Hijri dates. */
export const EidAlFitr: Story = {
  args: { month: monthOf(2026, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('calendar-hijri-title')).toHaveTextContent('Ramadan 1447 AH – Shawwal 1447 AH');
    await expect(canvasElement.querySelectorAll('td[data-holiday="eid_al_fitr"]')).toHaveLength(5);
    await expect(canvas.getAllByText('Expected, subject to moon sighting')).toHaveLength(5);
  },
};

/** December: Commemoration Day and National Day (fixed dates); counting business days between two days. */
export const NationalDay: Story = {
  args: { month: monthOf(2026, 12) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = within(canvas.getByTestId('calculator-count'));
    await userEvent.type(count.getByLabelText(/^From/), '2026-11-26');
    await userEvent.type(count.getByLabelText(/^To/), '2026-12-04');
    await userEvent.click(count.getByRole('button', { name: 'Count' }));
    await waitFor(() =>
      expect(canvas.getByTestId('calculator-count-result')).toHaveTextContent(
        '3 business days (2 weekend days and 3 holidays left out)',
      ),
    );
  },
};

/** The month could not be loaded: the API's message and Try again; the calculator still works. */
export const LoadError: Story = {
  args: { month: undefined, error: 'Service unavailable', onRetry: fn() },
};

/** A phone (375 px) in Arabic: the grid mirrored, Arabic month names in both calendars. */
export const PhoneArabic: Story = {
  ...phone375,
  args: { month: monthOf(2026, 3) },
  globals: { ...phone375.globals, locale: 'ar' },
};
