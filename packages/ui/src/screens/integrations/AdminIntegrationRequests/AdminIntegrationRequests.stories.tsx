import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminIntegrationRequests } from './AdminIntegrationRequests.tsx';

const meta = {
  title: 'Screens/Integrations/AdminIntegrationRequests',
  component: AdminIntegrationRequests,
  args: {
    requests: [
      {
        id: 2,
        integration: 'odoo',
        organizationId: 4,
        organizationName: 'شركة الصقر للشحن',
        requestedBy: 'saqr_admin',
        note: 'Odoo 17 Community, inventory and invoices',
        createdAt: '2026-11-24T08:00:00.000Z',
      },
      {
        id: 1,
        integration: 'sap',
        organizationId: 3,
        organizationName: 'Gulf Cargo',
        requestedBy: 'layla',
        note: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminIntegrationRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The requests, newest first, with the connector's name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Connector requests' })).toBeVisible();
    await expect(canvas.getByText('SAP S/4HANA')).toBeVisible();
    await expect(canvas.getByText('Odoo 17 Community, inventory and invoices')).toBeVisible();
  },
};

export const Empty: Story = { args: { requests: [] } };

export const Arabic: Story = { globals: { locale: 'ar' } };
