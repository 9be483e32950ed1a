import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

const PASSWORD = 'fleet-trip-e2e-password';

/** A page in its own browser context (its own sign-in), the cookie banner decided. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await decideCookies(context);
  return context.newPage();
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * A new organization with Fleet and Cargo Management, its admin, one customer and one pending shipment of theirs,
 * made through the API as an operator and the organization's admin would.
 */
async function organizationWithAShipment(request: APIRequestContext) {
  const { username } = await createStaffUser(request, {
    password: PASSWORD,
    features: ['fleet-management', 'cargo-management'],
    orgFlags: { 'fleet-management': true },
    name: 'Hamad Al Falasi',
    company: 'Gulf Haulage',
  });
  const headers = { authorization: `Bearer ${await tokenOf(request, username)}` };
  const customerName = `cust${Date.now().toString(36)}`;
  const customer = await request.post('/api/org/users', {
    headers,
    data: {
      username: customerName,
      email: `${customerName}@example.ae`,
      password: PASSWORD,
      name: 'Mariam Al Suwaidi',
      role: 'customer',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const { id: customerId } = (await customer.json()) as { id: number };
  const shipment = await request.post('/api/org/shipments', {
    headers,
    data: {
      customerId,
      origin: 'Jebel Ali Free Zone, Dubai',
      destination: 'Sharjah Industrial Area',
      service: 'freight_road',
      weightKg: 420,
      dimensionsCm: { length: 120, width: 100, height: 90 },
      declaredValueAed: 18_500,
      description: 'Pallets of bottled water',
    },
  });
  expect(shipment.status(), await shipment.text()).toBe(201);
  const { trackingNumber } = (await shipment.json()) as { trackingNumber: string };
  return { staff: username, customer: customerName, trackingNumber };
}

/** Tomorrow in the UAE, `YYYY-MM-DD`. */
const tomorrowInUae = () =>
  new Date(Date.now() + 24 * 3_600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Dubai' });

test.describe('fleet trips, live positions and the route optimiser (issue 14)', () => {
  test("a trip carries a customer's shipment: a tracker posts positions to the live map, and completing the trip shows the shipment delivered on the customer's open dashboard", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { staff, customer: customerName, trackingNumber } = await organizationWithAShipment(request);

    // The customer watches their shipment.
    const customer = await newPage(browser);
    await signIn(customer, customerName, PASSWORD);
    const entry = customer.getByRole('button', { name: new RegExp(trackingNumber) });
    await expect(entry.locator('[data-status]')).toHaveAttribute('data-status', 'pending');

    const page = await newPage(browser);
    await signIn(page, staff, PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/app/dashboard/fleet');
    const fleet = page.getByRole('region', { name: 'Fleet Management' });
    await expect(fleet.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    // A vehicle and a driver.
    await fleet.getByRole('tab', { name: 'Vehicles' }).click();
    await fleet.getByRole('button', { name: 'Add Vehicle', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Add vehicle' });
    await dialog.getByRole('textbox', { name: /Make/ }).fill('Isuzu');
    await dialog.getByRole('textbox', { name: /Model/ }).fill('NPR');
    await dialog.getByRole('textbox', { name: /Year/ }).fill('2023');
    await dialog.getByRole('textbox', { name: /Number plate/ }).fill('T 4455');
    await dialog.getByRole('combobox', { name: /Vehicle type/ }).selectOption('light_truck');
    await dialog.getByRole('combobox', { name: /Fuel type/ }).selectOption('diesel');
    await dialog.getByRole('textbox', { name: /Capacity \(kg\)/ }).fill('3500');
    await dialog.getByRole('textbox', { name: /Capacity \(m³\)/ }).fill('18');
    await dialog.getByLabel(/Registration expiry/).fill('2028-06-30');
    await dialog.getByLabel(/Insurance expiry/).fill('2028-06-30');
    await dialog.getByRole('button', { name: 'Add vehicle', exact: true }).click();
    await expect(dialog).toBeHidden();

    await fleet.getByRole('tab', { name: 'Drivers' }).click();
    await fleet.getByRole('button', { name: 'Add Driver', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add driver' });
    await dialog.getByRole('textbox', { name: /Full name/ }).fill('Rashid Al Nuaimi');
    await dialog.getByRole('textbox', { name: /Phone/ }).fill('050 765 4321');
    await dialog.getByRole('textbox', { name: /Licence number/ }).fill('DXB-445566');
    await dialog.getByRole('combobox', { name: /Licence class/ }).selectOption('heavy_vehicle');
    await dialog.getByLabel(/Licence expiry/).fill('2029-01-31');
    await dialog.getByRole('button', { name: 'Add driver', exact: true }).click();
    await expect(dialog).toBeHidden();

    // A trip with three stops carrying the customer's shipment.
    await fleet.getByRole('tab', { name: 'Trips' }).click();
    await fleet.getByRole('button', { name: 'Create Trip', exact: true }).first().click();
    dialog = page.getByRole('dialog', { name: 'Create trip' });
    await dialog.getByRole('combobox', { name: /Vehicle/ }).selectOption({ label: 'T 4455 · Isuzu NPR' });
    await dialog.getByRole('combobox', { name: /Driver/ }).selectOption({ label: 'Rashid Al Nuaimi' });
    await dialog.getByRole('textbox', { name: /Stop 1/ }).fill('Jebel Ali Free Zone');
    await dialog.getByRole('textbox', { name: /Stop 2/ }).fill('Sharjah');
    await dialog.getByRole('button', { name: 'Add stop' }).click();
    await dialog.getByRole('textbox', { name: /Stop 3/ }).fill('Dubai Silicon Oasis');
    await dialog.getByRole('button', { name: 'Move stop 3 earlier' }).click();
    await dialog.getByRole('searchbox', { name: 'Find by tracking number' }).fill(trackingNumber);
    await dialog.getByRole('checkbox', { name: new RegExp(trackingNumber) }).check();
    await dialog.getByLabel(/Planned start date/).fill(tomorrowInUae());
    await dialog.getByLabel(/^Time/).fill('06:30');
    await dialog.getByRole('button', { name: 'Create trip', exact: true }).click();
    await expect(dialog).toBeHidden();
    const trip = fleet.getByRole('listitem').filter({ hasText: 'TRP-000001' });
    await expect(trip).toContainText(/Jebel Ali Free Zone.* → Sharjah \(one stop between\)/);

    // The vehicle's tracker: a device token, shown once.
    await fleet.getByRole('tab', { name: 'Vehicles' }).click();
    await fleet.getByRole('button', { name: 'Tracker: Isuzu NPR (T 4455)' }).click();
    dialog = page.getByRole('dialog', { name: 'Connect a tracker: Isuzu NPR (T 4455)' });
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const deviceToken = await dialog.getByRole('textbox', { name: 'Device identifier (token)' }).inputValue();
    expect(deviceToken).toMatch(/^[\w-]{40,}$/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Starting the trip puts the shipment in transit for the customer, live.
    await fleet.getByRole('tab', { name: 'Trips' }).click();
    await fleet.getByRole('button', { name: 'Start: TRP-000001' }).click();
    dialog = page.getByRole('dialog', { name: 'Start TRP-000001?' });
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(entry.locator('[data-status]')).toHaveAttribute('data-status', 'in_transit');

    // The device posts as Traccar Client does (OsmAnd query string); the Overview's map follows without a reload.
    await fleet.getByRole('tab', { name: 'Overview' }).click();
    const positions = fleet.getByRole('list', { name: 'Live positions of the vehicles' });
    const post = async (lat: number, lon: number, knots: number) => {
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await request.post(
        `/api/fleet/positions?id=${deviceToken}&timestamp=${timestamp}&lat=${lat}&lon=${lon}&speed=${knots}&bearing=45&altitude=12&accuracy=5&batt=88`,
      );
      expect(response.status(), await response.text()).toBe(200);
    };
    await post(25.0118, 55.0613, 0);
    await expect(positions.getByRole('listitem').filter({ hasText: 'T 4455' })).toContainText(/near Jebel Ali/);
    await post(25.1181, 55.3842, 38.9);
    await expect(positions.getByRole('listitem').filter({ hasText: 'T 4455' })).toContainText(/72 km\/h/);
    await post(25.3463, 55.4209, 20);
    await expect(positions.getByRole('listitem').filter({ hasText: 'T 4455' })).toContainText(/near Sharjah/);

    // Completing the trip delivers the shipment: the customer sees it at once.
    await fleet.getByRole('tab', { name: 'Trips' }).click();
    await fleet.getByRole('button', { name: 'Complete: TRP-000001' }).click();
    dialog = page.getByRole('dialog', { name: 'Complete TRP-000001' });
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(trip).toContainText('Completed');
    await expect(entry.locator('[data-status]')).toHaveAttribute('data-status', 'delivered');

    await customer.context().close();
    await page.context().close();
  });

  for (const language of ['en', 'ar'] as const) {
    test(`the route optimiser orders the stops and draws the route (${language})`, async ({ browser, request }) => {
      const { username } = await createStaffUser(request, {
        password: PASSWORD,
        features: ['fleet-management'],
        orgFlags: { 'fleet-management': true },
      });
      const page = await newPage(browser);
      await signIn(page, username, PASSWORD);
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
      // The language a user chose is kept (the language menu saves it the same way).
      await page.evaluate((lang) => localStorage.setItem('preferred-language', lang), language);
      const t =
        language === 'en'
          ? {
              region: 'Fleet Management',
              tab: 'Route Optimizer',
              start: 'Start location',
              end: 'End location',
              add: 'Add stop',
              stop: (n: number) => `Stop ${n}`,
              optimize: 'Optimize route',
              result: 'Optimized route',
              map: 'Stops in order',
              places: ['Jebel Ali Port', 'Sharjah', 'DXB', 'Abu Dhabi'],
            }
          : {
              region: 'إدارة الأسطول',
              tab: 'تحسين المسارات',
              start: 'نقطة البداية',
              end: 'نقطة النهاية',
              add: 'إضافة محطة',
              stop: (n: number) => `المحطة ${n}`,
              optimize: 'تحسين المسار',
              result: 'المسار المحسّن',
              map: 'المحطات بالترتيب',
              places: ['ميناء جبل علي', 'الشارقة', 'مطار دبي الدولي', 'أبوظبي'],
            };
      await page.goto('/app/dashboard/fleet');
      const fleet = page.getByRole('region', { name: t.region });
      await fleet.getByRole('tab', { name: t.tab }).click();
      await fleet.getByRole('textbox', { name: new RegExp(`^${t.start}`) }).fill(t.places[0]!);
      await fleet.getByRole('button', { name: t.add }).click();
      await fleet.getByRole('textbox', { name: new RegExp(`^${t.stop(1)}`) }).fill(t.places[1]!);
      await fleet.getByRole('button', { name: t.add }).click();
      await fleet.getByRole('textbox', { name: new RegExp(`^${t.stop(2)}`) }).fill(t.places[2]!);
      await fleet.getByRole('textbox', { name: new RegExp(`^${t.end}`) }).fill(t.places[3]!);
      await fleet.getByRole('button', { name: t.optimize }).click();
      await expect(fleet.getByRole('heading', { name: t.result })).toBeVisible();
      const map = fleet.getByRole('img', { name: t.map });
      await expect(map).toBeVisible();
      // Every stop is drawn, joined by the route, and the legs are listed in the page's language.
      await expect(map.locator('circle')).toHaveCount(4);
      await expect(map.locator('polyline')).not.toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await fleet
        .getByRole('region', { name: t.result })
        .screenshot({ path: test.info().outputPath(`route-optimizer-${language}.png`) });
      await page.context().close();
    });
  }
});
