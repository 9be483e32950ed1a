import { useIntl } from 'react-intl';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog, type FormErrors } from '../../../../components/FormDialog/FormDialog.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { useMessageToast } from '../../../messageToast.ts';
import type { SupportDashboardProps } from '../../types.ts';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { useSupportDashboard } from '../context.ts';
import { type ActionDialogProps, requiresAccount } from '../SignInRequiredDialog/SignInRequiredDialog.tsx';
import { messages } from '../SupportDashboard.messages.ts';
import { reportArgMessages, reportMessages as rm } from './ReportIssueDialog.messages.ts';

const categories = ['damaged', 'missing', 'delayed', 'wrong_item', 'other'] as const;
type Category = Parameters<SupportDashboardProps['onReportIssue']>[0]['category'];
type ReportValues = { category: Category | undefined; summary: string };

function ReportIssueForm({ trigger }: ActionDialogProps) {
  const intl = useIntl();
  const toast = useMessageToast();
  const { onReportIssue, shipment, selectedTrackingNumber } = useSupportDashboard().props;

  const labels: Record<Category, string> = {
    damaged: intl.formatMessage(rm.categoryDamaged),
    missing: intl.formatMessage(rm.categoryMissing),
    delayed: intl.formatMessage(rm.categoryDelayed),
    wrong_item: intl.formatMessage(rm.categoryWrongItem),
    other: intl.formatMessage(rm.categoryOther),
  };
  const validate = ({ category, summary }: ReportValues): FormErrors<ReportValues> => ({
    category: category ? undefined : intl.formatMessage(rm.categoryRequired),
    summary: summary.trim().length >= 10 ? undefined : intl.formatMessage(rm.summaryShort),
  });

  return (
    <FormDialog<ReportValues, Awaited<ReturnType<typeof onReportIssue>>>
      trigger={trigger}
      title={intl.formatMessage(rm.reportTitle)}
      description={intl.formatMessage(reportArgMessages.description, {
        trackingNumber: shipment?.trackingNumber ?? selectedTrackingNumber ?? '',
      })}
      initialValues={{ category: undefined, summary: '' }}
      validate={validate}
      // validate() has passed, so a category is chosen.
      onSubmit={({ category = 'other', summary }) => onReportIssue({ category, summary: summary.trim() })}
      toasts={{
        success: toast(rm.reportSuccess, rm.reportSuccessDescription),
        failure: toast(messages.toastError, rm.reportError),
      }}
      submitLabel={intl.formatMessage(rm.reportSubmit)}
      busyLabel={intl.formatMessage(rm.reportSubmitting)}
    >
      {(form) => (
        <>
          <ChoiceGroup
            legend={intl.formatMessage(rm.category)}
            name="category"
            value={form.values.category}
            options={categories.map((value) => ({ value, label: labels[value] }))}
            onChange={(value) => form.set('category', value)}
            error={form.errors.category}
            required
          />
          <Field
            label={intl.formatMessage(rm.summary)}
            hint={intl.formatMessage(rm.summaryHint)}
            error={form.errors.summary}
            required
          >
            <Textarea {...form.field('summary')} rows={3} maxHeight={200} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}

/** Report issue / delay: a form in the real workspace, a sign-in prompt in the demo. */
export const ReportIssueDialog = requiresAccount(ReportIssueForm);
