import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { fixtureCustomers, fixtureLink } from '../team.fixtures.ts';
import { CustomersPage, type CustomersPageProps } from './CustomersPage.tsx';

const args: CustomersPageProps = {
  customers: fixtureCustomers,
  query: '',
  onQueryChange: fn(),
  onCreate: fn<CustomersPageProps['onCreate']>(async (input) => ({
    ok: true,
    customer: { ...fixtureCustomers[1]!, id: 30, name: input.name, email: input.email },
    link: fixtureLink,
    emailed: false,
  })),
  onUpdate: fn<CustomersPageProps['onUpdate']>(async (id, changes) => ({
    ok: true,
    ...fixtureCustomers.find((c) => c.id === id)!,
    ...(changes.active === undefined ? {} : { active: changes.active }),
  })),
  onImport: fn<CustomersPageProps['onImport']>(async () => ({
    ok: false,
    error: '2 problems on 2 lines; nothing was imported',
    errors: [
      { line: 3, field: 'email', message: 'email must be a valid e-mail address' },
      { line: 5, field: 'email', message: 'A user with this email already exists in your organization' },
    ],
  })),
  shipmentsHref: (customer) => `/app/dashboard/shipments?q=${customer.username}`,
  conversationsHref: (customer) => `/app/dashboard/ai-chat?customer=${customer.id}`,
  onCopy: fn<NonNullable<CustomersPageProps['onCopy']>>(async () => {}),
  onRetry: fn(),
};

const meta = {
  title: 'Screens/Team/CustomersPage',
  component: CustomersPage,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof CustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Customers with their shipments and chats; one still invited, one deactivated. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '12 shipments' })).toHaveAttribute(
      'href',
      '/app/dashboard/shipments?q=amina.trading',
    );
    await expect(canvas.getByText('Invited')).toBeVisible();
    await expect(canvas.getByText('Deactivated')).toBeVisible();
  },
};

/** Adding a customer: then their invitation link to copy. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add customer' }));
    const dialog = await body().findByRole('dialog', { name: 'Add a customer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Falcon Parts');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'buyer@falconparts.ae');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Falcon Parts',
      email: 'buyer@falconparts.ae',
      phoneNumber: undefined,
      companyName: undefined,
    });
    const link = await body().findByRole('dialog', { name: 'Invitation link' });
    await expect(within(link).getByRole('textbox', { name: 'Link' })).toHaveValue(fixtureLink);
  },
};

/** A refused CSV: every problem by line, nothing imported. */
export const ImportRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
    const dialog = await body().findByRole('dialog', { name: 'Import customers' });
    const file = new File(['name,email,phone,company\n'], 'customers.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import CSV' }));
    await expect(args.onImport).toHaveBeenCalledWith(file);
    await expect(await within(dialog).findByText('Nothing was imported')).toBeVisible();
    await expect(within(dialog).getByText(/Line 5/)).toBeVisible();
  },
};

export const Empty: Story = { args: { customers: [] } };

export const NoMatch: Story = { args: { customers: [], query: 'zzz' } };

/** Arabic: right to left; e-mail addresses and phone numbers stay left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'العملاء' })).direction).toBe('rtl');
    await expect(canvas.getByRole('link', { name: '12 شحنة' })).toBeVisible();
  },
};

/** A phone (375 px): search, buttons and cards fit the screen. */
export const Phone: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
