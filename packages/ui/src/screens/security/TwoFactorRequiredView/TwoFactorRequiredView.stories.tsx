import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { TwoFactorCard } from '../../profile/TwoFactorCard/TwoFactorCard.tsx';
import { withToasts } from '../../toastStory.tsx';
import { TwoFactorRequiredView, type TwoFactorRequiredViewProps } from './TwoFactorRequiredView.tsx';

const never = () => new Promise<never>(() => {});
const card = (enabled: boolean) => (
  <TwoFactorCard
    status={{ enabled, enabledAt: enabled ? '2026-11-24T09:58:00Z' : null, recoveryCodesLeft: 10, required: true }}
    onSetup={fn(async (): Promise<ActionResult<{ secret: string; qrSvg: string }>> => never())}
    onConfirm={fn(async (): Promise<ActionResult<{ recoveryCodes: string[] }>> => never())}
    onDisable={fn(async (): Promise<ActionResult> => never())}
    onNewRecoveryCodes={fn(async (): Promise<ActionResult<{ recoveryCodes: string[] }>> => never())}
  />
);

const args = {
  reason: 'organization',
  card: card(false),
  enabled: false,
  onContinue: fn(),
  onSignOut: fn(),
} satisfies TwoFactorRequiredViewProps;

const meta = {
  title: 'Screens/Security/TwoFactorRequiredView',
  component: TwoFactorRequiredView,
  args,
  decorators: [withToasts],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TwoFactorRequiredView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff of an organization that requires it: why, the card (Turn on, no Turn off), Sign out; no Continue yet. */
export const Organization: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in to continue' })).toBeVisible();
    await expect(page.getByText(/Your organization requires two-factor sign-in/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn on' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** Once it is on: Continue; the card says it cannot be turned off. */
export const Enabled: Story = {
  args: { card: card(true), enabled: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      page.getByText('Two-factor sign-in is required for your account, so it cannot be turned off.'),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Turn off' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** The super admin, on a server that requires it, in Arabic on a phone. */
export const ServerPhoneArabic: Story = {
  args: { reason: 'server' },
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
};
