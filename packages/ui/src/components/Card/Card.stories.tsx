import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card, CardBody, CardFooter, CardHeader, CardTitle, cardVariants } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { variant: 'outline', style: { maxInlineSize: 420 } },
  argTypes: { variant: { control: 'inline-radio', options: cardVariants } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const onTrack = fn();

export const Default: Story = {
  render: (args) => (
    <Card {...args} as="section" aria-labelledby="card-title">
      <CardHeader>
        <CardTitle id="card-title">QF-20931</CardTitle>
        <Badge tone="info">In transit</Badge>
      </CardHeader>
      <CardBody>Jebel Ali → Abu Dhabi. Estimated delivery on 14 May.</CardBody>
      <CardFooter>
        <Button variant="outline" tone="neutral" size="sm">
          Details
        </Button>
        <Button size="sm" onClick={onTrack}>
          Track
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'QF-20931' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'QF-20931' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Track' }));
    await expect(onTrack).toHaveBeenCalled();
  },
};

export const Raised: Story = { ...Default, args: { variant: 'raised' }, play: undefined };

export const Sunken: Story = { ...Default, args: { variant: 'sunken' }, play: undefined };

/** Arabic: the badge and the actions sit at the inline end (left). */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Card {...args} as="section" aria-labelledby="card-title-ar">
      <CardHeader>
        <CardTitle id="card-title-ar">QF-20931</CardTitle>
        <Badge tone="info">قيد النقل</Badge>
      </CardHeader>
      <CardBody>جبل علي ← أبوظبي. التسليم المتوقع في ١٤ مايو.</CardBody>
      <CardFooter>
        <Button size="sm">تتبّع</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'QF-20931' }).getBoundingClientRect();
    const badge = canvas.getByText('قيد النقل').getBoundingClientRect();
    await expect(badge.right).toBeLessThan(title.left);
    const card = canvas.getByRole('region').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'تتبّع' }).getBoundingClientRect();
    await expect(button.left - card.left).toBeLessThan(card.right - button.right);
  },
};
