import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PackageIcon } from '../../private/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'Select a shipment to view details',
    description: 'Pick a shipment from the list to see its documents, updates and messages.',
    icon: <PackageIcon />,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Select a shipment to view details' }),
    ).toBeInTheDocument();
  },
};

const onClear = fn();

/** With a call to action. */
export const WithAction: Story = {
  args: {
    title: 'No results',
    description: 'Try shipments, tracking or documents.',
    action: (
      <Button variant="outline" onClick={onClear}>
        Clear search
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear search' }));
    await expect(onClear).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  args: { title: 'اختر شحنة لعرض تفاصيلها', description: 'اختر شحنة من القائمة لترى مستنداتها وتحديثاتها ورسائلها.' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'اختر شحنة لعرض تفاصيلها' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
};
