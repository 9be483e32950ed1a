import type { ActionResult } from '../../actions/ActionResult.ts';
import { Button } from '../Button/Button.tsx';
import { Field } from '../Field/Field.tsx';
import { Input } from '../Input/Input.tsx';
import type { FormDialogProps } from './FormDialog.tsx';

/** The sample form of the stories and tests: report a delay on a shipment. */
export interface Values {
  trackingNumber: string;
  reason: string;
}

/** Its words in both locales (`cancel` is FormDialog's own, from the catalogue). */
export const copy = {
  en: {
    open: 'Report delay',
    title: 'Report a delay',
    description: 'We will tell the carrier and update you within 24 hours.',
    tracking: 'Tracking number',
    reason: 'Reason',
    required: 'Enter a reason.',
    submit: 'Send report',
    busy: 'Sending report…',
    done: 'Report sent',
    error: 'Error',
    failed: 'Could not send the report.',
    cancel: 'Cancel',
  },
  ar: {
    open: 'الإبلاغ عن تأخير',
    title: 'الإبلاغ عن تأخير',
    description: 'سنبلغ شركة النقل ونوافيك بالمستجدات خلال ٢٤ ساعة.',
    tracking: 'رقم التتبع',
    reason: 'السبب',
    required: 'أدخل السبب.',
    submit: 'إرسال البلاغ',
    busy: 'جارٍ إرسال البلاغ…',
    done: 'تم إرسال البلاغ',
    error: 'خطأ',
    failed: 'تعذّر إرسال البلاغ.',
    cancel: 'إلغاء',
  },
} as const;

type Props = FormDialogProps<Values, ActionResult>;
/** The report dialog's props in `locale`, all but `onSubmit`. */
export function reportDialog(locale: 'en' | 'ar'): Omit<Props, 'onSubmit'> {
  const t = copy[locale];
  return {
    trigger: <Button>{t.open}</Button>,
    title: t.title,
    description: t.description,
    initialValues: { trackingNumber: 'QF12345678', reason: '' },
    validate: (values) => (values.reason.trim() ? {} : { reason: t.required }),
    toasts: { success: { title: t.done }, failure: { title: t.error, description: t.failed } },
    submitLabel: t.submit,
    busyLabel: t.busy,
    children: (form) => (
      <>
        <Field label={t.tracking}>
          <Input {...form.field('trackingNumber')} dir="ltr" />
        </Field>
        <Field label={t.reason} error={form.errors.reason} required>
          <Input {...form.field('reason')} />
        </Field>
      </>
    ),
  };
}
