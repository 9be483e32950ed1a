import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Alert } from './Alert.tsx';
import { alertTones, alertVariants } from './alertTones.ts';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Customs inspection scheduled',
    children: 'Jebel Ali customs will inspect QF12345678 on 14 May. No action is needed.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
    variant: { control: 'inline-radio', options: alertVariants },
    action: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Information is announced politely (`status`). */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent('Customs inspection scheduled');
    await expect(alert).toHaveAttribute('data-tone', 'info');
  },
};

/** Errors and warnings are announced at once (`alert`). */
export const Critical: Story = {
  args: { tone: 'critical', title: 'Delivery failed', children: 'The consignee was not available.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Delivery failed');
  },
};

/** Every tone. */
export const Tones: Story = {
  render: (args) => (
    <Box display="grid" gap="md">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} role="none" title={`Tone: ${tone}`} />
      ))}
    </Box>
  ),
};

const onDismiss = fn();
const onSignIn = fn();

/** A full-width banner with an action and a close button, e.g. the demo workspace notice. */
export const BannerWithAction: Story = {
  args: {
    variant: 'banner',
    tone: 'caution',
    title: 'Demo workspace',
    children: 'You are looking at sample shipments.',
    action: (
      <Button size="sm" variant="outline" tone="neutral" onClick={onSignIn}>
        Sign in
      </Button>
    ),
    onDismiss,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(onSignIn).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(onDismiss).toHaveBeenCalledOnce();
  },
};

/** Arabic: icon on the right, action and close button on the left; the close button is named in Arabic. */
export const RightToLeft: Story = {
  args: {
    variant: 'banner',
    tone: 'caution',
    title: 'مساحة عمل تجريبية',
    children: 'أنت تشاهد شحنات نموذجية.',
    action: (
      <Button size="sm" variant="outline" tone="neutral">
        تسجيل الدخول
      </Button>
    ),
    onDismiss: fn(),
  },
  globals: { locale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    const close = canvas.getByRole('button', { name: 'إغلاق التنبيه' });
    await expect(close.getBoundingClientRect().left - alert.getBoundingClientRect().left).toBeLessThan(40);
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
