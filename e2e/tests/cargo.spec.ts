import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { decideCookies } from './session.ts';

const COLUMNS = [
  'customer_username',
  'origin',
  'destination',
  'service',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'declared_value_aed',
  'description',
];

/**
 * A bulk-upload CSV of `rows` shipments for the demo customer, their origin tagged (to find them by search);
 * `badLine` (1 = header) gets a negative weight.
 */
function bulkCsv(rows: number, tag: string, badLine?: number): string {
  const lines = [COLUMNS.join(',')];
  for (let index = 0; index < rows; index++) {
    const line = index + 2;
    const weight = line === badLine ? '-5' : String(10 + index);
    lines.push(
      [
        'demo',
        `Jebel Ali ${tag}`,
        '"Mussafah, Abu Dhabi"',
        'freight_road',
        weight,
        '120',
        '80',
        '60',
        '2500',
        `Cartons of dates batch ${index + 1}`,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A small but real PDF (the API checks the %PDF- signature). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A page whose cookie banner is already decided (it would cover the sidebar) and in the given language. */
async function newPage(browser: Browser, language: 'en' | 'ar' = 'en'): Promise<Page> {
  const context = await browser.newContext();
  await decideCookies(context);
  await context.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language);
  return context.newPage();
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/app');
  await page
    .getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[autocomplete="username"], input[name="username"]').first().fill(username);
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.locator('input[type="password"]').press('Enter');
}

async function signInStaff(page: Page) {
  await signIn(page, 'ops', E2E_PASSWORDS.ops);
  await expect(page.locator('nav [data-section="shipments"]')).toBeVisible();
}

/** The ops token, for checking the database through the API. */
async function opsToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: 'ops', password: E2E_PASSWORDS.ops } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function shipmentTotal(request: APIRequestContext, token: string, q?: string): Promise<number> {
  const response = await request.get(`/api/org/shipments${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** Creates a shipment for the demo customer through the New Shipment form; returns its tracking number. */
async function createShipment(page: Page, origin: string, labels = EN): Promise<string> {
  await page.getByRole('button', { name: labels.newShipment }).click();
  const form = page.getByRole('dialog', { name: labels.newTitle });
  await form.getByRole('combobox', { name: labels.customer }).selectOption({ label: 'Demo Customer (demo)' });
  await form.getByRole('textbox', { name: labels.origin }).fill(origin);
  await form.getByRole('textbox', { name: labels.destination }).fill('Khalifa Port, Abu Dhabi');
  await form.getByRole('combobox', { name: labels.service }).selectOption('freight_road');
  await form.getByRole('textbox', { name: labels.weight }).fill('140');
  await form.getByRole('textbox', { name: labels.length }).fill('120');
  await form.getByRole('textbox', { name: labels.width }).fill('80');
  await form.getByRole('textbox', { name: labels.height }).fill('90');
  await form.getByRole('textbox', { name: labels.value }).fill('18000');
  await form.getByRole('button', { name: labels.submit }).click();
  await expect(form).toHaveCount(0);
  const toast = page.getByText(new RegExp(`${labels.toast} QAF-\\d+`)).first();
  await expect(toast).toBeVisible();
  const text = (await toast.textContent()) ?? '';
  const trackingNumber = /QAF-\d+/.exec(text)?.[0];
  if (!trackingNumber) throw new Error(`no tracking number in the toast: ${text}`);
  return trackingNumber;
}

const EN = {
  newShipment: 'New Shipment',
  newTitle: 'New shipment',
  customer: /^Customer/,
  origin: /^Origin/,
  destination: /^Destination/,
  service: /^Service/,
  weight: /^Weight/,
  length: /^Length/,
  width: /^Width/,
  height: /^Height/,
  value: /^Declared value/,
  submit: 'Create shipment',
  toast: 'Tracking number',
};

const AR = {
  newShipment: 'شحنة جديدة',
  newTitle: 'شحنة جديدة',
  customer: /^العميل/,
  origin: /^المنشأ/,
  destination: /^الوجهة/,
  service: /^الخدمة/,
  weight: /^الوزن/,
  length: /^الطول/,
  width: /^العرض/,
  height: /^الارتفاع/,
  value: /^القيمة المصرّح بها/,
  submit: 'إنشاء الشحنة',
  toast: 'رقم التتبع',
};

test.describe('cargo management, tracking and documents', () => {
  test('staff create a shipment; it is in the list and Live Tracking finds it with its first event', async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await signInStaff(page);
    await page.goto('/app/dashboard/shipments');
    await expect(page.getByRole('heading', { level: 1, name: 'Cargo Management' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Shipment summary' }).getByRole('listitem')).toHaveCount(3);

    // The form refuses what the API would refuse, before sending anything.
    await page.getByRole('button', { name: 'New Shipment' }).click();
    const form = page.getByRole('dialog', { name: 'New shipment' });
    await form.getByRole('button', { name: 'Create shipment' }).click();
    await expect(form.getByText('Choose a customer.')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();

    const trackingNumber = await createShipment(page, 'Jebel Ali Free Zone, Dubai');
    await page.getByRole('searchbox', { name: 'Search shipments' }).fill(trackingNumber);
    const row = page.getByRole('row', { name: new RegExp(trackingNumber) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Road freight');

    await page.locator('nav [data-section="tracking"]').click();
    await expect(page).toHaveURL(/\/app\/dashboard\/tracking$/);
    await page.getByRole('searchbox', { name: /Tracking, air waybill/ }).fill(trackingNumber);
    await page.getByRole('button', { name: 'Track' }).click();
    const result = page.locator(`[data-tracking-number="${trackingNumber}"]`);
    await expect(result).toContainText('Found by tracking number');
    await expect(result.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await expect(result.getByRole('list', { name: 'Tracking updates' }).getByRole('listitem')).toHaveCount(1);

    // A wrong check digit is refused with a clear message; a valid unknown number finds nothing.
    await page.getByRole('searchbox', { name: /Tracking, air waybill/ }).fill('MSCU1234560');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText("That number doesn't look right")).toBeVisible();
    await page.context().close();
  });

  test('bulk upload: a 50-row CSV with one bad row is rejected with its line and nothing is imported; fixed, all 50 import', async ({
    browser,
    request,
  }) => {
    const token = await opsToken(request);
    const tag = `bulk-${Date.now().toString(36)}`;
    const before = await shipmentTotal(request, token);
    const page = await newPage(browser);
    await signInStaff(page);
    await page.goto('/app/dashboard/shipments');
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk upload' });

    const template = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the CSV template' }).click();
    expect((await template).suggestedFilename()).toBe('qafila-shipments-template.csv');

    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles({
      name: 'shipments.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bulkCsv(50, tag, 31)),
    });
    await dialog.getByRole('button', { name: 'Upload and import' }).click();
    await expect(dialog.getByText('Nothing was imported')).toBeVisible();
    const errors = dialog.getByRole('region', { name: 'Row errors' });
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByRole('row').nth(1)).toContainText('31');
    await expect(errors.getByRole('row').nth(1)).toContainText('weight_kg');
    expect(await shipmentTotal(request, token)).toBe(before);

    await file.setInputFiles({
      name: 'shipments-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bulkCsv(50, tag)),
    });
    await dialog.getByRole('button', { name: 'Upload again' }).click();
    await expect(dialog.getByText('50 shipments imported')).toBeVisible();
    expect(await shipmentTotal(request, token)).toBe(before + 50);
    expect(await shipmentTotal(request, token, tag)).toBe(50);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The list refreshed: the summary counts the new total.
    await expect(page.getByText(new RegExp(`of ${(before + 50).toLocaleString('en-US')} results`))).toBeVisible();
    await page.context().close();
  });

  test("a status change reaches the customer's open support dashboard without a reload; an approved document shows in their compliance view", async ({
    browser,
  }) => {
    const staff = await newPage(browser);
    await signInStaff(staff);
    await staff.goto('/app/dashboard/shipments');
    const trackingNumber = await createShipment(staff, 'Hatta, Dubai');

    const customer = await newPage(browser);
    await signIn(customer, 'demo', E2E_PASSWORDS.demo);
    const entry = customer.getByRole('button', { name: new RegExp(trackingNumber) });
    await expect(entry).toBeVisible();
    await expect(entry.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
    const navigations: string[] = [];
    customer.on('framenavigated', (frame) => {
      if (frame === customer.mainFrame()) navigations.push(frame.url());
    });

    await staff.getByRole('searchbox', { name: 'Search shipments' }).fill(trackingNumber);
    await staff.getByRole('button', { name: `Change status of ${trackingNumber}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Change status of ${trackingNumber}` });
    await dialog.getByRole('combobox', { name: /New status/ }).selectOption('delayed');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Held at the Hatta border for inspection');
    await dialog.getByRole('textbox', { name: /Location/ }).fill('Hatta border post');
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(staff.getByRole('row', { name: new RegExp(trackingNumber) })).toContainText('Delayed');

    await expect(entry.locator('[data-status]')).toHaveAttribute('data-status', 'delayed');
    await expect(entry).toContainText('Held at the Hatta border for inspection');
    expect(navigations).toEqual([]);

    // Staff upload a PDF to the shipment and approve it; the customer's compliance view shows it approved.
    // Document Processing is in the Compliance & Security category, which is closed while Logistics is open.
    await staff
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('button', { name: 'Compliance & Security' })
      .click();
    await staff.locator('nav [data-section="documents"]').click();
    const upload = staff.getByRole('region', { name: 'Upload a document' });
    await upload.getByRole('searchbox', { name: 'Find the shipment' }).fill(trackingNumber);
    const shipment = upload.getByRole('combobox', { name: /^Shipment/ });
    await expect(shipment.locator('option', { hasText: trackingNumber })).toHaveCount(1);
    await shipment.selectOption({ label: `${trackingNumber} — Demo Customer` });
    await upload.getByRole('combobox', { name: /Document type/ }).selectOption('packing_list');
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'packing list.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(staff.getByText('Document uploaded').first()).toBeVisible();
    const card = staff
      .locator('[data-document-id]')
      .filter({ hasText: trackingNumber })
      .filter({ hasText: 'packing list.pdf' });
    await expect(card).toContainText('Pending');
    const file = staff.waitForEvent('download');
    await card.getByRole('button', { name: 'Download packing list.pdf' }).click();
    expect((await file).suggestedFilename()).toBe('packing list.pdf');
    await card.getByRole('button', { name: /^Approve / }).click();
    await expect(card).toContainText('Approved');

    await entry.click();
    const compliance = customer.getByRole('region', { name: 'Compliance dashboard' });
    await expect(compliance.locator('li[data-status="approved"]').filter({ hasText: 'Packing list' })).toBeVisible();
    await staff.context().close();
    await customer.context().close();
  });

  test('Arabic, right to left: create, bulk-upload rejection, tracking and documents', async ({ browser }) => {
    const page = await newPage(browser, 'ar');
    await signInStaff(page);
    await page.goto('/app/dashboard/shipments');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'إدارة الشحنات' })).toBeVisible();
    const trackingNumber = await createShipment(page, 'مطار دبي الدولي', AR);
    await page.getByRole('searchbox', { name: 'البحث في الشحنات' }).fill(trackingNumber);
    await expect(page.getByRole('row', { name: new RegExp(trackingNumber) })).toContainText('قيد الانتظار');

    await page.getByRole('button', { name: 'رفع جماعي' }).click();
    const dialog = page.getByRole('dialog', { name: 'رفع جماعي' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'شحنات.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bulkCsv(3, 'ar', 3)),
    });
    await dialog.getByRole('button', { name: 'رفع واستيراد' }).click();
    await expect(dialog.getByText('لم يُستورد أي شيء')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'أخطاء الصفوف' }).getByRole('row').nth(1)).toContainText(/3|٣/);
    await dialog.getByRole('button', { name: 'إلغاء' }).click();

    await page.locator('nav [data-section="tracking"]').click();
    await page.getByRole('searchbox', { name: /رقم التتبع/ }).fill(trackingNumber);
    await page.getByRole('button', { name: 'تتبّع' }).click();
    await expect(page.locator(`[data-tracking-number="${trackingNumber}"]`)).toContainText('عُثر عليها برقم التتبع');
    await page.getByRole('searchbox', { name: /رقم التتبع/ }).fill('176-12345670');
    await page.getByRole('button', { name: 'تتبّع' }).click();
    await expect(page.getByText('يبدو أن هذا الرقم غير صحيح')).toBeVisible();

    await page.goto('/app/dashboard/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'معالجة المستندات' })).toBeVisible();
    await page.getByRole('region', { name: 'رفع مستند' }).getByRole('button', { name: 'رفع' }).click();
    await expect(page.getByText('اختر الشحنة التي ينتمي إليها المستند.')).toBeVisible();
    await page.context().close();
  });
});
