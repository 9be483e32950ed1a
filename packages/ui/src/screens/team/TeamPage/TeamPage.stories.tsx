import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { fixtureLink, fixtureTeam } from '../team.fixtures.ts';
import { TeamPage, type TeamPageProps } from './TeamPage.tsx';

const invitation = fixtureTeam.invitations[0]!;
const args: TeamPageProps = {
  team: fixtureTeam,
  currentUserId: 1,
  onInvite: fn<TeamPageProps['onInvite']>(async (input) => ({
    ok: true,
    invitation: { ...invitation, id: 13, email: input.email, role: input.role ?? 'org_user' },
    link: fixtureLink,
    emailed: false,
  })),
  onResend: fn<TeamPageProps['onResend']>(async () => ({ ok: true, invitation, link: fixtureLink, emailed: true })),
  onRevoke: fn<TeamPageProps['onRevoke']>(async () => ({ ok: true })),
  onUpdateMember: fn<TeamPageProps['onUpdateMember']>(async (id, changes) => ({
    ok: true,
    ...fixtureTeam.members.find((m) => m.id === id)!,
    ...(changes.active === undefined ? {} : { active: changes.active }),
  })),
  onCopy: fn<NonNullable<TeamPageProps['onCopy']>>(async () => {}),
  onRetry: fn(),
};

const meta = {
  title: 'Screens/Team/TeamPage',
  component: TeamPage,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The staff and the pending invitations; the viewer cannot deactivate themselves. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Team' })).toBeInTheDocument();
    await expect(canvas.getByText('Omar Al Mansoori')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Actions for Layla Haddad' })).not.toHaveTextContent('Deactivate');
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Actions for Rashid Clerk' })).getByRole('button', {
        name: 'Reactivate',
      }),
    );
    await expect(args.onUpdateMember).toHaveBeenCalledWith(4, { active: true });
    await expect(canvas.getByText('Expired')).toBeVisible();
  },
};

/** Inviting: e-mail, role and the organization's features; then the link to copy (no SMTP). */
export const Invite: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite staff' }));
    const dialog = await body().findByRole('dialog', { name: 'Invite a member of staff' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'hana@gulfcargo.ae');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Live Tracking' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'hana@gulfcargo.ae',
      role: 'org_user',
      features: ['live-tracking'],
    });
    const link = await body().findByRole('dialog', { name: 'Invitation link' });
    await expect(within(link).getByRole('textbox', { name: 'Link' })).toHaveValue(fixtureLink);
    await userEvent.click(within(link).getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(fixtureLink);
  },
};

/** The server refuses (e.g. the last active admin): the toast carries its sentence. */
export const Refused: Story = {
  args: {
    onUpdateMember: fn<TeamPageProps['onUpdateMember']>(async () => ({
      ok: false,
      error: 'An organization needs at least one active admin',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Actions for سارة خليل' })).getByRole('button', { name: 'Deactivate' }),
    );
    await expect(await body().findByText('An organization needs at least one active admin')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { team: undefined } };

export const LoadError: Story = { args: { team: undefined, error: 'Organization admin access required' } };

/** Arabic: right to left; e-mail addresses stay left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'الفريق' });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    await expect(canvas.getByRole('button', { name: 'دعوة موظف' })).toBeVisible();
  },
};

/** A phone (375 px) in Arabic: the tables become cards, nothing wider than the screen. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
