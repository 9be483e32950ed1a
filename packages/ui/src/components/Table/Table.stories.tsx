import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoreIcon } from '../../private/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Table, type TableColumn } from './Table.tsx';

interface Shipment {
  id: string;
  destination: string;
  weightKg: number;
  status: string;
}

const shipments: Shipment[] = [
  { id: 'QF1001', destination: 'Dubai', weightKg: 1200, status: 'In transit' },
  { id: 'QF1002', destination: 'Abu Dhabi', weightKg: 350, status: 'Delivered' },
  { id: 'QF1003', destination: 'Sharjah', weightKg: 8000, status: 'Pending' },
];

const numberFormat = (locale: string) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram' });

const columns = (locale: string, labels = ['Tracking number', 'Destination', 'Weight', 'Status']) =>
  [
    { id: 'id', header: labels[0], cell: (row) => row.id, sortable: true, sortValue: (row) => row.id },
    {
      id: 'destination',
      header: labels[1],
      cell: (row) => row.destination,
      sortable: true,
      sortValue: (row) => row.destination,
    },
    {
      id: 'weight',
      header: labels[2],
      cell: (row) => numberFormat(locale).format(row.weightKg),
      align: 'end',
      sortable: true,
      sortValue: (row) => row.weightKg,
    },
    { id: 'status', header: labels[3], cell: (row) => row.status },
  ] satisfies TableColumn<Shipment>[];

const meta = {
  title: 'Components/Table',
  component: Table<Shipment>,
  args: {
    caption: 'Shipments',
    columns: columns('en'),
    rows: shipments,
    getRowId: (row: Shipment) => row.id,
    onSortChange: fn(),
    rowActions: (row: Shipment) => (
      <IconButton label={`Actions for ${row.id}`} size="sm">
        <MoreIcon />
      </IconButton>
    ),
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof Table<Shipment>>;

export default meta;
type Story = StoryObj<typeof meta>;

const destinations = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('td[data-column="destination"] > span:last-child')).map(
    (cell) => cell.textContent,
  );

/** Sort buttons in the headers; the sorted column carries `aria-sort`. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Shipments' });
    const header = within(table).getByRole('columnheader', { name: 'Destination' });
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button', { name: 'Destination' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(destinations(canvasElement)).toEqual(['Abu Dhabi', 'Dubai', 'Sharjah']);
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'destination', direction: 'descending' });
    await expect(destinations(canvasElement)).toEqual(['Sharjah', 'Dubai', 'Abu Dhabi']);
    await expect(canvas.getByRole('cell', { name: '8,000 kg' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Actions for QF1002' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        title="No shipments yet"
        description="Create your first shipment to see it here."
        action={<Button size="sm">New shipment</Button>}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No shipments yet' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingRows: 3 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Shipments Loading…' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('tr[data-skeleton]')).toHaveLength(3);
  },
};

/** In a container narrower than 640 px, rows become cards with the header labels; it is still a table. */
export const Stacked: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByRole('cell', { name: 'Dubai' });
    const label = cell.firstElementChild as HTMLElement;
    await expect(label).toHaveTextContent('Destination');
    await expect(label).toBeVisible();
    await expect(label.getBoundingClientRect().top).toBeCloseTo(
      (cell.lastElementChild as HTMLElement).getBoundingClientRect().top,
      -1,
    );
    await expect(canvas.getByRole('columnheader', { name: 'Destination' })).toBeInTheDocument();
  },
};

/** Arabic: columns run right to left and numbers align to the inline end (left). */
export const RightToLeft: Story = {
  args: {
    caption: 'الشحنات',
    columns: columns('ar', ['رقم التتبع', 'الوجهة', 'الوزن', 'الحالة']),
    rows: [
      { id: 'QF1001', destination: 'دبي', weightKg: 1200, status: 'قيد النقل' },
      { id: 'QF1002', destination: 'أبوظبي', weightKg: 350, status: 'تم التسليم' },
    ],
    rowActions: (row: Shipment) => (
      <IconButton label={`إجراءات ${row.id}`} size="sm">
        <MoreIcon />
      </IconButton>
    ),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('columnheader', { name: 'رقم التتبع' }).getBoundingClientRect();
    const second = canvas.getByRole('columnheader', { name: 'الوجهة' }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(second.left);
    await userEvent.click(canvas.getByRole('button', { name: 'الوزن' }));
    await expect(canvas.getByRole('columnheader', { name: 'الوزن' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Arabic cards. */
export const StackedRightToLeft: Story = {
  ...RightToLeft,
  decorators: Stacked.decorators,
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'دبي' });
    const label = (cell.firstElementChild as HTMLElement).getBoundingClientRect();
    const value = (cell.lastElementChild as HTMLElement).getBoundingClientRect();
    await expect(label.left).toBeGreaterThan(value.left);
  },
};
