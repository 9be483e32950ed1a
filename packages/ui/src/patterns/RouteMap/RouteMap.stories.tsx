import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteMap } from './RouteMap.tsx';

const meta = {
  title: 'Patterns/RouteMap',
  component: RouteMap,
  args: {
    label: 'Route from Dubai to Abu Dhabi',
    stops: [{ name: 'Dubai' }, { name: 'Jebel Ali Port' }, { name: 'Abu Dhabi' }],
    currentIndex: 1,
    style: { maxInlineSize: 560 },
  },
} satisfies Meta<typeof RouteMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
} as const;

/** Dubai → Jebel Ali → Abu Dhabi, now at Jebel Ali: the passed leg solid, the leg ahead dashed. */
export const DubaiToAbuDhabi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'Route from Dubai to Abu Dhabi' });
    await expect(img).toHaveAccessibleDescription(
      '3 stops, in order: Dubai, Jebel Ali Port, and Abu Dhabi. Now at Jebel Ali Port.',
    );
    const items = within(canvas.getByRole('list', { name: 'Route from Dubai to Abu Dhabi' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Passed: Dubai',
      'Jebel Ali Port · now',
      'Upcoming: Abu Dhabi',
    ]);
    // Geography: Dubai's marker is right of (east of) Abu Dhabi's.
    const dubai = img.querySelector('[data-stop="0"]')!.getBoundingClientRect();
    const abuDhabi = img.querySelector('[data-stop="2"]')!.getBoundingClientRect();
    await expect(dubai.left).toBeGreaterThan(abuDhabi.left);
  },
};

/** Arabic: the map is not mirrored (Dubai still east of Abu Dhabi); names, labels and the list right to left. */
export const DubaiToAbuDhabiArabic: Story = {
  args: { label: 'المسار من دبي إلى أبوظبي' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'المسار من دبي إلى أبوظبي' });
    const list = canvas.getByRole('list', { name: 'المسار من دبي إلى أبوظبي' });
    await expect(getComputedStyle(list).direction).toBe('rtl');
    await expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('جبل علي · الآن');
    const dubai = img.querySelector('[data-stop="0"]')!.getBoundingClientRect();
    const abuDhabi = img.querySelector('[data-stop="2"]')!.getBoundingClientRect();
    await expect(dubai.left).toBeGreaterThan(abuDhabi.left);
    await expect(img).toHaveTextContent('أبوظبي');
  },
};

const westbound = {
  label: 'Route from Jebel Ali to Riyadh',
  stops: [{ name: 'Jebel Ali Port, Dubai' }, { name: 'Ruwais' }, { name: 'Al Ghuwaifat border' }, { name: 'Riyadh' }],
  currentIndex: 2,
};

/** Jebel Ali → Al Ghuwaifat → Riyadh on a phone: Riyadh is outside the map, so only the list names it. */
export const LeavingTheMapPhone: Story = {
  ...phone,
  args: westbound,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: westbound.label });
    await expect(img.querySelectorAll('circle')).toHaveLength(3);
    await expect(img).toHaveAccessibleDescription(/Not on the map: Riyadh\.$/);
    const items = within(canvas.getByRole('list', { name: westbound.label })).getAllByRole('listitem');
    await expect(items[3]).toHaveTextContent('Upcoming: Riyadh (not on the map)');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const LeavingTheMapPhoneArabic: Story = {
  ...phone,
  args: { ...westbound, label: 'المسار من جبل علي إلى الرياض' },
  globals: { ...phone.globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'المسار من جبل علي إلى الرياض' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[2]).toHaveTextContent('الغويفات · الآن');
    await expect(items[3]).toHaveTextContent('خارج الخريطة');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
