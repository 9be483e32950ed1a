// Play steps shared by the content pages' stories.
import { expect, userEvent, within } from 'storybook/test';

/** What the content pages' story metas share (spread next to their own `title` and `component`): the page fills the canvas. */
export const contentPageMeta = { parameters: { layout: 'fullscreen' } } as const;

/** The page has exactly one h1, reading `text` when given. */
export async function expectOneH1(canvasElement: HTMLElement, text?: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  if (text !== undefined) await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text);
}

/** The page's h1 (reading `text` when given) is laid out right to left. */
export async function expectRtlH1(canvasElement: HTMLElement, text?: string) {
  const heading = within(canvasElement).getByRole('heading', { level: 1 });
  if (text !== undefined) await expect(heading).toHaveTextContent(text);
  await expect(getComputedStyle(heading).direction).toBe('rtl');
}

/** Every heading of `level` named in `names` shows. */
export async function expectHeadings(canvasElement: HTMLElement, level: number, names: readonly string[]) {
  const canvas = within(canvasElement);
  for (const name of names) await expect(canvas.getByRole('heading', { level, name })).toBeVisible();
}

/** An Arabic story: the h1 is laid out right to left, and `heading` shows. */
export const arabicStory = (heading: { level: number; name: string }) => ({
  globals: { locale: 'ar' },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectRtlH1(canvasElement);
    await expect(within(canvasElement).getByRole('heading', heading)).toBeVisible();
  },
});

/** A legal document's header: one h1 reading `title`, and the last-updated line. */
export async function expectLegalHeader(canvasElement: HTMLElement, title: string) {
  await expectOneH1(canvasElement, title);
  await expect(within(canvasElement).getByText('Last updated: November 24, 2026')).toBeVisible();
}

/** Back in the legal bar calls `onBack`. */
export async function expectBackCalls(canvasElement: HTMLElement, onBack: () => void) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
  await expect(onBack).toHaveBeenCalledTimes(1);
}

/** The call to action's links: Book a Demo to the landing page's contact section, and the next page. */
export async function expectCallToAction(canvasElement: HTMLElement, next: { name: string; href: string }) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/#contact');
  await expect(canvas.getByRole('link', { name: next.name })).toHaveAttribute('href', next.href);
}
