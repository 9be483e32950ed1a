import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useDirection } from '../../direction/useDirection.ts';
import { Box } from '../Box/Box.tsx';
import { Button } from './Button.tsx';
import { buttonSizes, buttonTones, buttonVariants } from './buttonVariants.ts';

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M8 3v10M3 8h10" />
    </svg>
  );
}

/** Points forward in the reading direction: right in English, left in Arabic. */
function ForwardIcon() {
  const direction = useDirection();
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M3 8h10M9 4l4 4-4 4" />
    </svg>
  );
}

const meta = {
  title: 'Components/Button',
  component: Button,
  args: {
    children: 'Book shipment',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    leadingIcon: { control: false },
    trailingIcon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book shipment' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Outline: Story = { args: { variant: 'outline' } };

export const Ghost: Story = { args: { variant: 'ghost' } };

/** Destructive actions use the `critical` tone. */
export const Critical: Story = { args: { tone: 'critical', children: 'Cancel shipment' } };

export const Neutral: Story = { args: { tone: 'neutral', variant: 'outline', children: 'Export CSV' } };

/** Every variant in every tone. */
export const Matrix: Story = {
  render: (args) => (
    <Box display="grid" gap="md">
      {buttonTones.map((tone) => (
        <Box key={tone} display="flex" gap="md" alignItems="center">
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} tone={tone}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </Box>
      ))}
    </Box>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="md" alignItems="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </Box>
  ),
};

export const WithIcons: Story = {
  args: { leadingIcon: <PlusIcon />, trailingIcon: <ForwardIcon />, children: 'New shipment' },
  play: async ({ canvasElement }) => {
    // Icons are decorative: the accessible name is the label alone.
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('New shipment');
  },
};

/** The spinner replaces the content; the button keeps its size and focus and is named by `loadingLabel`. */
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Booking shipment…' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Booking shipment…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-state', 'loading');

    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();

    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book shipment' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-state', 'disabled');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Reachable with Tab, activated with Enter and Space, with a visible focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book shipment' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Arabic: the leading icon sits on the right and the forward arrow points left. */
export const RightToLeft: Story = {
  args: { leadingIcon: <PlusIcon />, trailingIcon: <ForwardIcon />, children: 'شحنة جديدة' },
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'شحنة جديدة' });
    await expect(getComputedStyle(button).direction).toBe('rtl');

    const [leading, trailing] = button.querySelectorAll('svg');
    await expect(leading!.getBoundingClientRect().left).toBeGreaterThan(trailing!.getBoundingClientRect().left);

    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
