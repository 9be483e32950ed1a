import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../components/Badge/Badge.tsx';
import { Box } from '../components/Box/Box.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Link } from '../components/Link/Link.tsx';
import { brandStyle } from './brandStyle.ts';
import { brandTokens } from './brandTokens.ts';
import { contrastRatio, parseColor, toHex } from './color.ts';
import { darkTokens } from './darkTokens.ts';
import { lightTokens } from './lightTokens.ts';
import { type ThemeName, themes } from './themes.ts';

/** A purple that passes as is, an orange that needs darkening, a yellow that takes dark text. */
const brands = ['#6B2FBF', '#E4572E', '#FFD23F'] as const;

interface Labels {
  book: string;
  track: string;
  status: string;
  link: string;
}

const english: Labels = { book: 'Book shipment', track: 'Track', status: 'In transit', link: 'Privacy policy' };
const arabic: Labels = { book: 'احجز شحنة', track: 'تتبّع', status: 'قيد النقل', link: 'سياسة الخصوصية' };

function BrandRow({ primaryColor, labels, theme }: { primaryColor: string; labels: Labels; theme: ThemeName }) {
  return (
    <figure aria-label={primaryColor} style={{ ...brandStyle(primaryColor, theme), marginBlock: 0, marginInline: 0 }}>
      <figcaption>
        <code dir="ltr">{primaryColor}</code>
      </figcaption>
      <Box display="flex" gap="md" alignItems="center" flexWrap="wrap" paddingBlock="sm">
        <Button>{labels.book}</Button>
        <Button variant="outline">{labels.track}</Button>
        <Badge tone="accent">{labels.status}</Badge>
        <Link href="#privacy">{labels.link}</Link>
      </Box>
    </figure>
  );
}

function BrandOverride({ labels, theme = 'light' }: { labels: Labels; theme?: ThemeName }) {
  return (
    <Box display="grid" gap="sm">
      {brands.map((primaryColor) => (
        <BrandRow key={primaryColor} primaryColor={primaryColor} labels={labels} theme={theme} />
      ))}
    </Box>
  );
}

const hex = (computed: string) => toHex(parseColor(computed));

/** Reads the rendered colours back: they are the derived tokens, and they keep their contrast. */
async function checkColours(canvasElement: HTMLElement, labels: Labels, theme: ThemeName) {
  const surface = (theme === 'dark' ? darkTokens : lightTokens).color.surface.base;
  for (const primaryColor of brands) {
    const tokens = brandTokens(primaryColor, theme);
    const row = within(within(canvasElement).getByRole('figure', { name: primaryColor }));

    const solid = getComputedStyle(row.getByRole('button', { name: labels.book }));
    await expect(hex(solid.backgroundColor)).toBe(tokens.solid);
    await expect(hex(solid.color)).toBe(tokens.onSolid);
    await expect(contrastRatio(solid.color, solid.backgroundColor)).toBeGreaterThanOrEqual(4.5);

    const outline = getComputedStyle(row.getByRole('button', { name: labels.track }));
    await expect(hex(outline.color)).toBe(tokens.text);
    await expect(hex(outline.borderInlineStartColor)).toBe(tokens.border);

    const badge = getComputedStyle(row.getByText(labels.status));
    await expect(hex(badge.backgroundColor)).toBe(tokens.soft);
    await expect(contrastRatio(badge.color, badge.backgroundColor)).toBeGreaterThanOrEqual(4.5);

    const link = getComputedStyle(row.getByRole('link', { name: labels.link }));
    await expect(hex(link.color)).toBe(tokens.text);
    await expect(contrastRatio(link.color, surface)).toBeGreaterThanOrEqual(4.5);
  }
}

const themeOf = (value: unknown): ThemeName =>
  typeof value === 'string' && value in themes ? (value as ThemeName) : 'light';

const meta = {
  title: 'Themes/BrandOverride',
  component: BrandOverride,
  args: { labels: english },
  argTypes: { labels: { control: false }, theme: { control: false } },
  // The tokens are derived for the theme the story is shown in (toolbar, or the `storybook-dark` test project).
  render: (args, { globals }) => <BrandOverride {...args} theme={themeOf(globals.theme)} />,
  parameters: {
    docs: {
      description: {
        component:
          'White-label accent colours from one `#RRGGBB` each: `brandStyle(primaryColor, theme)` on any element, or `brand` on `QafilaProvider` (which passes its `theme`). Text and `onSolid` keep 4.5:1 on the surfaces of that theme.',
      },
    },
  },
} satisfies Meta<typeof BrandOverride>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement, globals }) => {
    await checkColours(canvasElement, english, themeOf(globals.theme));
  },
};

export const Arabic: Story = {
  args: { labels: arabic },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, globals }) => {
    await checkColours(canvasElement, arabic, themeOf(globals.theme));
  },
};
