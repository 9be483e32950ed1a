import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneGlobals, phoneStory, phoneViewport } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { Landing } from './Landing.tsx';

const meta = {
  title: 'Screens/Public/Landing',
  component: Landing,
  args: { onContactSubmit: fn(async () => true) },
  parameters: { layout: 'fullscreen' },
  decorators: [withToasts],
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page; the figures are captioned as claims; Book a Demo reaches the contact form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Smarter logistics across the Emirates' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Learn More about Qafila features' })).toHaveAttribute(
      'href',
      '/features',
    );
    await expect(canvas.getByRole('link', { name: 'View All Features' })).toHaveAttribute('href', '/features');
    const stats = canvas.getByRole('region', { name: 'Qafila in numbers' });
    for (const value of ['25+', '95%', '98%', '7', '15+']) await expect(stats).toHaveTextContent(value);
    await expect(stats).toHaveTextContent('Figures as reported by our customers and partners');
    for (const band of ['$2K-8K', '$5K-15K', '$10K-25K']) await expect(canvas.getByText(band)).toBeVisible();
    await expect(canvas.getAllByText('Example · sample data')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Book a Demo' }));
    await waitFor(() => expect(canvas.getByLabelText(/Full Name/)).toHaveFocus());
    await expect(canvas.getByRole('form', { name: 'Schedule a Demo' })).toBeVisible();
  },
};

/** The app's own handler replaces the default scroll. */
export const CustomBookDemo: Story = {
  args: { onBookDemo: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Your Demo Now' }));
    await expect(args.onBookDemo).toHaveBeenCalledTimes(1);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('خدمات لوجستية أذكى في أنحاء الإمارات');
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(canvas.getByRole('button', { name: 'احجز عرضًا توضيحيًا الآن' })).toBeVisible();
  },
};

/** Phones (390 px). */
export const Mobile: Story = { ...phoneStory };

/** Phones in Arabic. */
export const MobileArabic: Story = {
  globals: { ...phoneGlobals, locale: 'ar' },
  parameters: phoneViewport,
};
