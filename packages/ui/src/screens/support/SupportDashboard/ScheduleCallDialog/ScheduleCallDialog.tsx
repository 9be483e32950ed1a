import { useIntl } from 'react-intl';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog, type FormErrors } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { useMessageToast } from '../../../messageToast.ts';
import { useSupportDashboard } from '../context.ts';
import { toLocalInputValue } from '../format.ts';
import { type ActionDialogProps, requiresAccount } from '../SignInRequiredDialog/SignInRequiredDialog.tsx';
import { messages } from '../SupportDashboard.messages.ts';
import { scheduleMessages as sm } from './ScheduleCallDialog.messages.ts';

/** Same rule as the API (`CreateCallRequest`): digits, spaces, brackets and dashes, optionally after a plus. */
const phonePattern = /^\+?[0-9][0-9 ()-]{6,19}$/;
/** How far ahead a call can be requested (`CALL_REQUEST_MAX_DAYS_AHEAD` of the API). */
const callMaxDaysAhead = 60;
const dayMs = 24 * 60 * 60 * 1000;

type CallValues = { preferredAt: string; phone: string; topic: string };

function ScheduleCallForm({ trigger }: ActionDialogProps) {
  const intl = useIntl();
  const toast = useMessageToast();
  const { onScheduleCall } = useSupportDashboard().props;

  const validate = (values: CallValues) => {
    const found: FormErrors<CallValues> = {};
    const when = values.preferredAt ? new Date(values.preferredAt) : null;
    if (!when || Number.isNaN(when.getTime())) found.preferredAt = intl.formatMessage(sm.whenRequired);
    else if (when.getTime() <= Date.now()) found.preferredAt = intl.formatMessage(sm.whenPast);
    else if (when.getTime() > Date.now() + callMaxDaysAhead * dayMs)
      found.preferredAt = intl.formatMessage(sm.whenTooFar);
    const phone = values.phone.trim();
    if (!phone) found.phone = intl.formatMessage(sm.phoneRequired);
    else if (!phonePattern.test(phone)) found.phone = intl.formatMessage(sm.phoneInvalid);
    if (values.topic.trim().length < 3) found.topic = intl.formatMessage(sm.topicRequired);
    return found;
  };

  return (
    <FormDialog
      trigger={trigger}
      title={intl.formatMessage(sm.scheduleTitle)}
      description={intl.formatMessage(sm.scheduleDescription)}
      initialValues={{ preferredAt: '', phone: '', topic: '' }}
      validate={validate}
      onSubmit={(values) =>
        onScheduleCall({
          preferredAt: new Date(values.preferredAt).toISOString(),
          phone: values.phone.trim(),
          topic: values.topic.trim(),
        })
      }
      toasts={{
        success: toast(sm.scheduleSuccess, sm.scheduleSuccessDescription),
        failure: toast(messages.toastError, sm.scheduleError),
      }}
      submitLabel={intl.formatMessage(sm.scheduleSubmit)}
      busyLabel={intl.formatMessage(sm.scheduleSubmitting)}
    >
      {(form) => (
        <>
          <Field label={intl.formatMessage(sm.when)} error={form.errors.preferredAt} required>
            <Input {...form.field('preferredAt')} type="datetime-local" min={toLocalInputValue(new Date())} />
          </Field>
          <Field
            label={intl.formatMessage(sm.phone)}
            hint={intl.formatMessage(sm.phoneHint)}
            error={form.errors.phone}
            required
          >
            <Input {...form.field('phone')} type="tel" autoComplete="tel" dir="ltr" />
          </Field>
          <Field label={intl.formatMessage(sm.topic)} error={form.errors.topic} required>
            <Input {...form.field('topic')} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}

/** Schedule support call: a form in the real workspace, a sign-in prompt in the demo. */
export const ScheduleCallDialog = requiresAccount(ScheduleCallForm);
