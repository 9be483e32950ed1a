import { expect, userEvent, within } from 'storybook/test';
import { inBox } from '../stories.fixtures.tsx';

/** Sample data shared by the charts' stories: the same months and amounts in every chart. */
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
export const arabicMonths = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو'];
export const roadShipments = [42, 58, 35, 71, 64, 88];
export const seaShipments = [20, 26, 31, 29, 40, 52];
/** Freight spend of three lanes or carriers, in dirhams. */
export const freightSpend = [18400, 12750, 6300];

/** Pairs each label with the value at its index. */
export function labelled(labels: string[], values: number[]): { label: string; value: number }[] {
  return labels.map((label, index) => ({ label, value: values[index] ?? 0 }));
}

/** Dirhams without decimals, as the freight-spend stories show them. */
export const formatDirhams = (value: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'AED', maximumFractionDigits: 0 }).format(value);

/** Gives a chart the width of a dashboard card. */
export const cardWidth = inBox({ style: { maxInlineSize: 640 } });

/**
 * The play of a chart's default story: the figure is named `name`, its table is read by screen readers, "Show as
 * table" shows the row named `row` and leaves focus on "Show as chart".
 */
export async function playTableToggle(
  canvasElement: HTMLElement,
  name: string,
  row: string,
  more?: () => Promise<void>,
) {
  const canvas = within(canvasElement);
  const figure = canvas.getByRole('figure', { name });
  await expect(within(figure).getByRole('table', { name })).toBeInTheDocument();
  await more?.();
  await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
  await expect(canvas.getByRole('row', { name: row })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
}

/** In Arabic the first month is drawn at the right of the last, and the table toggle is translated. */
export async function expectMonthsRightToLeft(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const january = canvas.getByText('يناير', { selector: 'text' }).getBoundingClientRect();
  const june = canvas.getByText('يونيو', { selector: 'text' }).getBoundingClientRect();
  await expect(january.left).toBeGreaterThan(june.left);
  await expect(canvas.getByRole('button', { name: 'العرض كجدول' })).toBeVisible();
}
