import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals, phoneStory } from '../../../../private/phoneStory.ts';
import { contentPageMeta, expectBackCalls, expectLegalHeader, expectRtlH1 } from '../stories.ts';
import { PrivacyPage } from './PrivacyPage.tsx';

const meta = {
  title: 'Screens/Public/ContentPages/PrivacyPage',
  component: PrivacyPage,
  args: { onBack: fn(), onCookieSettings: fn() },
  ...contentPageMeta,
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole policy: one h1, the PDPL citation, the retention periods, cookie settings and Back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expectLegalHeader(canvasElement, 'Privacy Policy');
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(
      'UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data',
    );
    await expect(canvasElement).toHaveTextContent('We answer every request within 30 days');
    // Only what the product does: no encryption-at-rest claim (issue 12); requests are self-service and the
    // retention job runs daily (issue 16).
    await expect(canvasElement).not.toHaveTextContent('AES-256-GCM');
    await expect(canvasElement).not.toHaveTextContent('not yet');
    await expect(canvasElement).toHaveTextContent('A job runs every day and deletes what has passed its period');
    await expect(canvasElement).toHaveTextContent('You can ask for a copy of your data or for its erasure yourself');
    const table = within(canvas.getByRole('table', { name: 'Retention periods' }));
    const expected = {
      'Account data': 'The duration of the service plus 2 years',
      'Shipment records': '7 years',
      'Financial data': '10 years',
      'Compliance documents': '5 years',
      'Chat logs': '2 years',
      'Analytics data': '18 months',
      'Demo requests sent through our website': '2 years',
    };
    for (const [data, period] of Object.entries(expected)) {
      await expect(table.getByRole('row', { name: `${data} ${period}` })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Open cookie settings' }));
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'privacy@qafila.ae' })).toHaveAttribute(
      'href',
      'mailto:privacy@qafila.ae',
    );
    await expectBackCalls(canvasElement, args.onBack);
  },
};

/** Without `onCookieSettings` the text points to the footer only. */
export const WithoutCookieButton: Story = {
  args: { onCookieSettings: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Open cookie settings' })).toBeNull();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRtlH1(canvasElement, 'سياسة الخصوصية');
    await expect(canvas.getByRole('table', { name: 'مدد الاحتفاظ' })).toHaveTextContent('18 شهرًا');
  },
};

/** Phones (390 px). */
export const Mobile: Story = { ...phoneStory };

/** Phones in Arabic. */
export const MobileArabic: Story = { ...phoneStory, globals: { ...phoneGlobals, locale: 'ar' } };
