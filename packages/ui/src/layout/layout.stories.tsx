import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../components/Badge/Badge.tsx';
import { Box } from '../components/Box/Box.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Card, CardBody } from '../components/Card/Card.tsx';
import { Column, Columns } from './Columns.tsx';
import { Heading } from './Heading.tsx';
import { Inline } from './Inline.tsx';
import { Page, PageSection } from './Page.tsx';
import { Stack } from './Stack.tsx';
import { Text } from './Text.tsx';
import { Tiles } from './Tiles.tsx';

// Sample content of the stories (design-system samples, like the other stories' args; not product copy).
const sample = {
  en: {
    page: 'Cargo',
    description: 'Every consignment of your organization, with its status and route.',
    add: 'New shipment',
    export: 'Export',
    summary: 'Summary',
    details: 'Details',
    route: 'Jebel Ali → Mussafah',
    tiles: ['In transit', 'Delivered', 'Delayed', 'At customs', 'Pending', 'Cancelled'],
    caption: 'Updated 5 minutes ago',
    notes: 'Reefer, 2–8 °C. Deliver to gate 4 between 08:00 and 12:00.',
  },
  ar: {
    page: 'الشحنات',
    description: 'جميع شحنات مؤسستك مع حالتها ومسارها.',
    add: 'شحنة جديدة',
    export: 'تصدير',
    summary: 'الملخص',
    details: 'التفاصيل',
    route: 'جبل علي ← مصفح',
    tiles: ['قيد النقل', 'تم التسليم', 'متأخرة', 'لدى الجمارك', 'قيد الانتظار', 'ملغاة'],
    caption: 'آخر تحديث قبل 5 دقائق',
    notes: 'مبرّدة، من 2 إلى 8 درجات مئوية. التسليم عند البوابة 4 بين 08:00 و12:00.',
  },
};

type Locale = keyof typeof sample;

function PageExample({ locale }: { locale: Locale }) {
  const t = sample[locale];
  return (
    <Page
      title={t.page}
      description={t.description}
      actions={
        <>
          <Button variant="outline">{t.export}</Button>
          <Button>{t.add}</Button>
        </>
      }
    >
      <PageSection title={t.summary}>
        <Tiles as="ul" minItemWidth="sm" space="md">
          {t.tiles.map((label, i) => (
            <Card as="li" key={label}>
              <CardBody>
                <Stack space="xxs">
                  <Text size="sm" tone="secondary">
                    {label}
                  </Text>
                  <Text size="xl" weight="bold" tabularNumbers>
                    {(i + 1) * 7}
                  </Text>
                </Stack>
              </CardBody>
            </Card>
          ))}
        </Tiles>
      </PageSection>
      <Columns space="lg" collapseBelow="tablet">
        <Column width="2/3">
          <PageSection title={t.details}>
            <Inline space="sm">
              <Badge tone="info">QF-20418</Badge>
              <Text as="span">{t.route}</Text>
            </Inline>
            <Text breakWord>{t.notes}</Text>
          </PageSection>
        </Column>
        <Column width="1/3">
          <Box padding="md" background="sunken" borderRadius="md">
            <Text size="sm" tone="secondary">
              {t.caption}
            </Text>
          </Box>
        </Column>
      </Columns>
    </Page>
  );
}

const meta = {
  title: 'Foundations/Layout',
  component: PageExample,
  args: { locale: 'en' },
  argTypes: { locale: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Screens are assembled from these primitives instead of their own CSS: `Stack` (blocks one below another), `Inline` (a wrapping row), `Columns`/`Column` (areas side by side, collapsing on small screens), `Tiles` (a grid of equal tiles), `Heading` and `Text` (the type scale and tones), `Page` and `PageSection` (a view and its titled blocks). Space is a token (`xxs`…`xxxl`) or one per breakpoint; every property is logical, so one layout serves English and Arabic.',
      },
    },
  },
} satisfies Meta<typeof PageExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A view assembled only from primitives: header with actions, a tile summary, and a two-column detail. */
export const PageLayout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: sample.en.page })).toBeVisible();
    await expect(canvas.getByRole('region', { name: sample.en.summary })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

/** The same view in Arabic: the actions, columns and rows mirror with no extra CSS. */
export const RightToLeft: Story = {
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: sample.ar.add });
    const exp = canvas.getByRole('button', { name: sample.ar.export });
    // In Arabic the first action in the source (Export) sits to the right of the second.
    await expect(exp.getBoundingClientRect().left).toBeGreaterThan(add.getBoundingClientRect().left);
  },
};

/** On a phone the two columns stack and the tiles reflow. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('region', { name: sample.en.details });
    const caption = canvas.getByText(sample.en.caption);
    // Stacked: the side column comes below the details, not beside them.
    await expect(caption.getBoundingClientRect().top).toBeGreaterThan(details.getBoundingClientRect().bottom);
  },
};

/** The heading scale (levels 1–5) and the text sizes and tones. */
export const Typography: Story = {
  render: () => (
    <Stack space="md">
      {([1, 2, 3, 4, 5] as const).map((level) => (
        <Heading key={level} level={level}>
          {sample.en.page} · {level}
        </Heading>
      ))}
      <Inline space="md" alignY="baseline">
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Text key={size} as="span" size={size}>
            {size}
          </Text>
        ))}
      </Inline>
      <Inline space="md">
        {(['primary', 'secondary', 'accent', 'positive', 'caution', 'critical', 'info'] as const).map((tone) => (
          <Text key={tone} as="span" tone={tone} weight="semibold">
            {tone}
          </Text>
        ))}
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = [1, 2, 3, 4, 5].map((level) =>
      Number.parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    // Each level is at least as small as the one above it.
    for (let i = 1; i < sizes.length; i++) await expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1] as number);
  },
};
