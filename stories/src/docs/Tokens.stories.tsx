import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokenGallery } from './TokenGallery.tsx';

// The token gallery of the Tokens docs page as stories, so it runs through axe and visual regression in both
// themes like every component.
const meta = {
  title: 'Foundations/Tokens',
  component: TokenGallery,
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta<typeof TokenGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectPassingRatios = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('table', { name: /^Tones/ })).toBeVisible();
  // Every ratio the gallery prints meets its minimum.
  await expect(canvasElement.textContent).not.toContain('✗');
};

export const Light: Story = {
  args: { theme: 'light' },
  play: async ({ canvasElement }) => expectPassingRatios(canvasElement),
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => expectPassingRatios(canvasElement),
};
