import type { Profile } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/Card/Card.tsx';
import { Text } from '../../../layout/Text.tsx';
import { dataRequestFixtures } from '../../profile/DataRightsCard/DataRightsCard.fixtures.ts';
import { DataRightsCard } from '../../profile/DataRightsCard/DataRightsCard.tsx';
import { TwoFactorCard } from '../../profile/TwoFactorCard/TwoFactorCard.tsx';
import { withToasts } from '../../toastStory.tsx';
import { AccountPage, type AccountPageProps } from './AccountPage.tsx';

const profile: Profile = {
  id: 7,
  username: 'demo',
  name: 'Aisha Rahman',
  email: 'aisha@gulf-traders.ae',
  jobTitle: null,
  companyName: 'Gulf Traders LLC',
  phoneNumber: null,
  role: 'customer',
  organizationName: 'Qafila Demo Logistics',
  language: 'en',
  emailNotifications: true,
};

const ok = async () => ({ ok: true as const });

const args = {
  profile,
  twoFactor: (
    <TwoFactorCard
      status={{ enabled: true, enabledAt: '2026-03-02T08:15:00Z', recoveryCodesLeft: 9 }}
      onSetup={fn()}
      onConfirm={fn()}
      onDisable={fn()}
      onNewRecoveryCodes={fn()}
    />
  ),
  // Where the integrator's sessions card goes: a stand-in so the slot's place shows.
  sessions: (
    <Card as="section" aria-label="Sessions">
      <CardHeader>
        <CardTitle as="h2">Sessions</CardTitle>
      </CardHeader>
      <CardBody>
        <Text tone="secondary">The signed-in sessions card goes here.</Text>
      </CardBody>
    </Card>
  ),
  dataRights: <DataRightsCard requests={dataRequestFixtures} onRequest={ok} onDownload={ok} />,
} satisfies AccountPageProps;

const meta = {
  title: 'Screens/Account/AccountPage',
  component: AccountPage,
  args,
  decorators: [withToasts],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's account: profile, two-factor sign-in, the sessions slot and the data-rights card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText('aisha@gulf-traders.ae')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
  },
};

/**
 * With the notifications switch (issue 17): turning it off is saved at once; a refusal puts it back and says why.
 */
export const Notifications: Story = {
  args: {
    twoFactor: undefined,
    sessions: undefined,
    dataRights: undefined,
    onNotificationsChange: fn(async (enabled: boolean) =>
      enabled ? { ok: true as const } : { ok: false as const, error: 'The server is not reachable' },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const toggle = page.getByRole('switch', { name: 'Tell me about my shipments' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onNotificationsChange).toHaveBeenCalledWith(false);
    await expect(await page.findByText('The server is not reachable')).toBeVisible();
    await expect(toggle).toBeChecked();
  },
};

/** While the profile loads. */
export const Loading: Story = {
  args: { profile: undefined, twoFactor: undefined, sessions: undefined, dataRights: undefined },
};

/** In Arabic on a 375 px phone. */
export const PhoneArabic: Story = {
  args: { sessions: undefined },
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
};
