import { expect, test } from './fixtures.ts';

test.describe('walking skeleton', () => {
  test('the landing page renders in English, left to right', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter logistics across the Emirates');
  });

  test('switching to Arabic flips the direction and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /^Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: /العربية|AR/ }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: /^اللغة/ }).first()).toContainText('AR');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('ar');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0600-\u06FF]/);
  });

  test('an Arabic browser gets Arabic without a saved choice', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ar-AE', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/xyz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('client-side navigation reaches every page of the route table', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('bilingual platform');
    await expect(page).toHaveTitle('Features · Qafila');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Admin Portal' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
  });

  test('GET /api/health reports a working database', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { status: 'ok', driver: 'sqlite' } });
  });

  test('public pages are prerendered: full text in their language and direction without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const [path, lang, dir] of [
      ['/', 'en', 'ltr'],
      ['/ar', 'ar', 'rtl'],
      ['/features', 'en', 'ltr'],
      ['/ar/features', 'ar', 'rtl'],
      ['/tutorial', 'en', 'ltr'],
      ['/ar/tutorial', 'ar', 'rtl'],
      ['/about', 'en', 'ltr'],
      ['/ar/about', 'ar', 'rtl'],
      ['/privacy', 'en', 'ltr'],
      ['/ar/privacy', 'ar', 'rtl'],
      ['/terms', 'en', 'ltr'],
      ['/ar/terms', 'ar', 'rtl'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      await expect(page.locator('html'), path).toHaveAttribute('dir', dir);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      expect(heading, path).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /^[^\u0600-\u06FF]+$/);
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]'), path).toHaveCount(1);
      // The first screen's faces are preloaded, as their subsets (Arabic pages: IBM Plex Sans Arabic, plus Inter for
      // Latin digits).
      const fonts = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
      expect(fonts.length, path).toBeGreaterThan(0);
      expect(
        fonts.some((f) => f.includes('ibm-plex-sans-arabic')),
        path,
      ).toBe(lang === 'ar');
      expect(fonts.every((f) => f.includes('-core-')) && fonts.some((f) => f.includes('inter-core')), path).toBe(true);
      // Only the page's own catalogue is loaded, in parallel with the entry script.
      const other = lang === 'ar' ? 'en' : 'ar';
      await expect(page.locator(`link[rel="modulepreload"][href^="/assets/${lang}-"]`), path).toHaveCount(1);
      await expect(page.locator(`link[rel="modulepreload"][href^="/assets/${other}-"]`), path).toHaveCount(0);
    }
    await context.close();
  });

  test('the sitemap lists every public page in both languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/ar', '/features', '/ar/features', '/privacy', '/ar/terms']) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });

  test('pages run under the Content-Security-Policy without a violation', async ({ page }) => {
    await page.addInitScript({
      content:
        "window.cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));",
    });
    for (const path of ['/', '/ar/privacy', '/app']) {
      await page.goto(path);
      await page.waitForTimeout(1000);
      expect(await page.evaluate('window.cspViolations'), path).toEqual([]);
    }
  });
});
