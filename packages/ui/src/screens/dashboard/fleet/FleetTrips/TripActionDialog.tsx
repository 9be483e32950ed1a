import type { Trip } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { RadioGroup } from '../../../../components/RadioGroup/RadioGroup.tsx';
import { messages as fleetMessages } from '../FleetManagement/FleetManagement.messages.ts';
import { ServerFailure } from '../FleetManagement/formParts.tsx';
import { argMessages, messages } from './FleetTrips.messages.ts';
import type { TripAction } from './TripList.tsx';
import type { FleetTripsProps } from './types.ts';
import { type CompletionValues, RATING_CHOICES, validateCompletion } from './validation.ts';

export interface TripActionDialogProps {
  /** The trip and what to do to it; the dialog is open while it is set. */
  target: { trip: Trip; action: TripAction } | null;
  onClose(): void;
  onStart: FleetTripsProps['onStartTrip'];
  onComplete: FleetTripsProps['onCompleteTrip'];
  onCancel: FleetTripsProps['onCancelTrip'];
}

const titles = { start: argMessages.startTitle, complete: argMessages.completeTitle, cancel: argMessages.cancelTitle };
const descriptions = {
  start: messages.startDescription,
  complete: messages.completeDescription,
  cancel: messages.cancelDescription,
};
const submits = { start: messages.start, complete: messages.complete, cancel: messages.cancel };
const done = { start: messages.started, complete: messages.completed, cancel: messages.cancelled };

/**
 * Confirms starting, completing (with an optional distance driven and rating, 1–5) or cancelling a trip. The server's refusal (a
 * vehicle in maintenance, a driver already on a trip) is shown in the dialog, which stays open.
 */
export function TripActionDialog({ target, onClose, onStart, onComplete, onCancel }: TripActionDialogProps) {
  const intl = useIntl();
  const action = target?.action ?? 'start';
  const trip = target?.trip.tripNumber ?? '';
  return (
    <FormDialog
      open={target !== null}
      size="sm"
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(titles[action], { trip })}
      description={intl.formatMessage(descriptions[action])}
      initialValues={{ actualDistanceKm: '', rating: '' } satisfies CompletionValues}
      validate={(values) => {
        if (action !== 'complete') return {};
        const checked = validateCompletion(values);
        if (checked.ok) return {};
        const { actualDistanceKm: distance, rating } = checked.errors;
        return {
          ...(distance ? { actualDistanceKm: intl.formatMessage(distance.message, distance.values) } : {}),
          ...(rating ? { rating: intl.formatMessage(rating.message, rating.values) } : {}),
        };
      }}
      onSubmit={async (values) => {
        if (!target) return { ok: false };
        if (action === 'start') return onStart(target.trip.id);
        if (action === 'cancel') return onCancel(target.trip.id);
        const checked = validateCompletion(values);
        if (!checked.ok) return { ok: false };
        return checked.request ? onComplete(target.trip.id, checked.request) : onComplete(target.trip.id);
      }}
      toasts={{ success: { title: intl.formatMessage(done[action]) } }}
      submitLabel={intl.formatMessage(submits[action])}
      submitTone={action === 'cancel' ? 'critical' : undefined}
      cancelLabel={action === 'cancel' ? intl.formatMessage(messages.keep) : undefined}
      busyLabel={intl.formatMessage(fleetMessages.saving)}
    >
      {(form) => (
        <>
          <ServerFailure failure={form.failure} title={intl.formatMessage(messages.notDone)} />
          {action === 'complete' ? (
            <>
              <Field
                label={intl.formatMessage(messages.actualDistance)}
                hint={intl.formatMessage(messages.actualDistanceHint)}
                error={form.errors.actualDistanceKm}
              >
                <Input {...form.field('actualDistanceKm')} inputMode="decimal" autoComplete="off" />
              </Field>
              <RadioGroup
                label={intl.formatMessage(messages.rating)}
                hint={intl.formatMessage(messages.ratingHint)}
                error={form.errors.rating}
                name="rating"
                orientation="horizontal"
                value={form.values.rating}
                options={RATING_CHOICES.map((value) => ({
                  value,
                  label: value ? intl.formatNumber(Number(value)) : intl.formatMessage(messages.noRating),
                }))}
                onValueChange={(rating) => form.set('rating', rating)}
              />
            </>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
