import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ComplianceDocument, ComplianceList } from './ComplianceList.tsx';

const documents: ComplianceDocument[] = [
  { name: 'Commercial invoice', status: 'approved', description: 'Checked against the packing list' },
  { name: 'Certificate of origin', status: 'completed', description: 'Issued by the Dubai Chamber' },
  { name: 'Import permit', status: 'pending', description: 'Awaiting the Ministry of Climate Change' },
  { name: 'Bill of lading', status: 'rejected', description: 'Consignee name does not match' },
  { name: 'Insurance certificate', status: 'expired', description: 'Renewal requested' },
];

const arabicDocuments: ComplianceDocument[] = [
  { name: 'الفاتورة التجارية', status: 'approved', description: 'تمت مطابقتها مع قائمة التعبئة' },
  { name: 'شهادة المنشأ', status: 'completed', description: 'صادرة عن غرفة دبي' },
  { name: 'تصريح الاستيراد', status: 'pending', description: 'بانتظار وزارة التغير المناخي والبيئة' },
  { name: 'بوليصة الشحن', status: 'rejected', description: 'اسم المرسل إليه غير مطابق' },
];

const meta = {
  title: 'Patterns/ComplianceList',
  component: ComplianceList,
  args: { documents, style: { maxInlineSize: 480 } },
} satisfies Meta<typeof ComplianceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Compliance dashboard: approved and completed green, pending yellow, rejected red, anything else grey. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Compliance documents' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const tones = items.map((item) => item.querySelector('[data-tone]')?.getAttribute('data-tone'));
    await expect(tones).toEqual(['positive', 'positive', 'caution', 'critical', 'neutral']);
    await expect(items[0]).toHaveTextContent('Commercial invoice');
    await expect(items[0]).toHaveTextContent('Approved');
  },
};

/** Chat card: only approved is green; every other status is blue. */
export const Chat: Story = {
  args: { variant: 'chat' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const tones = items.map((item) => item.querySelector('[data-tone]')?.getAttribute('data-tone'));
    await expect(tones).toEqual(['positive', 'info', 'info', 'info', 'info']);
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No documents yet')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: { documents: arabicDocuments },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'مستندات الامتثال' });
    const [first] = within(list).getAllByRole('listitem');
    await expect(first).toHaveTextContent('معتمد');
    const name = within(first!).getByText('الفاتورة التجارية').getBoundingClientRect();
    const badge = within(first!).getByText('معتمد').getBoundingClientRect();
    await expect(badge.right).toBeLessThan(name.left);
  },
};
