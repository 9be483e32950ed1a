import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { fixtureCatalogue, fixtureCustomApis, fixtureIntegrations, fixtureRun } from '../integrations.fixtures.ts';
import { IntegrationHub, type IntegrationHubProps } from './IntegrationHub.tsx';

const args: IntegrationHubProps = {
  integrations: fixtureIntegrations,
  catalogue: fixtureCatalogue,
  customApis: fixtureCustomApis,
  canManage: true,
  onRetry: fn(),
  onSync: fn<IntegrationHubProps['onSync']>(async () => ({ ok: true, ...fixtureRun })),
  onToggle: fn<IntegrationHubProps['onToggle']>(async () => ({ ok: true })),
  onConfigure: fn<IntegrationHubProps['onConfigure']>(async () => ({ ok: true })),
  onRemove: fn<IntegrationHubProps['onRemove']>(async () => ({ ok: true })),
  onConnect: fn<IntegrationHubProps['onConnect']>(async () => ({ ok: true })),
  onRequest: fn<IntegrationHubProps['onRequest']>(async () => ({ ok: true })),
  onAddCustomApi: fn<IntegrationHubProps['onAddCustomApi']>(async () => ({ ok: true })),
  onUpdateCustomApi: fn<IntegrationHubProps['onUpdateCustomApi']>(async () => ({ ok: true })),
  onRemoveCustomApi: fn<IntegrationHubProps['onRemoveCustomApi']>(async () => ({ ok: true })),
  onTestCustomApi: fn<IntegrationHubProps['onTestCustomApi']>(async () => ({
    ok: true,
    status: 200,
    latencyMs: 84,
    error: null,
    at: '2026-11-24T10:00:00.000Z',
  })),
  onTestIntegration: fn<IntegrationHubProps['onTestIntegration']>(async () => ({
    ok: false,
    status: null,
    latencyMs: 312,
    error: 'The store refused the credentials (HTTP 401)',
    at: '2026-11-24T10:00:00.000Z',
  })),
};

const meta = {
  title: 'Screens/Integrations/IntegrationHub',
  component: IntegrationHub,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof IntegrationHub>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Connected stores: health from the runs, data flow, 3 features and '+N more', Sync with the spec's toast. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shopify = canvas.getByTestId('integration-shopify');
    await expect(within(shopify).getByRole('progressbar', { name: 'Connection health' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    await expect(within(shopify).getByText('+2 more')).toBeVisible();
    await expect(within(shopify).getByText('42 orders in · 40 tracking numbers out')).toBeVisible();
    await userEvent.click(within(shopify).getByRole('button', { name: 'Sync' }));
    await expect(args.onSync).toHaveBeenCalledWith(1);
    await expect(await body().findByText('Data synchronization completed successfully')).toBeInTheDocument();
    await expect(within(shopify).getByText(/1 order was skipped/)).toBeVisible();
    const woo = canvas.getByTestId('integration-woocommerce');
    await expect(within(woo).getByRole('alert')).toHaveTextContent('Sync failed: The store refused the credentials');
  },
};

/** Connect Shopify from the Marketplace: the button waits for the required fields. */
export const Connect: Story = {
  args: {
    catalogue: fixtureCatalogue.map((e) => ({ ...e, connected: false })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'API Marketplace' }));
    await userEvent.click(within(canvas.getByTestId('marketplace-shopify')).getByRole('button', { name: 'Connect' }));
    const dialog = await body().findByRole('dialog', { name: 'Connect Shopify' });
    const submit = within(dialog).getByRole('button', { name: 'Connect' });
    await expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Store address/), 'https://gulf-gadgets.myshopify.com');
    await userEvent.type(within(dialog).getByLabelText(/Admin API access token/), 'shpat_123');
    await userEvent.click(submit);
    await expect(args.onConnect).toHaveBeenCalledWith({
      integration: 'shopify',
      storeUrl: 'https://gulf-gadgets.myshopify.com',
      accessToken: 'shpat_123',
    });
    await expect(await body().findByText('Integration Connected')).toBeInTheDocument();
    await expect(within(canvas.getByTestId('marketplace-sap')).getByRole('button', { name: 'Request' })).toBeVisible();
  },
};

/** Custom APIs: Test makes the call and shows its status and latency. */
export const CustomApi: Story = {
  args: { defaultTab: 'custom' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const custom = canvas.getByRole('group', { name: 'Actions for Warehouse stock' });
    await userEvent.click(within(custom).getByRole('button', { name: 'Test' }));
    await expect(args.onTestCustomApi).toHaveBeenCalledWith('Warehouse stock');
    await expect(await canvas.findByText('HTTP 200 in 84 ms')).toBeVisible();
    // A connected store is one of the connected systems: Test and Configure, no Remove.
    const store = canvas.getByRole('group', { name: 'Actions for Shopify' });
    await expect(within(store).queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.click(within(store).getByRole('button', { name: 'Test' }));
    await expect(args.onTestIntegration).toHaveBeenCalledWith(1);
    await userEvent.click(within(store).getByRole('button', { name: 'Configure' }));
    await expect(await body().findByRole('dialog', { name: 'Shopify settings' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Add your API' }));
    const dialog = await body().findByRole('dialog', { name: 'Add your API' });
    await expect(within(dialog).getByRole('button', { name: 'Add API' })).toBeDisabled();
  },
};

/** Staff who are not admins: Sync, Test and Request, nothing that changes the connections. */
export const StaffView: Story = {
  args: { canManage: false, defaultTab: 'custom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Only an organization admin/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add your API' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
  },
};

export const Empty: Story = { args: { integrations: [], customApis: [] } };

export const Loading: Story = { args: { integrations: undefined } };

export const LoadError: Story = { args: { error: 'Integration Hub is not enabled for your account' } };

/** Arabic: right to left; addresses stay left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('integration-hub')).direction).toBe('rtl');
    await expect(canvas.getByRole('tab', { name: 'التكاملات النشطة' })).toBeVisible();
  },
};

/** A phone (375 px) in Arabic: cards one under the other, nothing wider than the screen. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
