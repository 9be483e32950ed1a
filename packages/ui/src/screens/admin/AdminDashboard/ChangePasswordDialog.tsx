import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Switch } from '../../../components/Switch/Switch.tsx';
import type { AdminDashboardProps } from '../types.ts';
import * as styles from './AdminDashboard.css.ts';
import { messages, passwordMessages as pm } from './AdminDashboard.messages.ts';
import { busyProps, settle, useResultToast } from './shared.tsx';

/** Change Admin Password (spec 001 §2, §5): both fields required (the button stays disabled), show/hide toggle. */
export function ChangePasswordDialog({
  onClose,
  onChange,
}: {
  onClose(): void;
  onChange: AdminDashboardProps['onChangePassword'];
}) {
  const intl = useIntl();
  const tell = useResultToast();
  const formId = useId();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNext] = useState('');
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const ready = currentPassword.length > 0 && newPassword.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    const result = await settle(() => onChange({ currentPassword, newPassword }));
    setBusy(false);
    if (tell(result, { title: pm.changedTitle, description: intl.formatMessage(pm.changed) }, pm.failed)) onClose();
  };

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(pm.title)}
      description={intl.formatMessage(pm.description)}
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
            disabled={!ready}
            {...busyProps(busy, intl.formatMessage(messages.saving))}
          >
            {intl.formatMessage(pm.submit)}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <Field label={intl.formatMessage(pm.current)} required>
          <Input
            name="currentPassword"
            type={show ? 'text' : 'password'}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </Field>
        <Field label={intl.formatMessage(pm.next)} required>
          <Input
            name="newPassword"
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNext(event.target.value)}
          />
        </Field>
        <Switch label={intl.formatMessage(pm.show)} checked={show} onCheckedChange={setShow} />
      </form>
    </Dialog>
  );
}
