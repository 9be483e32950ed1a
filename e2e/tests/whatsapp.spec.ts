import { createHmac } from 'node:crypto';
import { startFakeGraph, textNotification } from '../../api/test/fake-graph.ts';
import { E2E_WHATSAPP_GRAPH_PORT } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

// The WhatsApp channel (issue 17): an organization admin connects the number in the WhatsApp section; a customer's
// message posted to the webhook (signed with the app secret, as Meta does) appears in the AI Assistant inbox, and
// the assistant's reply reaches the local Graph API the server was pointed at (QAFILA_WHATSAPP_GRAPH_URL); in English
// and in Arabic.

const PASSWORD = 'whatsapp-e2e-password';
const APP_SECRET = 'e2e-app-secret-of-the-meta-app';
const PHONE_NUMBER_ID = '106540352242922';

for (const language of ['en', 'ar'] as const) {
  test(`a WhatsApp message reaches the AI Assistant inbox and the reply the Graph API (${language})`, async ({
    page,
    request,
  }) => {
    const { username } = await createStaffUser(request, {
      password: PASSWORD,
      features: ['whatsapp-integration', 'ai-chat'],
      orgFlags: { 'whatsapp-integration': true },
    });
    // The local Graph API on the port the e2e server sends to (its message ids unique across runs).
    const graph = await startFakeGraph({ port: E2E_WHATSAPP_GRAPH_PORT, idPrefix: `wamid.E2E${Date.now()}.` });
    try {
      const t =
        language === 'en'
          ? {
              connect: 'Connect number',
              phone: 'Phone number',
              phoneId: 'Phone number ID',
              waba: 'WhatsApp Business Account ID',
              token: 'Access token',
              secret: 'App secret',
              save: 'Save',
              pending: 'Waiting for verification',
              connected: 'Connected',
              callback: 'Callback URL',
              verify: 'Verify token',
              fromWhatsApp: 'From WhatsApp',
            }
          : {
              connect: 'ربط رقم',
              phone: 'رقم الهاتف',
              phoneId: 'معرّف رقم الهاتف',
              waba: 'معرّف حساب واتساب للأعمال',
              token: 'رمز الوصول',
              secret: 'سر التطبيق',
              save: 'حفظ',
              pending: 'بانتظار التحقق',
              connected: 'متصل',
              callback: 'عنوان الاستدعاء (Callback URL)',
              verify: 'رمز التحقق (Verify token)',
              fromWhatsApp: 'من واتساب',
            };
      await decideCookies(page);
      await signIn(page, username, PASSWORD);
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
      if (language === 'ar') await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));

      // The admin connects the number in the section.
      await page.goto('/app/dashboard/whatsapp');
      const section = page.getByTestId('whatsapp-channel');
      await expect(section).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await section.getByRole('button', { name: t.connect }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: t.phone, exact: true }).fill('+971 4 555 0100');
      await dialog.getByRole('textbox', { name: t.phoneId, exact: true }).fill(PHONE_NUMBER_ID);
      await dialog.getByRole('textbox', { name: t.waba, exact: true }).fill('102290129340398');
      await dialog.getByRole('textbox', { name: t.token, exact: true }).fill('EAAG-e2e-access-token-1234');
      await dialog.getByRole('textbox', { name: t.secret, exact: true }).fill(APP_SECRET);
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
      await expect(section.getByText(t.pending)).toBeVisible();

      // Meta's verification request with the callback URL and verify token the section shows.
      const callback = await section.getByRole('textbox', { name: t.callback }).inputValue();
      const verifyToken = await section.getByRole('textbox', { name: t.verify }).inputValue();
      const webhook = new URL(callback).pathname;
      const verified = await request.get(
        `${webhook}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(verifyToken)}&hub.challenge=8675309`,
      );
      expect(verified.status()).toBe(200);
      expect(await verified.text()).toBe('8675309');
      await page.reload();
      await expect(page.getByTestId('whatsapp-channel').getByText(t.connected, { exact: true })).toBeVisible();

      // A customer writes; the post is signed as Meta signs it.
      const waId = `97150${Date.now().toString().slice(-7)}`;
      const text = language === 'en' ? 'Hello, where is my parcel?' : 'مرحبا، أين شحنتي؟';
      const body = JSON.stringify(
        textNotification({ id: `wamid.IN${waId}`, from: waId, body: text, phoneNumberId: PHONE_NUMBER_ID }),
      );
      const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
      const unsigned = await request.post(webhook, { data: body, headers: { 'content-type': 'application/json' } });
      expect(unsigned.status()).toBe(401);
      const posted = await request.post(webhook, {
        data: body,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      });
      expect(posted.status(), await posted.text()).toBe(200);

      // The assistant's reply went to the Graph API, to this customer, from this number.
      expect(graph.posts).toHaveLength(1);
      expect(graph.posts[0]!.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
      expect(graph.posts[0]!.authorization).toBe('Bearer EAAG-e2e-access-token-1234');
      expect(graph.posts[0]!.body).toMatchObject({ messaging_product: 'whatsapp', to: waId, type: 'text' });
      const reply = graph.posts[0]!.body.text.body as string;
      expect(reply.length).toBeGreaterThan(0);

      // The conversation is in the organization's AI Assistant inbox, with the customer's words and the reply.
      await page.goto('/app/dashboard/ai-chat');
      const entry = page.getByRole('button', { name: /Sheena Nelson/ });
      await expect(entry).toBeVisible();
      await expect(entry.getByText(t.fromWhatsApp)).toBeVisible();
      await entry.click();
      await expect(page.getByText(text).last()).toBeVisible();
      await expect(page.getByText(reply.split('\n')[0]!).last()).toBeVisible();
    } finally {
      await graph.close();
    }
  });
}
