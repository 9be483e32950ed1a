import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, organizationData, signIn } from './session.ts';

// Customs Clearance (issue 18): staff open the section, create a declaration for one of their shipments with two lines
// in euros at a typed rate — laptops (5 %) and rice (0 % in the GCC tariff) — see the duty and VAT estimate in the
// dialog and the calculation of the saved draft, and submit it; in English and in Arabic.
//
// EUR at 4.0125, CIF: laptops 1,000.00 → AED 4,012.50, duty 200.63 (200.625 half up), VAT 5 % of 4,213.13 = 210.66;
// rice 500.00 → AED 2,006.25, duty 0, VAT 100.31. Totals: duty 200.63, VAT 310.97, due 511.60. The draft is then
// edited to EUR 1,000.00 of rice (VAT 200.63 on that line): VAT 411.29.

const PASSWORD = 'customs-e2e-password';

const TEXT = {
  en: {
    newDeclaration: 'New declaration',
    tracking: /Tracking number/,
    currency: /^Currency/,
    rate: /Exchange rate/,
    line: (n: number) => `Line ${n}`,
    hs: /HS code/,
    description: /Description/,
    origin: /Origin/,
    value: /Value/,
    addLine: 'Add line',
    save: 'Save draft',
    submit: 'Submit',
    submitted: 'Submitted',
    edit: 'Edit draft',
  },
  ar: {
    newDeclaration: 'بيان جديد',
    tracking: /رقم التتبع/,
    currency: /^العملة/,
    rate: /سعر الصرف/,
    line: (n: number) => `البند ${n}`,
    hs: /رمز النظام المنسق/,
    description: /الوصف/,
    origin: /المنشأ/,
    value: /القيمة/,
    addLine: 'إضافة بند',
    save: 'حفظ المسودة',
    submit: 'تقديم',
    submitted: 'مُقدَّم',
    edit: 'تعديل المسودة',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`staff create a declaration, see its duty and VAT and submit it (${language})`, async ({ page, request }) => {
    const t = TEXT[language];
    const tag = `${language}${Date.now().toString(36)}`;
    const { username } = await createStaffUser(request, {
      password: PASSWORD,
      features: ['compliance-monitoring', 'cargo-management'],
      company: `Customs ${tag}`,
    });
    const { headers: auth, ship } = await organizationData(request, username, PASSWORD, tag);
    const trackingNumber = await ship({
      origin: 'Hamburg, Germany',
      destination: 'Dubai, UAE',
      service: 'freight_sea',
      declaredValueAed: 8000,
    });

    await decideCookies(page);
    await signIn(page, username, PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    if (language === 'ar') await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));
    await page.goto('/app/dashboard/customs');
    await expect(page.getByTestId('customs-clearance')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    await page.getByRole('button', { name: t.newDeclaration }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.tracking).fill(trackingNumber);
    await dialog.getByLabel(t.currency).selectOption('EUR');
    await dialog.getByLabel(t.rate).fill('4.0125');
    const fill = async (n: number, hs: string, description: string, origin: string, value: string) => {
      const line = dialog.getByRole('group', { name: t.line(n) });
      await line.getByLabel(t.hs).fill(hs);
      await line.getByLabel(t.description).fill(description);
      await line.getByLabel(t.origin).fill(origin);
      await line.getByLabel(t.value).fill(value);
    };
    await fill(1, '8471.30', 'Laptops', 'CN', '1000');
    await dialog.getByRole('button', { name: t.addLine }).click();
    await fill(2, '1006.30', 'Basmati rice', 'IN', '500');
    await expect(dialog.getByTestId('preview-duty')).toContainText('200.63');
    await expect(dialog.getByTestId('preview-vat')).toContainText('310.97');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();

    // The saved draft opens with its calculation line by line and the rate used.
    const detail = page.getByTestId('declaration-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('total-duty')).toContainText('200.63');
    await expect(detail.getByTestId('total-vat')).toContainText('310.97');
    await expect(detail.getByTestId('total-total')).toContainText('511.60');
    await expect(detail.getByRole('cell', { name: '4.0125' })).toHaveCount(2);
    // Edited while a draft: twice the rice (EUR 1,000.00 → VAT AED 200.63 on that line), the totals follow.
    await detail.getByRole('button', { name: t.edit }).click();
    const edit = page.getByRole('dialog');
    await edit
      .getByRole('group', { name: t.line(2) })
      .getByLabel(t.value)
      .fill('1000');
    await edit.getByRole('button', { name: t.save }).click();
    await expect(edit).toBeHidden();
    await expect(detail.getByTestId('total-vat')).toContainText('411.29');
    await detail.getByRole('button', { name: t.submit }).click();
    await expect(detail.locator('[data-status="submitted"]')).toHaveText(t.submitted);

    // The API stored the calculation at submission.
    const list = await request.get('/api/customs/declarations', { headers: auth });
    const [declaration] = (await list.json()) as { status: string; dutyFils: number; vatFils: number }[];
    expect(declaration).toMatchObject({ status: 'submitted', dutyFils: 20_063, vatFils: 41_129 });
  });
}
