import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { withToasts } from '../../toastStory.tsx';
import { TwoFactorCard, type TwoFactorCardProps, type TwoFactorCardSetup } from './TwoFactorCard.tsx';

/** A QR-like picture (finder squares and a fixed pattern): the server's SVG stands in for it in the app. */
function fakeQr(): string {
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z" fill-rule="evenodd"/>`;
  for (let y = 0; y < 25; y++) {
    for (let x = 0; x < 25; x++) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 5 < 2) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 27 27"><rect x="-1" y="-1" width="27" height="27" fill="#fff"/><g fill="#000">${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}<path d="${cells.join('')}"/></g></svg>`;
}

const setup: TwoFactorCardSetup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrSvg: fakeQr() };
const recoveryCodes = [
  'k7m2-q9xp-4hw3',
  'b3nd-7tqa-m2vx',
  'p9fh-2kzr-8cwe',
  'x4ja-6uyd-q3ns',
  'r8ve-5mkb-t7gp',
  'h2cw-9qxf-d6ya',
  'u5tn-3jrm-w8kz',
  'e7gq-4vbp-n2hs',
  'y6xd-8aft-k5mr',
  'w3pk-7hzn-c9ub',
];
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 100));

const args = {
  status: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  onSetup: fn(async (): Promise<ActionResult<TwoFactorCardSetup>> => later({ ok: true, ...setup })),
  onConfirm: fn(
    async (_code: string): Promise<ActionResult<{ recoveryCodes: string[] }>> => later({ ok: true, recoveryCodes }),
  ),
  onDisable: fn(async (): Promise<ActionResult> => later({ ok: true })),
  onNewRecoveryCodes: fn(
    async (): Promise<ActionResult<{ recoveryCodes: string[] }>> => later({ ok: true, recoveryCodes }),
  ),
  onCopy: fn(async () => {}),
} satisfies TwoFactorCardProps;

const meta = {
  title: 'Screens/Dashboard/TwoFactorCard',
  component: TwoFactorCard,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof TwoFactorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The dialog of that name, once it has faded in. */
async function openedDialog(name: string) {
  const dialog = await body().findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Off: the password only, and Turn on. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
    await expect(card.getByText('Off')).toBeVisible();
    await expect(card.getByText('Your account is protected by your password only.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Turn on' })).toBeEnabled();
  },
};

/** On: since when, how many recovery codes are left, New recovery codes and Turn off. */
export const On: Story = {
  args: { status: { enabled: true, enabledAt: '2026-03-02T08:15:00Z', recoveryCodesLeft: 7 } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('On')).toBeVisible();
    await expect(card.getByText('On since March 2, 2026. 7 recovery codes left.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Turn off' })).toBeVisible();
  },
};

/** Turn on: the QR code, the key in groups of four (copied whole), and a 6-digit code checked before sending. */
export const Enrol: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn on' }));
    const dialog = await openedDialog('Set up your authenticator app');
    await expect(args.onSetup).toHaveBeenCalledOnce();
    const qr = dialog.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await waitFor(() => expect(dialog.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Copy key' }));
    await expect(args.onCopy).toHaveBeenCalledWith(setup.secret);
    const code = dialog.getByLabelText('6-digit code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '12345');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    await expect(dialog.getByText('Enter the 6 digits your app shows.')).toBeVisible();
    await expect(code).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The server refuses the code: its text in place, the code kept. */
export const EnrolWrongCode: Story = {
  args: {
    onConfirm: fn(
      async (_code: string): Promise<ActionResult<{ recoveryCodes: string[] }>> =>
        later({ ok: false, error: 'The code is not valid. Check the time on your phone and try the newest code.' }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn on' }));
    const dialog = await openedDialog('Set up your authenticator app');
    await userEvent.type(dialog.getByLabelText('6-digit code'), '123 456');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn on' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Check the time on your phone');
    await expect(dialog.getByLabelText('6-digit code')).toHaveValue('123 456');
  },
};

/** A confirmed code: the ten recovery codes, shown once, with copy, download and the warning. */
export const RecoveryCodes: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn on' }));
    const enrol = await openedDialog('Set up your authenticator app');
    await userEvent.type(enrol.getByLabelText('6-digit code'), '287082{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('287082');
    const dialog = await openedDialog('Your recovery codes');
    const list = dialog.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(dialog.getByText(/shown only now/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(expect.stringContaining('k7m2-q9xp-4hw3\nb3nd-7tqa-m2vx'));
    await expect(dialog.getByRole('button', { name: 'Download .txt' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'I have saved them' })).toBeVisible();
  },
};

/** Turn off asks for the password and a code; the server's refusal is shown in the dialog. */
export const TurnOffError: Story = {
  args: {
    status: { enabled: true, enabledAt: '2026-03-02T08:15:00Z', recoveryCodesLeft: 10 },
    onDisable: fn(async (): Promise<ActionResult> => later({ ok: false, error: 'The password or code is not valid.' })),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn off' }));
    const dialog = await openedDialog('Turn off two-factor sign-in');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expect(dialog.getByText('Enter your password.')).toBeVisible();
    await expect(dialog.getByLabelText('Password')).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('Password'), 'correct horse battery');
    await userEvent.type(dialog.getByLabelText('Code from your app or a recovery code'), ' K7M2-Q9XP-4HW3 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expect(args.onDisable).toHaveBeenCalledWith({ password: 'correct horse battery', code: 'k7m2-q9xp-4hw3' });
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('The password or code is not valid.'));
  },
};

/** In Arabic, digits typed on an Arabic keyboard (٠–٩) are sent as ASCII. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تفعيل' }));
    const dialog = await openedDialog('إعداد تطبيق المصادقة');
    await userEvent.type(dialog.getByLabelText('رمز من 6 أرقام'), '٢٨٧٠٨٢');
    await expect(dialog.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP');
    await userEvent.click(dialog.getByRole('button', { name: 'تفعيل' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('287082');
    await openedDialog('رموز الاسترداد');
  },
};

/** On a 375 px phone, in Arabic: the QR code, the key (wrapping in its groups) and the code field fit. */
export const EnrolPhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تفعيل' }));
    const dialog = await openedDialog('إعداد تطبيق المصادقة');
    const key = dialog.getByTestId('two-factor-key');
    await expect(key.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.getByLabelText('رمز من 6 أرقام')).toHaveAttribute('inputmode', 'numeric');
  },
};
