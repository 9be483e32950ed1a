import type { DataRequestDto } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { withToasts } from '../../toastStory.tsx';
import { dataRequestFixtures } from './DataRightsCard.fixtures.ts';
import { DataRightsCard, type DataRightsCardProps } from './DataRightsCard.tsx';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 100));

const args = {
  requests: dataRequestFixtures,
  onRequest: fn(async (_kind: DataRequestDto['kind']): Promise<ActionResult> => later({ ok: true })),
  onDownload: fn(async (_request: DataRequestDto): Promise<ActionResult> => later({ ok: true })),
} satisfies DataRightsCardProps;

const meta = {
  title: 'Screens/Account/DataRightsCard',
  component: DataRightsCard,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof DataRightsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests made: a ready copy with Download, a rejection with its reason, an old downloaded copy. */
export const Requests: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
    await expect(card.getByText(/within 30 days/)).toBeVisible();
    // A copy is ready: no second one until it is downloaded.
    await expect(card.getByRole('button', { name: 'Request a copy' })).toBeDisabled();
    // The reason is isolated in a <bdi> inside "Reason: …" (it may be written in the other language).
    const reason = card.getByText(/^Your customs declarations/);
    await expect(reason).toBeVisible();
    await expect(reason.parentElement).toHaveTextContent(/^Reason: Your customs declarations/);
    await userEvent.click(card.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledWith(dataRequestFixtures[0]));
  },
};

/** Nothing requested yet; asking for a copy. */
export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('You have not made a request.')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Request a copy' }));
    await waitFor(() => expect(args.onRequest).toHaveBeenCalledWith('export'));
  },
};

/** Erasure asks for a confirmation that says what it does. */
export const ConfirmErasure: Story = {
  args: { requests: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request erasure' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Request the erasure of your data?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(/cannot be used or restored/)).toBeVisible();
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** Loading the requests. */
export const Loading: Story = { args: { requests: undefined } };

/** In Arabic on a 375 px phone. */
export const PhoneArabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'بياناتك' })).toBeVisible();
  },
};
