import type { LanguageCode } from '@qafila/contracts';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import type { SupportDashboardProps } from '../types.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { useSupportDashboard } from './context.ts';
import { toLocalInputValue } from './format.ts';
import * as styles from './SupportDashboard.css.ts';
import { argMessages, detailMessages, formMessages, messages, shipmentMessages } from './SupportDashboard.messages.ts';

/** Same rule as the API (`CreateCallRequest`): digits, spaces, brackets and dashes, optionally after a plus. */
const phonePattern = /^\+?[0-9][0-9 ()-]{6,19}$/;
/** How far ahead a call can be requested (`CALL_REQUEST_MAX_DAYS_AHEAD` of the API). */
const callMaxDaysAhead = 60;
const dayMs = 24 * 60 * 60 * 1000;

const categories = ['damaged', 'missing', 'delayed', 'wrong_item', 'other'] as const;
type Category = Parameters<SupportDashboardProps['onReportIssue']>[0]['category'];
type Channel = NonNullable<SupportDashboardProps['preferences']>['notificationChannel'];

interface ActionDialogProps {
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactElement;
}

/** A request needs an account: in the demo workspace, say so and offer to sign in instead of a form that fails. */
function SignInRequiredDialog({ trigger }: ActionDialogProps) {
  const intl = useIntl();
  const { onSignIn } = useSupportDashboard().props;
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title={intl.formatMessage(detailMessages.signInTitle)}
      description={intl.formatMessage(detailMessages.signInDescription)}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button
            onClick={() => {
              setOpen(false);
              onSignIn();
            }}
          >
            {intl.formatMessage(messages.signIn)}
          </Button>
        </>
      }
    />
  );
}

/** Props that put a submit button in its loading state while a request is in flight. */
function loadingProps(busy: boolean, label: string) {
  return busy ? ({ loading: true, loadingLabel: label } as const) : ({ loading: false } as const);
}

/** Runs a write and reports the outcome; a rejected promise counts as a failure. */
async function settle(promise: () => Promise<boolean>): Promise<boolean> {
  try {
    return await promise();
  } catch {
    return false;
  }
}

type CallField = 'when' | 'phone' | 'topic';

function ScheduleCallForm({ trigger }: ActionDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const { onScheduleCall } = useSupportDashboard().props;
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<CallField, string>>({ when: '', phone: '', topic: '' });
  const [errors, setErrors] = useState<Partial<Record<CallField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const refs = {
    when: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    topic: useRef<HTMLInputElement>(null),
  };

  const change = (field: CallField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): Partial<Record<CallField, string>> => {
    const found: Partial<Record<CallField, string>> = {};
    const when = values.when ? new Date(values.when) : null;
    if (!when || Number.isNaN(when.getTime())) found.when = intl.formatMessage(formMessages.whenRequired);
    else if (when.getTime() <= Date.now()) found.when = intl.formatMessage(formMessages.whenPast);
    else if (when.getTime() > Date.now() + callMaxDaysAhead * dayMs)
      found.when = intl.formatMessage(formMessages.whenTooFar);
    const phone = values.phone.trim();
    if (!phone) found.phone = intl.formatMessage(formMessages.phoneRequired);
    else if (!phonePattern.test(phone)) found.phone = intl.formatMessage(formMessages.phoneInvalid);
    if (values.topic.trim().length < 3) found.topic = intl.formatMessage(formMessages.topicRequired);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    const first = (['when', 'phone', 'topic'] as const).find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setSubmitting(true);
    const ok = await settle(() =>
      onScheduleCall({
        preferredAt: new Date(values.when).toISOString(),
        phone: values.phone.trim(),
        topic: values.topic.trim(),
      }),
    );
    setSubmitting(false);
    if (ok) {
      setOpen(false);
      toast({
        title: intl.formatMessage(formMessages.scheduleSuccess),
        description: intl.formatMessage(formMessages.scheduleSuccessDescription),
      });
    } else {
      toast({
        title: intl.formatMessage(messages.toastError),
        description: intl.formatMessage(formMessages.scheduleError),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValues({ when: '', phone: '', topic: '' });
          setErrors({});
        }
        setOpen(next);
      }}
      title={intl.formatMessage(formMessages.scheduleTitle)}
      description={intl.formatMessage(formMessages.scheduleDescription)}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            {...loadingProps(submitting, intl.formatMessage(formMessages.scheduleSubmitting))}
          >
            {intl.formatMessage(formMessages.scheduleSubmit)}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <Field label={intl.formatMessage(formMessages.when)} error={errors.when} required>
          <Input
            ref={refs.when}
            type="datetime-local"
            name="preferredAt"
            min={toLocalInputValue(new Date())}
            value={values.when}
            onChange={(event) => change('when', event.target.value)}
          />
        </Field>
        <Field
          label={intl.formatMessage(formMessages.phone)}
          hint={intl.formatMessage(formMessages.phoneHint)}
          error={errors.phone}
          required
        >
          <Input
            ref={refs.phone}
            type="tel"
            name="phone"
            autoComplete="tel"
            dir="ltr"
            value={values.phone}
            onChange={(event) => change('phone', event.target.value)}
          />
        </Field>
        <Field label={intl.formatMessage(formMessages.topic)} error={errors.topic} required>
          <Input
            ref={refs.topic}
            name="topic"
            value={values.topic}
            onChange={(event) => change('topic', event.target.value)}
          />
        </Field>
      </form>
    </Dialog>
  );
}

function ReportIssueForm({ trigger }: ActionDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const { onReportIssue, shipment, selectedTrackingNumber } = useSupportDashboard().props;
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<Category | undefined>(undefined);
  const [summary, setSummary] = useState('');
  const [errors, setErrors] = useState<{ category?: string | undefined; summary?: string | undefined }>({});
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef<HTMLTextAreaElement>(null);

  const labels: Record<Category, string> = {
    damaged: intl.formatMessage(formMessages.categoryDamaged),
    missing: intl.formatMessage(formMessages.categoryMissing),
    delayed: intl.formatMessage(formMessages.categoryDelayed),
    wrong_item: intl.formatMessage(formMessages.categoryWrongItem),
    other: intl.formatMessage(formMessages.categoryOther),
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = {
      category: category ? undefined : intl.formatMessage(formMessages.categoryRequired),
      summary: summary.trim().length >= 10 ? undefined : intl.formatMessage(formMessages.summaryShort),
    };
    setErrors(found);
    if (found.category) {
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (found.summary || !category) {
      summaryRef.current?.focus();
      return;
    }
    setSubmitting(true);
    const ok = await settle(() => onReportIssue({ category, summary: summary.trim() }));
    setSubmitting(false);
    if (ok) {
      setOpen(false);
      toast({
        title: intl.formatMessage(formMessages.reportSuccess),
        description: intl.formatMessage(formMessages.reportSuccessDescription),
      });
    } else {
      toast({
        title: intl.formatMessage(messages.toastError),
        description: intl.formatMessage(formMessages.reportError),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setCategory(undefined);
          setSummary('');
          setErrors({});
        }
        setOpen(next);
      }}
      title={intl.formatMessage(formMessages.reportTitle)}
      description={intl.formatMessage(argMessages.reportDescription, {
        trackingNumber: shipment?.trackingNumber ?? selectedTrackingNumber ?? '',
      })}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            {...loadingProps(submitting, intl.formatMessage(formMessages.reportSubmitting))}
          >
            {intl.formatMessage(formMessages.reportSubmit)}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <ChoiceGroup
          legend={intl.formatMessage(formMessages.category)}
          name="category"
          value={category}
          options={categories.map((value) => ({ value, label: labels[value] }))}
          onChange={(value) => {
            setCategory(value);
            setErrors((current) => ({ ...current, category: undefined }));
          }}
          error={errors.category}
          required
        />
        <Field
          label={intl.formatMessage(formMessages.summary)}
          hint={intl.formatMessage(formMessages.summaryHint)}
          error={errors.summary}
          required
        >
          <Textarea
            ref={summaryRef}
            name="summary"
            rows={3}
            maxHeight={200}
            value={summary}
            onChange={(event) => {
              setSummary(event.target.value);
              setErrors((current) => ({ ...current, summary: undefined }));
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}

function PreferencesForm({ trigger }: ActionDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const { preferences, onSavePreferences } = useSupportDashboard().props;
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<LanguageCode | 'browser'>('browser');
  const [channel, setChannel] = useState<Channel>('web');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !preferences) return;
    setSubmitting(true);
    const ok = await settle(() =>
      onSavePreferences({ language: language === 'browser' ? null : language, notificationChannel: channel }),
    );
    setSubmitting(false);
    if (ok) {
      setOpen(false);
      toast({ title: intl.formatMessage(formMessages.preferencesSuccess) });
    } else {
      toast({
        title: intl.formatMessage(messages.toastError),
        description: intl.formatMessage(formMessages.preferencesError),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setLanguage(preferences?.language ?? 'browser');
          setChannel(preferences?.notificationChannel ?? 'web');
        }
        setOpen(next);
      }}
      title={intl.formatMessage(formMessages.preferencesTitle)}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            disabled={!preferences}
            {...loadingProps(submitting, intl.formatMessage(formMessages.preferencesSubmitting))}
          >
            {intl.formatMessage(formMessages.preferencesSubmit)}
          </Button>
        </>
      }
    >
      {preferences ? (
        <form id={formId} className={styles.form} noValidate onSubmit={submit}>
          <ChoiceGroup
            legend={intl.formatMessage(formMessages.preferencesLanguage)}
            name="language"
            value={language}
            options={[
              { value: 'en' as const, label: intl.formatMessage(messages.languageEn) },
              { value: 'ar' as const, label: intl.formatMessage(messages.languageAr) },
              { value: 'browser' as const, label: intl.formatMessage(formMessages.browserDefault) },
            ]}
            onChange={(value) => setLanguage(value)}
          />
          <ChoiceGroup
            legend={intl.formatMessage(formMessages.preferencesChannel)}
            name="channel"
            value={channel}
            options={[
              { value: 'whatsapp' as const, label: intl.formatMessage(shipmentMessages.whatsapp) },
              { value: 'email' as const, label: intl.formatMessage(shipmentMessages.email) },
              { value: 'web' as const, label: intl.formatMessage(shipmentMessages.web) },
            ]}
            onChange={(value) => setChannel(value)}
          />
        </form>
      ) : (
        <p className={styles.muted} role="status">
          {intl.formatMessage(formMessages.preferencesLoading)}
        </p>
      )}
    </Dialog>
  );
}

/** Schedule support call: a form in the real workspace, a sign-in prompt in the demo. */
export function ScheduleCallDialog({ trigger }: ActionDialogProps) {
  return useSupportDashboard().props.demo ? (
    <SignInRequiredDialog trigger={trigger} />
  ) : (
    <ScheduleCallForm trigger={trigger} />
  );
}

/** Report issue / delay: a form in the real workspace, a sign-in prompt in the demo. */
export function ReportIssueDialog({ trigger }: ActionDialogProps) {
  return useSupportDashboard().props.demo ? (
    <SignInRequiredDialog trigger={trigger} />
  ) : (
    <ReportIssueForm trigger={trigger} />
  );
}

/** Settings / preferences: a form in the real workspace, a sign-in prompt in the demo. */
export function PreferencesDialog({ trigger }: ActionDialogProps) {
  return useSupportDashboard().props.demo ? (
    <SignInRequiredDialog trigger={trigger} />
  ) : (
    <PreferencesForm trigger={trigger} />
  );
}
