import type { DocumentDto } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { ServerText } from '../../cargo/CargoManagement/ServerText.tsx';
import { argMessages, messages } from './DocumentProcessing.messages.ts';
import type { DocumentProcessingProps } from './types.ts';

/** Rejects a document with a reason (required, as the API: 3–500 characters); a refusal is shown in the dialog. */
export function RejectDocumentDialog({
  document,
  onClose,
  onReview,
}: {
  /** The document to reject; the dialog is open while it is set. */
  document: DocumentDto | null;
  onClose(): void;
  onReview: DocumentProcessingProps['onReview'];
}) {
  const intl = useIntl();
  return (
    <FormDialog
      open={document !== null}
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={intl.formatMessage(argMessages.rejectTitle, { name: document?.name ?? '' })}
      description={intl.formatMessage(messages.rejectDescription)}
      initialValues={{ reason: '' }}
      validate={({ reason }) => {
        const trimmed = reason.trim();
        return {
          reason:
            trimmed.length < 3
              ? intl.formatMessage(messages.reasonRequired)
              : trimmed.length > 500
                ? intl.formatMessage(messages.reasonMax)
                : undefined,
        };
      }}
      onSubmit={async ({ reason }) => {
        if (!document) return { ok: false };
        const result = await onReview(document.id, { status: 'rejected', reason: reason.trim() });
        return { ...result, name: document.name, trackingNumber: document.trackingNumber };
      }}
      toasts={{
        success: ({ name, trackingNumber }) => ({
          title: intl.formatMessage(messages.rejected),
          description: intl.formatMessage(argMessages.reviewedDescription, { name, trackingNumber }),
        }),
      }}
      submitLabel={intl.formatMessage(messages.reject)}
      submitTone="critical"
      busyLabel={intl.formatMessage(messages.rejecting)}
    >
      {(form) => (
        <>
          {form.failure ? (
            <Alert tone="critical" title={intl.formatMessage(messages.reviewFailed)}>
              <ServerText>{form.failure}</ServerText>
            </Alert>
          ) : null}
          <Field label={intl.formatMessage(messages.reason)} error={form.errors.reason} required>
            <Textarea {...form.field('reason')} rows={3} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
