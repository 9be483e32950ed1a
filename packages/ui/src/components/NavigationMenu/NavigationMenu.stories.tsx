import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inBox } from '../../private/stories.fixtures.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';

const meta = {
  title: 'Components/NavigationMenu',
  component: NavigationMenu,
  args: {
    label: 'Main',
    items: [
      { id: 'home', label: 'Home', href: '#home', current: true },
      {
        id: 'learn',
        label: 'Learn',
        links: [
          { label: 'Tutorial', href: '#tutorial', description: 'Your first shipment, step by step' },
          { label: 'FAQ', href: '#faq', description: 'Answers to common questions' },
        ],
      },
      { id: 'pricing', label: 'Pricing', href: '#pricing' },
    ],
  },
  decorators: [inBox({ style: { minBlockSize: 240 } })],
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public site's bar with its "Learn" panel open from the keyboard: Arrow Down opens it and moves into it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const learn = within(nav).getByRole('button', { name: 'Learn' });
    learn.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: /Tutorial/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(learn).toHaveAttribute('aria-expanded', 'false');
    await expect(learn).toHaveFocus();
    await userEvent.click(learn);
    await expect(canvas.getByRole('link', { name: /FAQ/ })).toBeVisible();
  },
};

/** Arabic: the bar runs right to left and the panel opens from the right edge of its button. */
export const RightToLeft: Story = {
  args: {
    label: 'الرئيسية',
    items: [
      { id: 'home', label: 'الصفحة الرئيسية', href: '#home', current: true },
      {
        id: 'learn',
        label: 'تعلّم',
        links: [
          { label: 'الدليل التعليمي', href: '#tutorial', description: 'شحنتك الأولى خطوة بخطوة' },
          { label: 'الأسئلة الشائعة', href: '#faq', description: 'إجابات عن الأسئلة المتكررة' },
        ],
      },
      { id: 'pricing', label: 'الأسعار', href: '#pricing' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'الصفحة الرئيسية' }).getBoundingClientRect();
    const learn = canvas.getByRole('button', { name: 'تعلّم' });
    await expect(home.left).toBeGreaterThan(learn.getBoundingClientRect().left);
    await userEvent.click(learn);
    await expect(canvas.getByRole('link', { name: /الأسئلة الشائعة/ })).toBeVisible();
  },
};
