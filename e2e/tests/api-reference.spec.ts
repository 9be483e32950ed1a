import { expect, test } from './fixtures.ts';

test.describe('API reference (issue 13)', () => {
  test('renders the OpenAPI document served by the API, loading nothing from another origin', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    const blocked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== origin) foreign.push(req.url());
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) blocked.push(msg.text());
    });
    await page.goto('/api/reference');
    await expect(page.getByRole('heading', { name: 'Qafila API', level: 1 })).toBeVisible({ timeout: 20_000 });
    // The operations of the registry, grouped by tag, by their summaries.
    await expect(page.getByRole('link', { name: /^Version, uptime and database status/ })).toBeVisible();
    await page.getByRole('button', { name: 'Open Group - auth' }).click();
    await expect(page.getByRole('link', { name: /^Sign in; returns a token and the user/ })).toBeVisible();
    expect(foreign).toEqual([]);
    expect(blocked).toEqual([]);
  });
});
