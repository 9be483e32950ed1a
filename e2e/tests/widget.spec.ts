import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { startWidgetDemo } from '@qafila/widget-demo/server';
import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { decideCookies, signIn as signInWithDialog } from './session.ts';

// The chat widget on a partner's site (issue 15): apps/widget-demo on another origin embeds the script tag served by
// the Qafila server; the organization (the demo one, through its admin `ops`) allows that origin.

type Demo = Awaited<ReturnType<typeof startWidgetDemo>>;

async function signIn(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { token: string; user: { id: number } };
  return { headers: { authorization: `Bearer ${body.token}` }, id: body.user.id };
}

/** The widget's elements, inside its shadow root (Playwright's locators pierce open shadow roots). */
const launcher = (page: Page, name: RegExp | string = 'Open chat') => page.getByRole('button', { name });

/** What the partner's page holds in cookies and storage (e2e has no DOM types: the page function is a string). */
async function storageOf(page: Page) {
  return page.evaluate<{ local: string[]; session: string[]; cookies: string; databases: string[] }>(`(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
    databases: ((await indexedDB.databases?.()) ?? []).map((d) => d.name),
  }))()`);
}

test.describe('chat widget on a partner site', () => {
  let demo: Demo;
  let stranger: Demo;
  let token: string;
  let secret: string;
  let api: string;
  let customer: { headers: { authorization: string }; id: number };
  let ops: { headers: { authorization: string }; id: number };

  test.beforeAll(async ({ request, baseURL }) => {
    api = new URL(baseURL!).origin;
    demo = await startWidgetDemo();
    stranger = await startWidgetDemo();
    ops = await signIn(request, 'ops', E2E_PASSWORDS.ops);
    customer = await signIn(request, 'demo', E2E_PASSWORDS.demo);
    const saved = await request.put('/api/org/widget', {
      headers: ops.headers,
      data: { enabled: true, allowedOrigins: [demo.origin] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    token = ((await saved.json()) as { websiteToken: string }).websiteToken;
    const rotated = await request.post('/api/org/widget/identity-secret', { headers: ops.headers });
    expect(rotated.status(), await rotated.text()).toBe(200);
    secret = ((await rotated.json()) as { identitySecret: string }).identitySecret;
  });
  test.afterAll(async () => {
    await demo?.stop();
    await stranger?.stop();
  });

  const page = (origin: string, path: string, extra: Record<string, string> = {}) =>
    `${origin}${path}?${new URLSearchParams({ token, api, ...extra })}`;

  test('an anonymous visitor asks in Arabic for a tracking number and gets the card; nothing is stored before consent', async ({
    page: tab,
  }) => {
    await tab.goto(page(demo.origin, '/ar'));
    await launcher(tab, 'فتح المحادثة').click();
    const panel = tab.getByRole('dialog', { name: /تحدّث مع/ });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('dir', 'rtl');
    await panel.getByRole('textbox', { name: 'الرسالة' }).fill('وين شحنتي QAF-240001؟');
    await panel.getByRole('button', { name: 'إرسال' }).click();
    await expect(panel.getByRole('region', { name: 'تتبّع QAF-240001' })).toBeVisible({ timeout: 10_000 });

    // Consent-first: no cookie, no storage on the partner's origin while the host has not said yes.
    expect(await storageOf(tab)).toEqual({ local: [], session: [], cookies: '', databases: [] });
    await tab.getByRole('button', { name: 'السماح بحفظ المحادثة' }).click();
    await expect.poll(async () => (await storageOf(tab)).local).toEqual([`qafila-chat:${token}`]);

    // With consent the conversation is kept across page loads.
    await tab.reload();
    await tab.evaluate("window.QafilaChat('consent', 'granted')");
    const again = tab.getByRole('dialog', { name: /تحدّث مع/ });
    if (!(await again.isVisible())) await launcher(tab, 'فتح المحادثة').click();
    await expect(again.getByRole('region', { name: 'تتبّع QAF-240001' })).toBeVisible({ timeout: 10_000 });
  });

  test('a verified customer asks "where is my shipment" and gets their own shipments; a tampered hash is refused', async ({
    page: tab,
    request,
  }) => {
    const hash = createHmac('sha256', secret).update(String(customer.id)).digest('hex');
    await tab.goto(page(demo.origin, '/', { user: String(customer.id), hash }));
    await launcher(tab).click();
    const panel = tab.getByRole('dialog', { name: /Chat with/ });
    await panel.getByRole('textbox', { name: 'Message' }).fill('where is my shipment');
    await panel.getByRole('button', { name: 'Send' }).click();
    const answer = panel.locator('[data-role="assistant"]').last();
    await expect(answer).toContainText('QAF-', { timeout: 10_000 });
    // Every shipment it names is one of this customer's (Layla's, in the same organization, is not).
    const own = await request.get(`/api/shipments/customer/${customer.id}`, { headers: customer.headers });
    const theirs = new Set(((await own.json()) as Array<{ trackingNumber: string }>).map((s) => s.trackingNumber));
    const named = ((await answer.textContent()) ?? '').match(/QAF-\d+/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !theirs.has(n))).toEqual([]);
    expect(theirs.has('QAF-770001')).toBe(false);

    const tampered = await tab.context().newPage();
    const refused = tampered.waitForResponse((r) => r.url().includes('/api/widget/') && r.url().endsWith('/sessions'));
    const bad = hash.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await tampered.goto(page(demo.origin, '/', { user: String(customer.id), hash: bad }));
    await launcher(tampered).click();
    expect((await refused).status()).toBe(403);
    // It carries on as an anonymous visitor: "where is my shipment" lists nothing of the customer's.
    const anonymous = tampered.getByRole('dialog', { name: /Chat with/ });
    await anonymous.getByRole('textbox', { name: 'Message' }).fill('where is my shipment');
    await anonymous.getByRole('button', { name: 'Send' }).click();
    await expect(anonymous.locator('[data-role="assistant"]').last()).toBeVisible();
    await expect(anonymous.getByRole('log')).not.toContainText('QAF-240001');
  });

  test('an organization admin allows another site on the Chat widget page', async ({ page: tab, request }) => {
    await decideCookies(tab);
    await signInWithDialog(tab, 'ops', E2E_PASSWORDS.ops);
    await expect(tab.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await tab.goto('/app/dashboard/chat-widget');
    // The snippet carries this organization's token and this server's script.
    await expect(tab.getByText(`websiteToken: '${token}'`)).toBeVisible();
    await tab.getByRole('textbox', { name: 'Origin to allow' }).fill('https://shop.example.ae/checkout');
    await tab.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(tab.getByText(/Leave out the path/)).toBeVisible();
    await tab.getByRole('textbox', { name: 'Origin to allow' }).fill('https://shop.example.ae');
    await tab.getByRole('button', { name: 'Add', exact: true }).click();
    await tab.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => {
        const res = await request.get('/api/org/widget', { headers: ops.headers });
        return ((await res.json()) as { allowedOrigins: string[] }).allowedOrigins;
      })
      .toEqual([demo.origin, 'https://shop.example.ae']);
  });

  test('a reply from the team in the dashboard inbox arrives live in the widget', async ({
    page: tab,
    browser,
    baseURL,
    request,
  }) => {
    // The visitor leaves a name in the pre-chat form, so the team can find the conversation.
    const prechat = await request.put('/api/org/widget', {
      headers: ops.headers,
      data: { preChatFields: ['name'], preChatRequired: false },
    });
    expect(prechat.status()).toBe(200);
    try {
      await tab.goto(page(demo.origin, '/'));
      await launcher(tab).click();
      const panel = tab.getByRole('dialog', { name: /Chat with/ });
      await panel.getByRole('textbox', { name: 'Name' }).fill('Mariam Al Suwaidi');
      await panel.getByRole('button', { name: 'Start chat' }).click();
      await panel.getByRole('textbox', { name: 'Message' }).fill('I want to talk to a person please');
      await panel.getByRole('button', { name: 'Send' }).click();
      await expect(panel.locator('[data-role="assistant"]').last()).toBeVisible({ timeout: 10_000 });

      const context = await browser.newContext({ baseURL: baseURL! });
      await decideCookies(context);
      const staff = await context.newPage();
      await signInWithDialog(staff, 'ops', E2E_PASSWORDS.ops);
      await expect(staff.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
      await staff.goto('/app/dashboard/ai-chat');
      const entry = staff.getByRole('button', { name: /Mariam Al Suwaidi/ });
      await expect(entry).toContainText('Chat widget');
      await expect(entry).toContainText(`Page: ${new URL(demo.origin).host}`);
      await entry.click();
      await expect(staff.getByText('I want to talk to a person please')).toBeVisible();
      await staff.getByRole('textbox', { name: 'Reply' }).fill('Hello Mariam, this is the operations team.');
      await staff.getByRole('button', { name: 'Send reply' }).click();

      await expect(panel.getByText('Hello Mariam, this is the operations team.')).toBeVisible();
      await expect(panel.locator('[data-role="agent"]').last()).toContainText('From the team');
      await context.close();
    } finally {
      await request.put('/api/org/widget', { headers: ops.headers, data: { preChatFields: [] } });
    }
  });

  test("the host page's aggressive CSS does not change the panel", async ({ page: tab }) => {
    const measure = async (hostile: boolean) => {
      await tab.goto(page(demo.origin, '/', hostile ? { hostile: '1' } : {}));
      await launcher(tab).click();
      const panel = tab.getByRole('dialog', { name: /Chat with/ });
      await expect(panel).toBeVisible();
      const send = panel.getByRole('button', { name: 'Send' });
      return {
        panel: await panel.boundingBox(),
        send: await send.evaluate(`(el) => {
          const s = getComputedStyle(el);
          return { font: s.fontFamily, size: s.fontSize, color: s.color, display: s.display };
        }`),
      };
    };
    const plain = await measure(false);
    const hostile = await measure(true);
    expect(hostile).toEqual(plain);
  });

  test('a page on an origin that is not allowed gets no session', async ({ page: tab }) => {
    const answers: number[] = [];
    tab.on('response', (r) => {
      if (r.url().includes('/api/widget/')) answers.push(r.status());
    });
    const failed: string[] = [];
    tab.on('requestfailed', (r) => {
      if (r.url().includes('/api/widget/')) failed.push(r.url());
    });
    await tab.goto(page(stranger.origin, '/'));
    await launcher(tab)
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    // The browser refuses the answer (no CORS headers): the calls fail, and no session token ever reaches the page.
    await expect.poll(() => answers.length + failed.length).toBeGreaterThan(0);
    expect(answers.filter((s) => s < 400)).toEqual([]);
    await expect(tab.getByRole('dialog', { name: /Chat with/ }).getByRole('log')).toHaveCount(0);
  });
});
