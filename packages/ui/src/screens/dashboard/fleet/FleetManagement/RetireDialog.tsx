import { useIntl } from 'react-intl';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { useMessageToast } from '../../../messageToast.ts';
import { messages } from './FleetManagement.messages.ts';
import type { FleetWriteOutcome } from './types.ts';

export interface RetireDialogProps {
  /** What is retired: its title and description; the dialog is open while it is set. */
  target: { title: string; description: string; retire(): Promise<FleetWriteOutcome> } | null;
  onClose(): void;
}

/** Confirms retiring a vehicle or a driver (its record stays); a refusal is told in a toast. */
export function RetireDialog({ target, onClose }: RetireDialogProps) {
  const intl = useIntl();
  const toast = useMessageToast();
  return (
    <FormDialog
      open={target !== null}
      size="sm"
      onOpenChange={(next) => !next && onClose()}
      title={target?.title ?? ''}
      description={target?.description}
      initialValues={{}}
      onSubmit={() => (target ? target.retire() : Promise.resolve({ ok: false }))}
      toasts={{
        success: { title: intl.formatMessage(messages.retired) },
        failure: toast(messages.retireFailed, messages.retireFailedDescription),
      }}
      submitLabel={intl.formatMessage(messages.retire)}
      submitTone="critical"
      busyLabel={intl.formatMessage(messages.saving)}
    />
  );
}
