import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { InvitationAccept, type InvitationAcceptProps } from './InvitationAccept.tsx';

const args: InvitationAcceptProps = {
  preview: {
    organizationName: 'Gulf Cargo',
    email: 'hana@gulfcargo.ae',
    role: 'org_user',
    suggestedUsername: 'hana',
  },
  onAccept: fn<InvitationAcceptProps['onAccept']>(async (values) => ({
    ok: true,
    token: 'v1.token',
    user: {
      id: 9,
      username: values.username,
      name: values.name,
      email: 'hana@gulfcargo.ae',
      role: 'org_user',
      organizationId: 2,
      organizationName: 'Gulf Cargo',
    },
  })),
  onAccepted: fn(),
};

const meta = {
  title: 'Screens/Team/InvitationAccept',
  component: InvitationAccept,
  args,
  parameters: { layout: 'fullscreen' },
  decorators: [withToasts],
} satisfies Meta<typeof InvitationAccept>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitee chooses a username (suggested from the e-mail), their name and a password. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Join Gulf Cargo' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('hana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Hana Saleh');
    await userEvent.type(canvas.getByLabelText(/Password/), 'a long enough password');
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(args.onAccept).toHaveBeenCalledWith({
      username: 'hana',
      name: 'Hana Saleh',
      password: 'a long enough password',
    });
    await expect(args.onAccepted).toHaveBeenCalled();
  },
};

/** The server refuses (a taken username): its sentence above the fields. */
export const Refused: Story = {
  args: {
    onAccept: fn<InvitationAcceptProps['onAccept']>(async () => ({
      ok: false,
      error: 'This username is not available: choose another one',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Hana');
    await userEvent.type(canvas.getByLabelText(/Password/), 'a long enough password');
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This username is not available');
  },
};

/** A used, revoked or expired link says why. */
export const Used: Story = {
  args: { preview: undefined, error: 'This invitation has already been used: sign in instead' },
};

export const Loading: Story = { args: { preview: undefined } };

/** Arabic, on a 375 px phone. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'انضم إلى Gulf Cargo' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
