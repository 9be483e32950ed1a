import { type OptimizedRoute, ROUTE_MAX_WAYPOINTS, type UnknownPlaceBody, VEHICLE_TYPES } from '@qafila/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { ServerText } from '../../cargo/CargoManagement/ServerText.tsx';
import { vehicleTypeMessages } from '../FleetManagement/FleetManagement.messages.ts';
import * as styles from './RouteOptimizer.css.ts';
import { argMessages, messages } from './RouteOptimizer.messages.ts';
import { RouteResult } from './RouteResult.tsx';
import type { RouteOptimizerProps } from './types.ts';
import {
  type RouteField,
  type RouteFormErrors,
  type RouteFormValues,
  routeFormValues,
  validateRoute,
} from './validation.ts';

/** The optimiser's refusal: its text, and for an unknown place the field it belongs to and the closest places. */
interface Failure {
  error: string;
  field?: RouteField | undefined;
  suggestions: UnknownPlaceBody['suggestions'];
}

/** The field whose text the optimiser did not find: the first one holding that text. */
function fieldOf(values: RouteFormValues, place: string): RouteField | undefined {
  const same = (text: string) => text.trim() === place.trim();
  if (same(values.start)) return 'start';
  const index = values.waypoints.findIndex(same);
  if (index >= 0) return `waypoint:${index}`;
  return same(values.end) ? 'end' : undefined;
}

/**
 * The Route Optimizer tab (docs/estimates.md "Route optimiser"): start, stops on the way (up to
 * `ROUTE_MAX_WAYPOINTS`), optional end, vehicle and departure, checked with the API's rules; an unknown place shows
 * the closest places under its field. The result draws the ordered stops on the map and words the legs, totals and
 * departure advice, all labelled as estimates of the road model.
 */
export function RouteOptimizer({ onOptimize, initialRequest, result }: RouteOptimizerProps) {
  const intl = useIntl();
  const [values, setValues] = useState<RouteFormValues>(() => routeFormValues(initialRequest));
  // Keys for the waypoint rows, so that removing one keeps the others' inputs (and focus) in place.
  const nextKey = useRef(0);
  const [keys, setKeys] = useState<number[]>(() => values.waypoints.map(() => nextKey.current++));
  const [errors, setErrors] = useState<RouteFormErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [route, setRoute] = useState<{ route: OptimizedRoute; waypoints: readonly string[] } | undefined>(
    result ? { route: result, waypoints: initialRequest?.waypoints ?? [] } : undefined,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const arabic = intl.locale.toLowerCase().startsWith('ar');

  const setField = (field: RouteField, text: string) => {
    setValues((current) => {
      if (field.startsWith('waypoint:')) {
        const index = Number(field.slice('waypoint:'.length));
        return { ...current, waypoints: current.waypoints.map((old, i) => (i === index ? text : old)) };
      }
      return { ...current, [field]: text };
    });
    setErrors(({ [field]: _, ...rest }) => rest);
    if (failure?.field === field) setFailure(null);
  };

  const addWaypoint = () => {
    setValues((current) => ({ ...current, waypoints: [...current.waypoints, ''] }));
    setKeys((current) => [...current, nextKey.current++]);
    // The new row's input, once rendered.
    requestAnimationFrame(() => {
      const inputs = formRef.current?.querySelectorAll<HTMLInputElement>('input[name="waypoint"]');
      inputs?.[inputs.length - 1]?.focus();
    });
  };

  const removeWaypoint = (index: number) => {
    setValues((current) => ({ ...current, waypoints: current.waypoints.filter((_, i) => i !== index) }));
    setKeys((current) => current.filter((_, i) => i !== index));
    // Errors and the failure are keyed by position: check again on the next submit.
    setErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateRoute(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(null);
      // The first field in error, in the form's order.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const outcome = await onOptimize(checked.request);
      if (outcome.ok) {
        setRoute({ route: outcome.route, waypoints: checked.request.waypoints });
        return;
      }
      const field = outcome.place === undefined ? undefined : fieldOf(values, outcome.place);
      setFailure({ error: outcome.error, field, suggestions: outcome.suggestions ?? [] });
      if (field) {
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus());
      }
    } finally {
      setBusy(false);
    }
  };

  /** The error under a field: the form's check, or the optimiser's unknown place. */
  const errorOf = (field: RouteField) => {
    const own = errors[field];
    if (own) return intl.formatMessage(own);
    return failure?.field === field ? intl.formatMessage(messages.unknownPlace) : undefined;
  };

  /** Under a field the optimiser did not find: the closest places, each replacing the text. */
  const suggestionsFor = (field: RouteField) =>
    failure?.field === field && failure.suggestions.length > 0 ? (
      <Inline space="xs" alignY="center" className={styles.suggestions} data-suggestions={field}>
        <Text as="span" size="sm" tone="secondary">
          {intl.formatMessage(messages.suggestions)}
        </Text>
        {failure.suggestions.map((suggestion) => {
          const name = arabic ? suggestion.ar : suggestion.en;
          return (
            <Button key={suggestion.id} type="button" size="sm" variant="outline" onClick={() => setField(field, name)}>
              {name}
            </Button>
          );
        })}
      </Inline>
    ) : null;

  const placeInput = (field: RouteField, value: string, name: string) => (
    <Input
      name={name}
      value={value}
      data-field={field}
      autoComplete="off"
      onChange={(event) => setField(field, event.currentTarget.value)}
    />
  );

  const full = values.waypoints.length >= ROUTE_MAX_WAYPOINTS;
  // A refusal that is not about one field: shown above the button.
  const generalFailure = failure && !failure.field ? failure : null;

  return (
    <Stack as="section" space="lg" className={styles.root} aria-label={intl.formatMessage(messages.title)}>
      <Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>
      <form ref={formRef} noValidate onSubmit={submit} className={styles.form} aria-busy={busy || undefined}>
        <Stack space="md">
          <Stack space="xs">
            <Field
              label={intl.formatMessage(messages.start)}
              hint={intl.formatMessage(messages.placeHint)}
              error={errorOf('start')}
              required
            >
              {placeInput('start', values.start, 'startLocation')}
            </Field>
            {suggestionsFor('start')}
          </Stack>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(messages.waypoints)}</legend>
            <Stack space="sm">
              {values.waypoints.length === 0 ? (
                <Text size="sm" tone="secondary">
                  {intl.formatMessage(messages.noWaypoints)}
                </Text>
              ) : (
                <ol className={styles.waypoints}>
                  {values.waypoints.map((text, index) => {
                    const field: RouteField = `waypoint:${index}`;
                    const number = index + 1;
                    return (
                      <li key={keys[index]} className={styles.waypoint}>
                        <div className={styles.waypointRow}>
                          <Field
                            className={styles.waypointField}
                            label={intl.formatMessage(argMessages.waypointLabel, { number })}
                            error={errorOf(field)}
                            required
                          >
                            {placeInput(field, text, 'waypoint')}
                          </Field>
                          <Button
                            type="button"
                            size="sm"
                            variant="ghost"
                            tone="critical"
                            className={styles.remove}
                            aria-label={intl.formatMessage(argMessages.removeWaypoint, { number })}
                            onClick={() => removeWaypoint(index)}
                          >
                            {intl.formatMessage(messages.remove)}
                          </Button>
                        </div>
                        {suggestionsFor(field)}
                      </li>
                    );
                  })}
                </ol>
              )}
              <Inline space="sm" alignY="center">
                <Button type="button" size="sm" variant="outline" disabled={full} onClick={addWaypoint}>
                  {intl.formatMessage(messages.addWaypoint)}
                </Button>
                <Text as="span" size="sm" tone="secondary" aria-live="polite">
                  {intl.formatMessage(argMessages.waypointCount, {
                    count: values.waypoints.length,
                    max: ROUTE_MAX_WAYPOINTS,
                  })}
                </Text>
              </Inline>
            </Stack>
          </fieldset>

          <Stack space="xs">
            <Field
              label={intl.formatMessage(messages.end)}
              hint={intl.formatMessage(messages.endHint)}
              error={errorOf('end')}
            >
              {placeInput('end', values.end, 'endLocation')}
            </Field>
            {suggestionsFor('end')}
          </Stack>

          <Tiles space="md" minItemWidth="sm">
            <Field label={intl.formatMessage(messages.vehicleType)} hint={intl.formatMessage(messages.vehicleTypeHint)}>
              <Select
                name="vehicleType"
                value={values.vehicleType}
                onValueChange={(value) =>
                  setValues((current) => ({ ...current, vehicleType: value as RouteFormValues['vehicleType'] }))
                }
                options={VEHICLE_TYPES.map((type) => ({
                  value: type,
                  label: intl.formatMessage(vehicleTypeMessages[type]),
                }))}
              />
            </Field>
            <Field
              label={intl.formatMessage(messages.departure)}
              hint={intl.formatMessage(messages.departureHint)}
              error={errorOf('departure')}
            >
              <Input
                type="datetime-local"
                name="departure"
                value={values.departure}
                onChange={(event) => setField('departure', event.currentTarget.value)}
              />
            </Field>
          </Tiles>

          {generalFailure ? (
            <Alert tone="critical" title={intl.formatMessage(messages.failed)}>
              <Stack space="xs">
                <ServerText>{generalFailure.error}</ServerText>
              </Stack>
            </Alert>
          ) : null}

          <Inline space="sm">
            <Button type="submit" loading={busy} loadingLabel={intl.formatMessage(messages.optimizing)}>
              {intl.formatMessage(messages.optimize)}
            </Button>
          </Inline>
        </Stack>
      </form>

      {route ? <RouteResult route={route.route} requestedWaypoints={route.waypoints} /> : null}
    </Stack>
  );
}
