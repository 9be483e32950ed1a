import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { decideCookies } from './session.ts';

// Temperature Monitoring (issue 18): the customer's support dashboard is open; a sensor attached to their shipment
// posts readings through the API with its device token (what `qafila telemetry simulate` does) that stay out of the
// chilled range past the 15-minute tolerance; the alert appears in the open dashboard at once, without a reload; in
// English and in Arabic.

const TRACKING = 'QAF-240001';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

for (const language of ['en', 'ar'] as const) {
  test(`a sensor breaching the range alerts the customer's open support dashboard live (${language})`, async ({
    page,
    request,
  }) => {
    // The demo organization's staff (ops has the temperature section) register a sensor and attach it to the demo
    // customer's shipment, loaded an hour ago.
    const login = await request.post('/api/auth/login', { data: { username: 'ops', password: E2E_PASSWORDS.ops } });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const staff = { authorization: `Bearer ${token}` };
    const created = await request.post('/api/telemetry/sensors', {
      headers: staff,
      data: { name: `E2E reefer ${language} ${Date.now().toString(36)}`, kind: 'reefer' },
    });
    expect(created.status()).toBe(201);
    const { sensor, token: deviceToken } = (await created.json()) as { sensor: { id: number }; token: string };
    const attached = await request.post(`/api/telemetry/sensors/${sensor.id}/assignments`, {
      headers: staff,
      data: { trackingNumber: TRACKING, from: minutesAgo(60) },
    });
    expect(attached.status()).toBe(201);

    // The customer's support dashboard (the demo workspace), live.
    await decideCookies(page);
    if (language === 'ar') await page.addInitScript(() => localStorage.setItem('preferred-language', 'ar'));
    await page.goto('/app');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(language === 'en' ? 'Online' : 'متصل', { exact: true })).toBeVisible();
    let loads = 0;
    page.on('load', () => loads++);

    // In range, then 25 minutes at 9–12 °C (chilled is 2–8 °C, tolerance 15 minutes), as one device batch.
    const readings = [
      { temperatureC: 5.1, at: minutesAgo(40) },
      ...[9.2, 10.1, 10.8, 11.4, 11.9, 12.2].map((temperatureC, i) => ({ temperatureC, at: minutesAgo(30 - i * 5) })),
    ];
    const posted = await request.post('/api/telemetry/readings', {
      headers: { 'x-device-token': deviceToken },
      data: { readings },
    });
    expect(posted.status()).toBe(200);
    expect(await posted.json()).toMatchObject({ stored: 7, excursionsOpened: 1 });

    const title = language === 'en' ? `Temperature alert: ${TRACKING}` : `تنبيه درجة الحرارة: ${TRACKING}`;
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(
      page
        .getByText(language === 'en' ? /temperature went out of range at .+: 12\.2 °C/ : /خرجت درجة حرارة شحنتك/)
        .first(),
    ).toBeVisible();
    expect(loads).toBe(0);
  });
}
