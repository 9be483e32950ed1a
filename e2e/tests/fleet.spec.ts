import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

const PASSWORD = 'fleet-e2e-password';

/** An organization admin of a new organization with Fleet Management opened: the flag on and the feature assigned. */
async function createFleetUser(request: APIRequestContext) {
  const { username } = await createStaffUser(request, {
    password: PASSWORD,
    features: ['fleet-management'],
    orgFlags: { 'fleet-management': true },
    name: 'Hamad Al Falasi',
    company: 'Gulf Haulage',
  });
  return username;
}

async function openFleet(page: Page, username: string) {
  await signIn(page, username, PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/dashboard/fleet');
}

async function fillVehicle(form: Locator, plate: string) {
  await form.getByRole('textbox', { name: /Make|الشركة المصنّعة|الصانع/ }).fill('Isuzu');
  await form.getByRole('textbox', { name: /Model|الطراز/ }).fill('NPR');
  await form.getByRole('textbox', { name: /Year|سنة/ }).fill('2022');
  await form.getByRole('textbox', { name: /Number plate|رقم اللوحة/ }).fill(plate);
  await form.getByRole('combobox', { name: /Vehicle type|نوع المركبة/ }).selectOption('light_truck');
  await form.getByRole('combobox', { name: /Fuel type|نوع الوقود/ }).selectOption('diesel');
  await form.getByRole('textbox', { name: /Capacity \(kg\)|كغ/ }).fill('3500');
  await form.getByRole('textbox', { name: /Capacity \(m³\)|م³/ }).fill('18');
  await form.getByLabel(/Registration expiry|انتهاء التسجيل/).fill('2027-06-30');
  await form.getByLabel(/Insurance expiry|انتهاء التأمين/).fill('2027-06-30');
}

test.describe('fleet management (issue 14)', () => {
  test.beforeEach(async ({ page }) => {
    await decideCookies(page);
  });

  test('an org admin with fleet enabled adds a vehicle and a driver; a duplicate plate is refused in the dialog; both survive a reload', async ({
    page,
    request,
  }) => {
    const username = await createFleetUser(request);
    await openFleet(page, username);
    const fleet = page.getByRole('region', { name: 'Fleet Management' });
    await expect(fleet).toBeVisible();
    // The Overview opens first and invites the first vehicle; its button opens the Add vehicle dialog.
    await expect(fleet.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(fleet.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
    await fleet.getByRole('button', { name: 'Add your first vehicle' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add vehicle' });
    await fillVehicle(dialog, 'a 7788');
    await dialog.getByRole('button', { name: 'Add vehicle', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The Overview counts it at once (its figures are refetched after a write).
    await expect(fleet.getByRole('list', { name: 'Fleet at a glance' })).toContainText(/Total vehicles\s*1/);
    await fleet.getByRole('tab', { name: 'Vehicles' }).click();
    await expect(fleet.getByText('A 7788')).toBeVisible();
    await expect(fleet.getByRole('list', { name: 'Fleet summary' })).toContainText(/Vehicles active\s*1/);

    // The same plate again: the API's 409 shows in the dialog, which keeps the input.
    await fleet.getByRole('button', { name: 'Add Vehicle', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add vehicle' });
    await fillVehicle(dialog, 'A 7788');
    await dialog.getByRole('button', { name: 'Add vehicle', exact: true }).click();
    await expect(dialog.getByText(/already has the plate A 7788/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Make/ })).toHaveValue('Isuzu');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await fleet.getByRole('tab', { name: 'Drivers' }).click();
    await fleet.getByRole('button', { name: 'Add Driver', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add driver' });
    await dialog.getByRole('textbox', { name: /Full name/ }).fill('Rashid Al Nuaimi');
    await dialog.getByRole('textbox', { name: /Phone/ }).fill('050 123 4567');
    await dialog.getByRole('textbox', { name: /Licence number/ }).fill('dxb-778812');
    await dialog.getByRole('combobox', { name: /Licence class/ }).selectOption('heavy_vehicle');
    await dialog.getByLabel(/Licence expiry/).fill('2028-01-31');
    await dialog.getByRole('button', { name: 'Add driver', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(fleet.getByText('Rashid Al Nuaimi')).toBeVisible();
    await expect(fleet.getByText('No trips yet')).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Fleet Management' });
    await reloaded.getByRole('tab', { name: 'Vehicles' }).click();
    await expect(reloaded.getByText('A 7788')).toBeVisible();
  });

  test('Arabic, right to left: the fleet reads in Arabic and the plate stays left to right', async ({
    page,
    request,
  }) => {
    const username = await createFleetUser(request);
    await openFleet(page, username);
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const fleet = page.getByRole('region', { name: 'إدارة الأسطول' });
    await expect(fleet).toBeVisible();
    await fleet.getByRole('tab', { name: 'المركبات' }).click();
    await fleet.getByRole('button', { name: 'إضافة مركبة', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة مركبة' });
    await fillVehicle(dialog, 'B 4411');
    await dialog.getByRole('button', { name: 'إضافة المركبة', exact: true }).click();
    await expect(dialog).toBeHidden();
    const plate = fleet.locator('bdi', { hasText: 'B 4411' });
    await expect(plate).toBeVisible();
    await expect(plate).toHaveAttribute('dir', 'ltr');
  });
});
