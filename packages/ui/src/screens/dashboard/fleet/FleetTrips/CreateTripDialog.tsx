import { type Driver, TRIP_MAX_STOPS, TRIP_MIN_STOPS, type UnknownPlaceBody, type Vehicle } from '@qafila/contracts';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Checkbox } from '../../../../components/Checkbox/Checkbox.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog, type FormErrors } from '../../../../components/FormDialog/FormDialog.tsx';
import { IconButton } from '../../../../components/IconButton/IconButton.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { SearchField } from '../../../../components/SearchField/SearchField.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon } from '../../../../private/icons.tsx';
import { messages as fleetMessages } from '../FleetManagement/FleetManagement.messages.ts';
import { ServerFailure } from '../FleetManagement/formParts.tsx';
import * as styles from './FleetTrips.css.ts';
import { argMessages, messages } from './FleetTrips.messages.ts';
import type { CreateTripOutcome, FleetTripsProps, TripShipmentOption } from './types.ts';
import { emptyTripForm, stopError, type TripFormValues, validateTrip } from './validation.ts';

export interface CreateTripDialogProps {
  open: boolean;
  onClose(): void;
  vehicles: Vehicle[];
  drivers: Driver[];
  shipments: TripShipmentOption[];
  onCreate: FleetTripsProps['onCreateTrip'];
}

type Unknown = { index: number; suggestions: UnknownPlaceBody['suggestions'] };

/**
 * Create Trip: an active vehicle and driver, 2 to 25 ordered stops (place names or "lat, lon"), shipments to carry
 * (searched by tracking number), the planned start in Dubai time and notes; checked with CreateTrip's rules before
 * sending. An unknown stop is answered with the closest places, offered under that stop to replace it.
 */
export function CreateTripDialog({ open, onClose, vehicles, drivers, shipments, onCreate }: CreateTripDialogProps) {
  const intl = useIntl();
  const arabic = intl.locale.toLowerCase().startsWith('ar');
  const stopsHintId = useId();
  const [unknown, setUnknown] = useState<Unknown | null>(null);
  const [query, setQuery] = useState('');
  const activeVehicles = vehicles.filter((vehicle) => vehicle.status === 'active');
  const activeDrivers = drivers.filter((driver) => driver.status === 'active');
  const offered = shipments.filter((shipment) => shipment.status !== 'delivered');

  const translate = (values: TripFormValues): FormErrors<TripFormValues> => {
    const checked = validateTrip(values);
    const errors: FormErrors<TripFormValues> = {};
    if (checked.ok) return errors;
    for (const [field, error] of Object.entries(checked.errors)) {
      if (error) errors[field as keyof TripFormValues] = intl.formatMessage(error.message, error.values);
    }
    return errors;
  };

  const submit = async (values: TripFormValues): Promise<CreateTripOutcome> => {
    const checked = validateTrip(values);
    if (!checked.ok) return { ok: false };
    const result = await onCreate(checked.request);
    if (!result.ok && 'suggestions' in result && result.place !== undefined) {
      const typed = result.place.trim().toLowerCase();
      const index = values.stops.findIndex((stop) => stop.trim().toLowerCase() === typed);
      setUnknown(index >= 0 ? { index, suggestions: result.suggestions ?? [] } : null);
    } else {
      setUnknown(null);
    }
    return result;
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setUnknown(null);
        setQuery('');
        onClose();
      }}
      size="lg"
      title={intl.formatMessage(messages.createTitle)}
      description={intl.formatMessage(messages.createDescription)}
      initialValues={emptyTripForm}
      validate={translate}
      onSubmit={submit}
      toasts={{ success: { title: intl.formatMessage(messages.created) } }}
      submitLabel={intl.formatMessage(messages.createSubmit)}
      busyLabel={intl.formatMessage(fleetMessages.saving)}
    >
      {(form) => {
        const { stops } = form.values;
        const stopErrors = form.errors.stops ? stops.map(stopError) : [];
        const setStops = (next: string[]) => {
          form.set('stops', next);
          setUnknown(null);
        };
        const move = (from: number, to: number) => {
          const next = [...stops];
          [next[from], next[to]] = [next[to]!, next[from]!];
          setStops(next);
        };
        const normalisedQuery = query.trim().toLowerCase().replace(/\s+/g, '');
        const matching = offered.filter((shipment) =>
          shipment.trackingNumber.toLowerCase().replace(/\s+/g, '').includes(normalisedQuery),
        );
        const chosen = new Set(form.values.shipmentIds);
        return (
          <>
            <ServerFailure failure={form.failure} />
            <Tiles minItemWidth="sm" fit space="md">
              <Field
                label={intl.formatMessage(messages.vehicle)}
                error={form.errors.vehicleId}
                hint={activeVehicles.length === 0 ? intl.formatMessage(messages.noVehicles) : undefined}
                required
              >
                <Select
                  name="vehicleId"
                  value={form.values.vehicleId}
                  onValueChange={(value) => form.set('vehicleId', value)}
                  placeholder={intl.formatMessage(fleetMessages.choose)}
                  options={activeVehicles.map((vehicle) => ({
                    value: String(vehicle.id),
                    label: `${vehicle.licensePlate} · ${vehicle.make} ${vehicle.model}`,
                  }))}
                />
              </Field>
              <Field
                label={intl.formatMessage(messages.driver)}
                error={form.errors.driverId}
                hint={activeDrivers.length === 0 ? intl.formatMessage(messages.noDrivers) : undefined}
                required
              >
                <Select
                  name="driverId"
                  value={form.values.driverId}
                  onValueChange={(value) => form.set('driverId', value)}
                  placeholder={intl.formatMessage(fleetMessages.choose)}
                  options={activeDrivers.map((driver) => ({ value: String(driver.id), label: driver.name }))}
                />
              </Field>
            </Tiles>

            <fieldset className={styles.fieldset} aria-describedby={stopsHintId}>
              <legend className={styles.legend}>{intl.formatMessage(messages.stops)}</legend>
              <p id={stopsHintId} className={styles.hint}>
                {intl.formatMessage(messages.stopsHint)}{' '}
                {intl.formatMessage(argMessages.stopsCount, { min: TRIP_MIN_STOPS, max: TRIP_MAX_STOPS })}
              </p>
              <Stack as="ol" space="sm" className={styles.stopList}>
                {stops.map((stop, index) => {
                  const position = index + 1;
                  const role = index === 0 ? 'start' : index === stops.length - 1 ? 'end' : 'other';
                  const error = stopErrors[index];
                  const suggestions = unknown?.index === index ? unknown.suggestions : [];
                  return (
                    // Rows are positions in an ordered list that the user reorders; the position is the identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                    <li key={index} data-field={stopError(stop) || unknown?.index === index ? 'stops' : undefined}>
                      <div className={styles.stopRow}>
                        <Field
                          className={styles.stopField}
                          label={intl.formatMessage(argMessages.stopLabel, { position, role })}
                          error={error ? intl.formatMessage(error.message, error.values) : undefined}
                          required
                        >
                          <Input
                            name={`stop-${position}`}
                            value={stop}
                            onChange={(event) => setStops(stops.map((s, i) => (i === index ? event.target.value : s)))}
                            autoComplete="off"
                          />
                        </Field>
                        <div className={styles.stopButtons}>
                          <IconButton
                            label={intl.formatMessage(argMessages.moveUp, { position })}
                            variant="ghost"
                            tone="neutral"
                            disabled={index === 0}
                            onClick={() => move(index, index - 1)}
                          >
                            <ArrowUpIcon />
                          </IconButton>
                          <IconButton
                            label={intl.formatMessage(argMessages.moveDown, { position })}
                            variant="ghost"
                            tone="neutral"
                            disabled={index === stops.length - 1}
                            onClick={() => move(index, index + 1)}
                          >
                            <ArrowDownIcon />
                          </IconButton>
                          <IconButton
                            label={intl.formatMessage(argMessages.remove, { position })}
                            variant="ghost"
                            tone="critical"
                            disabled={stops.length <= TRIP_MIN_STOPS}
                            onClick={() => setStops(stops.filter((_, i) => i !== index))}
                          >
                            <CloseIcon />
                          </IconButton>
                        </div>
                      </div>
                      {suggestions.length > 0 ? (
                        <div className={styles.suggestions}>
                          <Text as="span" size="sm" tone="secondary">
                            {intl.formatMessage(messages.didYouMean)}
                          </Text>
                          {suggestions.map((suggestion) => {
                            const name = arabic ? suggestion.ar : suggestion.en;
                            return (
                              <Button
                                key={suggestion.id}
                                size="sm"
                                variant="outline"
                                tone="neutral"
                                onClick={() => setStops(stops.map((s, i) => (i === index ? name : s)))}
                              >
                                {name}
                              </Button>
                            );
                          })}
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </Stack>
              <Button
                size="sm"
                variant="outline"
                tone="neutral"
                className={styles.addStop}
                disabled={stops.length >= TRIP_MAX_STOPS}
                onClick={() => setStops([...stops, ''])}
              >
                {intl.formatMessage(messages.addStop)}
              </Button>
            </fieldset>

            <fieldset className={styles.fieldset} data-field="shipmentIds">
              <legend className={styles.legend}>{intl.formatMessage(messages.shipments)}</legend>
              <Stack space="sm">
                <SearchField
                  label={intl.formatMessage(messages.findShipments)}
                  value={query}
                  onValueChange={setQuery}
                />
                <Text size="sm" tone={form.errors.shipmentIds ? 'critical' : 'secondary'} role="status">
                  {form.errors.shipmentIds ??
                    intl.formatMessage(argMessages.selectedCount, { count: form.values.shipmentIds.length })}
                </Text>
                {matching.length > 0 ? (
                  <ul className={styles.shipmentList} aria-label={intl.formatMessage(messages.shipments)}>
                    {matching.map((shipment) => (
                      <li key={shipment.id}>
                        <Checkbox
                          label={<bdi dir="ltr">{shipment.trackingNumber}</bdi>}
                          hint={shipment.customerName ?? undefined}
                          checked={chosen.has(shipment.id)}
                          onCheckedChange={(checked) =>
                            form.set(
                              'shipmentIds',
                              checked
                                ? [...form.values.shipmentIds, shipment.id]
                                : form.values.shipmentIds.filter((id) => id !== shipment.id),
                            )
                          }
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Text size="sm" tone="secondary">
                    {intl.formatMessage(messages.noShipments)}
                  </Text>
                )}
              </Stack>
            </fieldset>

            <Tiles minItemWidth="sm" fit space="md" alignY="end">
              <Field label={intl.formatMessage(messages.date)} error={form.errors.plannedDate} required>
                <Input {...form.field('plannedDate')} type="date" />
              </Field>
              <Field label={intl.formatMessage(messages.time)} hint={intl.formatMessage(messages.timeHint)} required>
                <Input {...form.field('plannedTime')} type="time" />
              </Field>
            </Tiles>
            <Field
              label={intl.formatMessage(messages.notes)}
              hint={intl.formatMessage(fleetMessages.optional)}
              error={form.errors.notes}
            >
              <Textarea {...form.field('notes')} rows={3} />
            </Field>
          </>
        );
      }}
    </FormDialog>
  );
}
