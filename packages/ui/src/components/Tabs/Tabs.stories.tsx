import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'overview', onValueChange: fn(), children: null },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList label="Monitoring">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="performance">Performance</TabsTrigger>
        <TabsTrigger value="security">Security</TabsTrigger>
        <TabsTrigger value="alerts">Alerts</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">All systems are running.</TabsContent>
      <TabsContent value="performance">Every budget is met.</TabsContent>
      <TabsContent value="security">No open findings.</TabsContent>
      <TabsContent value="alerts">No alerts in the last 24 hours.</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Monitoring' })).toBeInTheDocument();
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('All systems are running.');

    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('security');
    await expect(canvas.getByRole('tabpanel', { name: 'Security' })).toBeVisible();

    // Left to right: ArrowRight is "next".
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Alerts' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('{Home}');
    await expect(overview).toHaveFocus();
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList label="Shipment">
        <TabsTrigger value="overview">Details</TabsTrigger>
        <TabsTrigger value="documents" disabled>
          Documents
        </TabsTrigger>
        <TabsTrigger value="messages">Messages</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Weight 120 kg, 3 pallets.</TabsContent>
      <TabsContent value="documents">Documents</TabsContent>
      <TabsContent value="messages">No messages.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Messages' })).toHaveFocus();
  },
};

/** Arabic: tabs run right to left and ArrowLeft moves to the next tab. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList label="المراقبة">
        <TabsTrigger value="overview">نظرة عامة</TabsTrigger>
        <TabsTrigger value="performance">الأداء</TabsTrigger>
        <TabsTrigger value="security">الأمان</TabsTrigger>
        <TabsTrigger value="alerts">التنبيهات</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">جميع الأنظمة تعمل.</TabsContent>
      <TabsContent value="performance">كل الميزانيات مستوفاة.</TabsContent>
      <TabsContent value="security">لا توجد ملاحظات مفتوحة.</TabsContent>
      <TabsContent value="alerts">لا تنبيهات خلال آخر ٢٤ ساعة.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'نظرة عامة' });
    const second = canvas.getByRole('tab', { name: 'الأداء' });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);

    await userEvent.click(first);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'الأداء' })).toHaveTextContent('كل الميزانيات مستوفاة.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
  },
};
