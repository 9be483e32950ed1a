import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Avatar, avatarSizes } from './Avatar.tsx';

// A tiny inline picture, so the story needs no network.
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0E6F69"/><circle cx="20" cy="16" r="7" fill="#CDEAE7"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#CDEAE7"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Layla Haddad' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a picture: initials, named by the full name. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Layla Haddad' });
    await expect(avatar).toHaveTextContent('LH');
    await expect(avatar).toHaveAttribute('data-state', 'fallback');
  },
};

export const WithPicture: Story = {
  args: { src: picture },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Layla Haddad' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'image'));
  },
};

/** A broken picture falls back to the initials. */
export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Layla Haddad' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('LH');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="md" alignItems="center">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Box>
  ),
};

/** Arabic names take a single initial. */
export const RightToLeft: Story = {
  args: { name: 'ليلى حداد' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'ليلى حداد' })).toHaveTextContent('ل');
  },
};
