import type { Vehicle } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../../actions/ActionResult.ts';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../../components/Dialog/Dialog.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { useToast } from '../../../../components/Toast/Toast.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { ServerText } from '../../cargo/CargoManagement/ServerText.tsx';
import * as styles from './FleetManagement.css.ts';
import { trackerMessages as messages, trackerTitle } from './TrackerDialog.messages.ts';
import { vehicleName } from './VehicleList.tsx';

export interface TrackerDialogProps {
  /** The vehicle whose tracker is set up; the dialog is open while it is set. */
  vehicle: Vehicle | null;
  /** Where devices post their positions (the OsmAnd endpoint, `…/api/fleet/positions`). */
  serverUrl: string;
  onClose(): void;
  /** Creates the vehicle's device token, replacing any earlier one; answers the token, shown this once. */
  onCreateToken(vehicleId: number): Promise<ActionResult<{ token: string }>>;
  /** Revokes the vehicle's device token; `revoked` is false when there was none. */
  onRevokeToken(vehicleId: number): Promise<ActionResult<{ revoked: boolean }>>;
  /** Copies text; defaults to the clipboard. */
  onCopy?: ((text: string) => Promise<void>) | undefined;
}

/**
 * Connects a GPS tracker or a phone app (Traccar Client, OsmAnd) to a vehicle: the server address and the device
 * token, created here and shown once (the API keeps only its hash); revoking stops the device's posts. Render it
 * with `key` set to the vehicle's id, so that a token is never shown for another vehicle.
 */
export function TrackerDialog({
  vehicle,
  serverUrl,
  onClose,
  onCreateToken,
  onRevokeToken,
  onCopy,
}: TrackerDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!vehicle) return null;
  const fail = (error: string | undefined) => setFailure(error ?? intl.formatMessage(messages.failedDescription));

  const create = async () => {
    setBusy('create');
    setFailure(null);
    const result = await onCreateToken(vehicle.id);
    setBusy(null);
    if (result.ok) setToken(result.token);
    else fail(result.error);
  };
  const revoke = async () => {
    setBusy('revoke');
    setFailure(null);
    const result = await onRevokeToken(vehicle.id);
    setBusy(null);
    if (!result.ok) return fail(result.error);
    setToken(null);
    toast({ title: intl.formatMessage(result.revoked ? messages.revoked : messages.nothingToRevoke) });
  };
  const copy = async () => {
    if (!token) return;
    try {
      await (onCopy ?? ((text: string) => navigator.clipboard.writeText(text)))(token);
      toast({ title: intl.formatMessage(messages.copied) });
    } catch {
      toast({ title: intl.formatMessage(messages.copyFailed), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(trackerTitle, { vehicle: vehicleName(vehicle) })}
      description={intl.formatMessage(messages.description)}
      footer={
        <>
          <Button
            variant="ghost"
            tone="critical"
            onClick={revoke}
            loading={busy === 'revoke'}
            disabled={busy === 'create'}
          >
            {intl.formatMessage(messages.revoke)}
          </Button>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.close)}
            </Button>
          </DialogClose>
          <Button
            onClick={create}
            loading={busy === 'create'}
            loadingLabel={intl.formatMessage(messages.creating)}
            disabled={busy === 'revoke'}
          >
            {intl.formatMessage(messages.create)}
          </Button>
        </>
      }
    >
      <Stack space="md">
        {failure ? (
          <Alert tone="critical" title={intl.formatMessage(messages.failed)}>
            <ServerText>{failure}</ServerText>
          </Alert>
        ) : null}
        <Field label={intl.formatMessage(messages.serverUrl)}>
          <Input
            readOnly
            dir="ltr"
            value={serverUrl}
            className={styles.code}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field>
        {token ? (
          <Stack space="sm">
            <Field label={intl.formatMessage(messages.deviceId)}>
              <Inline space="xs" alignY="center" wrap={false}>
                <Input
                  readOnly
                  dir="ltr"
                  value={token}
                  className={styles.code}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="outline" tone="neutral" onClick={copy}>
                  {intl.formatMessage(messages.copy)}
                </Button>
              </Inline>
            </Field>
            <Alert tone="caution" title={intl.formatMessage(messages.shownOnce)}>
              {intl.formatMessage(messages.shownOnceDescription)}
            </Alert>
          </Stack>
        ) : (
          <Text tone="secondary">{intl.formatMessage(messages.noToken)}</Text>
        )}
      </Stack>
    </Dialog>
  );
}
