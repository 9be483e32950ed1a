import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon } from '../../private/icons.tsx';
import { Box } from '../Box/Box.tsx';
import { buttonSizes, buttonTones, buttonVariants } from '../Button/buttonVariants.ts';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <CloseIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by `label`, not by the icon. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Box display="flex" gap="md" alignItems="center">
      {buttonVariants.map((variant) =>
        buttonSizes.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            {...args}
            variant={variant}
            size={size}
            label={`Close (${variant}, ${size})`}
          />
        )),
      )}
    </Box>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** Keyboard: reachable with Tab and activated with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  args: { label: 'إغلاق' },
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إغلاق' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
