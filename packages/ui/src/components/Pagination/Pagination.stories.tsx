import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { totalItems: 95, pageSize: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is `aria-current="page"`; previous/next stop at the ends; the summary follows. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1–10 of 95 results');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 10' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 91–95 of 95 results');
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const ManyPages: Story = { args: { totalItems: 1000, defaultPage: 50 } };

export const SingleResult: Story = {
  args: { totalItems: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 1–1 of 1 result');
  },
};

/** Arabic: "previous" points right, "next" points left, and the summary uses Arabic plural forms. */
export const RightToLeft: Story = {
  args: { defaultPage: 3 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'الصفحة السابقة' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'الصفحة التالية' }).getBoundingClientRect();
    await expect(previous.left).toBeGreaterThan(next.left);
    await expect(canvas.getByRole('button', { name: /الصفحة 3|الصفحة ٣/ })).toHaveAttribute('aria-current', 'page');
  },
};
