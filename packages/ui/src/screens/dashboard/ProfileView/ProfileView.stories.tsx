import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataRequests } from '../../account/DataRequests/DataRequests.tsx';
import { dataRequestFixtures } from '../../profile/DataRightsCard/DataRightsCard.fixtures.ts';
import { DataRightsCard } from '../../profile/DataRightsCard/DataRightsCard.tsx';
import { withToasts } from '../../toastStory.tsx';
import { fixtureProfile } from '../dashboard.fixtures.ts';
import { type ProfileResult, ProfileView, type ProfileViewProps } from './ProfileView.tsx';

const ok = async (): Promise<ProfileResult> => ({ ok: true });
const args = {
  profile: fixtureProfile,
  onSave: fn(ok),
  onChangePassword: fn(ok),
} satisfies ProfileViewProps;

const meta = {
  title: 'Screens/Dashboard/ProfileView',
  component: ProfileView,
  args,
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Personal, company, contact and preference fields; Save Changes sends only what changed. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('prefilled', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Sara Al Nuaimi' })).toBeVisible();
      await expect(canvas.getByLabelText('Full name')).toHaveValue('Sara Al Nuaimi');
      await expect(canvas.getByLabelText('Job title')).toHaveValue('Operations manager');
      await expect(canvas.getByLabelText('Company name')).toHaveValue('Gulf Line Logistics');
      await expect(canvas.getByLabelText('E-mail')).toHaveValue('sara@gulfline.ae');
      await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
      await expect(canvas.getByRole('switch', { name: 'E-mail notifications' })).toBeChecked();
    });
    await step('nothing changed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(canvas.getByText('There are no changes to save.')).toBeVisible();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('Cancel restores the saved values', async () => {
      await userEvent.clear(canvas.getByLabelText('Job title'));
      await userEvent.type(canvas.getByLabelText('Job title'), 'Driver');
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(canvas.getByLabelText('Job title')).toHaveValue('Operations manager');
    });
    await step('save the changed fields', async () => {
      await userEvent.clear(canvas.getByLabelText('Job title'));
      await userEvent.type(canvas.getByLabelText('Job title'), '  Head of operations ');
      await userEvent.click(canvas.getByRole('radio', { name: 'العربية' }));
      await userEvent.click(canvas.getByRole('switch', { name: 'E-mail notifications' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
      await expect(args.onSave).toHaveBeenCalledWith({
        jobTitle: 'Head of operations',
        language: 'ar',
        emailNotifications: false,
      });
      await waitFor(() => expect(canvas.getByText('Your changes were saved.')).toBeVisible());
    });
  },
};

/** The rules of UpdateProfile, with messages in the user's language; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Full name'));
    await userEvent.clear(canvas.getByLabelText('E-mail'));
    await userEvent.type(canvas.getByLabelText('E-mail'), 'sara@');
    await userEvent.clear(canvas.getByLabelText(/Phone number/));
    await userEvent.type(canvas.getByLabelText(/Phone number/), 'call me');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address, such as name@company.ae.')).toBeVisible();
    await expect(canvas.getByText('Enter a phone number such as +971 50 123 4567.')).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Full name')).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's refusal is shown with what was typed kept. */
export const ServerError: Story = {
  args: { onSave: fn(async (): Promise<ProfileResult> => ({ ok: false, error: 'email is already in use' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('E-mail'));
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ops@gulfline.ae');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your changes could not be saved');
    await expect(alert).toHaveTextContent('email is already in use');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('ops@gulfline.ae');
  },
};

/** Password change: at least 12 characters, confirmed, different from the current one. */
export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Change password' }));
    await userEvent.type(form.getByLabelText('New password'), 'short');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(form.getByText('Enter your current password.')).toBeVisible();
    await expect(form.getByText('Use at least 12 characters.')).toBeVisible();
    await userEvent.type(form.getByLabelText('Current password'), 'old-password-123');
    await userEvent.clear(form.getByLabelText('New password'));
    await userEvent.type(form.getByLabelText('New password'), 'a-much-longer-password');
    await userEvent.type(form.getByLabelText('Repeat the new password'), 'a-much-longer-passwort');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(form.getByText('The two new passwords are not the same.')).toBeVisible();
    await userEvent.clear(form.getByLabelText('Repeat the new password'));
    await userEvent.type(form.getByLabelText('Repeat the new password'), 'a-much-longer-password');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old-password-123',
      newPassword: 'a-much-longer-password',
    });
    await waitFor(() => expect(form.getByText('Your password was changed.')).toBeVisible());
    await expect(form.getByLabelText('Current password')).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your profile…')).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { profile: { ...fixtureProfile, name: 'سارة النعيمي', language: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'سارة النعيمي' })).toBeVisible();
    await expect(canvas.getByText('المعلومات الشخصية')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'العربية' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'حفظ التغييرات' })).toBeVisible();
    await expect(canvas.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  },
};

/** An organization admin's profile ends with their own data rights and the organization's data requests (issue 16). */
export const WithDataRights: Story = {
  decorators: [withToasts],
  args: {
    profile: { ...fixtureProfile, role: 'org_admin' },
    dataRights: (
      <>
        <DataRightsCard requests={dataRequestFixtures} onRequest={fn(async () => ({ ok: true }))} onDownload={fn()} />
        <DataRequests requests={[]} onFulfil={fn()} onReject={fn()} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Data requests' })).toBeVisible();
  },
};
