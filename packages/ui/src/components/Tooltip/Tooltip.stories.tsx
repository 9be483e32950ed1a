import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CloseIcon, InfoIcon } from '../../private/icons.tsx';
import { inBox } from '../../private/stories.fixtures.tsx';
import { Box } from '../Box/Box.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, tooltipSides } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Compliance checks run every night',
    children: (
      <IconButton label="About compliance checks">
        <InfoIcon />
      </IconButton>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides }, children: { control: false } },
  decorators: [inBox({ padding: 'xxxl', display: 'flex', justifyContent: 'center' })],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on keyboard focus at once, describes its trigger and closes with Escape. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'About compliance checks' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Compliance checks run every night');
    await expect(trigger).toHaveAccessibleDescription('Compliance checks run every night');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Hover waits 700 ms before opening. */
export const HoverDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'About compliance checks' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(await canvas.findByRole('tooltip', {}, { timeout: 1500 })).toBeInTheDocument();
  },
};

/** `start` and `end` follow the reading direction. */
export const Sides: Story = {
  render: (args) => (
    <Box display="flex" gap="xxl">
      {tooltipSides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={side}>
          <IconButton label={`Tooltip on ${side}`} variant="outline">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  ),
};

/** Arabic: `side="end"` opens to the left. */
export const RightToLeft: Story = {
  args: {
    content: 'تُجرى فحوص الامتثال كل ليلة',
    side: 'end',
    defaultOpen: true,
    children: (
      <IconButton label="حول فحوص الامتثال">
        <InfoIcon />
      </IconButton>
    ),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'حول فحوص الامتثال' });
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('تُجرى فحوص الامتثال كل ليلة');
    const content = tooltip.parentElement as HTMLElement;
    await waitFor(() =>
      expect(content.getBoundingClientRect().right).toBeLessThanOrEqual(trigger.getBoundingClientRect().left),
    );
  },
};
