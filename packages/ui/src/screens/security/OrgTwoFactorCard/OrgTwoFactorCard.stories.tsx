import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { withToasts } from '../../toastStory.tsx';
import { OrgTwoFactorCard, type OrgTwoFactorCardProps } from './OrgTwoFactorCard.tsx';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 100));

const args = {
  status: {
    requireTwoFactor: false,
    staffWithoutTwoFactor: [
      { id: 4, username: 'mariam.k', name: 'Mariam Al Ketbi' },
      { id: 7, username: 'ravi.n', name: null },
    ],
  },
  selfEnabled: true,
  onChange: fn(async (_required: boolean): Promise<ActionResult> => later({ ok: true })),
} satisfies OrgTwoFactorCardProps;

const meta = {
  title: 'Screens/Security/OrgTwoFactorCard',
  component: OrgTwoFactorCard,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof OrgTwoFactorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not required yet: the switch, and who of the staff has it off. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('2 members of staff have not turned it on yet:')).toBeVisible();
    const names = within(card.getByRole('list', { name: 'Staff without two-factor sign-in' }));
    await expect(names.getByText('Mariam Al Ketbi')).toBeVisible();
    await expect(names.getByText('ravi.n')).toBeVisible();
    await userEvent.click(card.getByRole('switch', { name: 'Require two-factor sign-in for staff' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(within(document.body).getByText('The sign-in rule is saved.')).toBeVisible());
  },
};

/** The admin has no two-factor sign-in: the switch is off and cannot be turned on, and says why. */
export const AdminWithoutTwoFactor: Story = {
  args: { selfEnabled: false },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('switch', { name: 'Require two-factor sign-in for staff' })).toBeDisabled();
    await expect(
      card.getByText('Turn on two-factor sign-in for your own account first (above), then you can require it.'),
    ).toBeVisible();
  },
};

/** Required, and every member of staff has it on. */
export const RequiredAllOn: Story = {
  args: { status: { requireTwoFactor: true, staffWithoutTwoFactor: [] } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('switch', { name: 'Require two-factor sign-in for staff' })).toBeChecked();
    await expect(card.getByText('Every member of staff has two-factor sign-in on.')).toBeVisible();
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
