import { WidgetSettingsUpdate } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { fixtureNewWidgetSettings, fixtureWidgetSettings } from './ChatWidgetSettings.fixtures.ts';
import { checkForm, checkOrigin, embedSnippet, isDirty, toFormValues, toUpdate } from './validation.ts';

describe('checkOrigin', () => {
  it.each([
    ['https://shop.example.ae', 'https://shop.example.ae'],
    ['  HTTP://LocalHost:5175 ', 'http://localhost:5175'],
    ['https://*.example.ae', 'https://*.example.ae'],
    ['https://*.shop.example.ae:8443', 'https://*.shop.example.ae:8443'],
  ])('takes %s as %s', (typed, origin) => {
    expect(checkOrigin(typed, [])).toEqual({ ok: true, origin });
  });

  it.each([
    ['', 'empty'],
    ['shop.example.ae', 'scheme'],
    ['ftp://shop.example.ae', 'scheme'],
    ['https://shop.example.ae/', 'path'],
    ['https://shop.example.ae/cart', 'path'],
    ['https://shop.example.ae?x=1', 'path'],
    ['https://shop.*.example.ae', 'wildcard'],
    ['https://*.ae', 'wildcard'],
    ['https://*example.ae', 'wildcard'],
    ['https://exa mple.ae', 'invalid'],
    ['https://shop.example.ae:99999', 'invalid'],
  ])('refuses %j (%s)', (typed, problem) => {
    expect(checkOrigin(typed, [])).toEqual({ ok: false, problem });
  });

  it('refuses a duplicate, however it is spelled, and a twenty-first origin', () => {
    expect(checkOrigin('HTTPS://Shop.Example.ae', ['https://shop.example.ae'])).toEqual({
      ok: false,
      problem: 'duplicate',
    });
    const twenty = Array.from({ length: 20 }, (_, i) => `https://s${i}.example.ae`);
    expect(checkOrigin('https://more.example.ae', twenty)).toEqual({ ok: false, problem: 'tooMany' });
  });

  it('accepts only what the API accepts', () => {
    for (const typed of ['https://*.example.ae', 'http://localhost:5175']) {
      const checked = checkOrigin(typed, []);
      expect(checked.ok && WidgetSettingsUpdate.safeParse({ allowedOrigins: [checked.origin] }).success).toBe(true);
    }
  });
});

describe('the form', () => {
  it('round-trips the settings into an update the API accepts', () => {
    const update = toUpdate(toFormValues(fixtureWidgetSettings));
    expect(WidgetSettingsUpdate.parse(update)).toEqual(update);
    expect(update.businessHours).toEqual(fixtureWidgetSettings.businessHours);
    expect(isDirty(fixtureWidgetSettings, toFormValues(fixtureWidgetSettings))).toBe(false);
  });

  it('always open is null; turned off it starts with Monday to Friday, 09:00–18:00', () => {
    const values = toFormValues(fixtureNewWidgetSettings);
    expect(toUpdate(values).businessHours).toBeNull();
    expect(toUpdate({ ...values, alwaysOpen: false }).businessHours).toEqual({
      days: [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '18:00' })),
    });
  });

  it('a closing time of 00:00 is midnight (24:00), and back', () => {
    const values = toFormValues(fixtureNewWidgetSettings);
    const days = values.days.map((day, index) => (index === 4 ? { open: true, from: '20:00', to: '00:00' } : day));
    const update = toUpdate({ ...values, alwaysOpen: false, days });
    expect(update.businessHours?.days).toContainEqual({ day: 4, open: '20:00', close: '24:00' });
    expect(checkForm({ ...values, alwaysOpen: false, days })).toEqual({});
    const back = toFormValues({ ...fixtureNewWidgetSettings, businessHours: update.businessHours ?? null });
    expect(back.days[4]).toEqual({ open: true, from: '20:00', to: '00:00' });
  });

  it('names bad hours, no open day and a greeting that is too long', () => {
    const values = toFormValues(fixtureWidgetSettings);
    const days = values.days.map((day, index) =>
      index === 1 ? { ...day, to: '07:00' } : index === 2 ? { ...day, from: '' } : day,
    );
    expect(checkForm({ ...values, days, greetingAr: 'ا'.repeat(301) })).toEqual({
      greetingAr: true,
      days: { 1: 'order', 2: 'missing' },
    });
    const closed = values.days.map((day) => ({ ...day, open: false }));
    expect(checkForm({ ...values, days: closed })).toEqual({ noOpenDay: true });
  });

  it('sends the pre-chat fields in their fixed order, and required only with a field', () => {
    const values = toFormValues(fixtureNewWidgetSettings);
    expect(toUpdate({ ...values, preChatFields: ['phone', 'name'], preChatRequired: true })).toMatchObject({
      preChatFields: ['name', 'phone'],
      preChatRequired: true,
    });
    expect(toUpdate({ ...values, preChatFields: [], preChatRequired: true }).preChatRequired).toBe(false);
  });
});

describe('embedSnippet', () => {
  it('queues calls until the script has loaded, boots with the token, loads the script from the API origin', () => {
    expect(embedSnippet('https://app.qafila.ae/', 'wt_abc')).toBe(
      [
        '<script>',
        '  window.QafilaChat = window.QafilaChat || function () { (QafilaChat.q = QafilaChat.q || []).push(arguments); };',
        "  QafilaChat('boot', { websiteToken: 'wt_abc' });",
        '</script>',
        '<script src="https://app.qafila.ae/widget.js" async></script>',
      ].join('\n'),
    );
  });
});
