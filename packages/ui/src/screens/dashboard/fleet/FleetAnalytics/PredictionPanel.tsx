import type { MaintenancePrediction, Vehicle } from '@qafila/contracts';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../../components/Badge/badgeTones.ts';
import { Button } from '../../../../components/Button/Button.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { ServerText } from '../../cargo/CargoManagement/ServerText.tsx';
import { Fact, Facts, formatDay } from '../FleetManagement/parts.tsx';
import type { FleetWriteOutcome } from '../FleetManagement/types.ts';
import { vehicleName } from '../FleetManagement/VehicleList.tsx';
import { formatKm } from '../private/format.ts';
import * as styles from './FleetAnalytics.css.ts';
import { argMessages, factorMessages, messages, riskMessages } from './FleetAnalytics.messages.ts';
import { reasonValue, weightPercent } from './insightText.ts';

const riskTones: Record<MaintenancePrediction['riskLevel'], BadgeTone> = {
  low: 'positive',
  medium: 'info',
  high: 'caution',
  overdue: 'critical',
};

export interface PredictionPanelProps {
  vehicles: Vehicle[] | undefined;
  prediction?: MaintenancePrediction | undefined;
  predictionError?: string | undefined;
  onPredict(vehicleId: number): Promise<FleetWriteOutcome>;
}

function PredictionResult({ prediction, vehicle }: { prediction: MaintenancePrediction; vehicle: string }) {
  const intl = useIntl();
  const id = useId();
  const overdue = prediction.riskLevel === 'overdue' || prediction.daysRemaining < 0 || prediction.kmRemaining < 0;
  return (
    <section aria-label={intl.formatMessage(argMessages.predictFor, { vehicle })} data-risk={prediction.riskLevel}>
      <Stack space="md">
        <Facts>
          <Fact label={intl.formatMessage(messages.nextServiceDate)}>
            {formatDay(intl, prediction.nextServiceDate)}
          </Fact>
          <Fact label={intl.formatMessage(messages.nextServiceKm)}>{formatKm(intl, prediction.nextServiceKm)}</Fact>
          <Fact label={intl.formatMessage(messages.remaining)}>
            {intl.formatMessage(overdue ? argMessages.overdueValue : argMessages.remainingValue, {
              days: Math.abs(prediction.daysRemaining),
              km: formatKm(intl, Math.abs(prediction.kmRemaining)),
            })}
          </Fact>
          <Fact label={intl.formatMessage(messages.risk)}>
            <Badge tone={riskTones[prediction.riskLevel]} data-risk={prediction.riskLevel}>
              {intl.formatMessage(riskMessages[prediction.riskLevel])}
            </Badge>
          </Fact>
        </Facts>
        <Stack space="xs">
          <Text as="h4" id={id} size="sm" weight="semibold" className={styles.subheading}>
            {intl.formatMessage(messages.reasons)}
          </Text>
          <ul className={styles.reasons} aria-labelledby={id}>
            {prediction.reasons.map((reason) => (
              <li key={reason.factor} className={styles.reason} data-factor={reason.factor}>
                <span className={styles.reasonName}>
                  {intl.formatMessage(factorMessages[reason.factor])}: {reasonValue(intl, reason)}
                </span>
                <span className={styles.weight}>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.fill} style={{ inlineSize: `${Math.round(reason.weight * 100)}%` }} />
                  </span>
                  <span className={styles.weightText}>
                    {intl.formatMessage(argMessages.weight, { percent: weightPercent(intl, reason.weight) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Stack>
      </Stack>
    </section>
  );
}

/**
 * The maintenance prediction (docs/estimates.md): pick a vehicle, Predict, then the estimated next service (date,
 * odometer, what is left), the risk in colour and words, and each reason with its weight as a small bar. Labelled
 * "Estimate" with what it rests on.
 */
export function PredictionPanel({ vehicles, prediction, predictionError, onPredict }: PredictionPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const choices = (vehicles ?? []).filter((vehicle) => vehicle.status !== 'retired');
  const [selected, setSelected] = useState(prediction ? String(prediction.vehicleId) : '');
  const [busy, setBusy] = useState(false);
  const [pickError, setPickError] = useState(false);
  const [failure, setFailure] = useState<{ vehicleId: string; error: string | undefined } | null>(null);
  const chosen = choices.find((vehicle) => String(vehicle.id) === selected);
  const shown = prediction && chosen && prediction.vehicleId === chosen.id ? prediction : undefined;
  const error = failure && failure.vehicleId === selected ? failure : null;
  const serverError = error ? error.error : predictionError;

  const predict = async () => {
    if (!chosen) {
      setPickError(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await onPredict(chosen.id);
      if (!outcome.ok) setFailure({ vehicleId: selected, error: outcome.error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId} data-panel="prediction">
      <CardHeader>
        <Stack space="xs">
          <Inline space="sm" alignY="center">
            <CardTitle id={titleId}>{intl.formatMessage(messages.prediction)}</CardTitle>
            <Badge tone="caution" size="sm">
              {intl.formatMessage(messages.estimate)}
            </Badge>
          </Inline>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(messages.predictionBasis)}
          </Text>
        </Stack>
      </CardHeader>
      <CardBody>
        {vehicles && choices.length === 0 ? (
          <Text tone="secondary">{intl.formatMessage(messages.noVehicles)}</Text>
        ) : (
          <Stack space="md">
            <form
              className={styles.pick}
              onSubmit={(event) => {
                event.preventDefault();
                void predict();
              }}
            >
              <Field
                label={intl.formatMessage(messages.vehicle)}
                error={pickError && !chosen ? intl.formatMessage(messages.pickFirst) : undefined}
                className={styles.pickField}
              >
                <Select
                  placeholder={intl.formatMessage(messages.chooseVehicle)}
                  options={choices.map((vehicle) => ({ value: String(vehicle.id), label: vehicleName(vehicle) }))}
                  value={selected}
                  onValueChange={(value) => {
                    setSelected(value);
                    setPickError(false);
                  }}
                  disabled={vehicles === undefined}
                />
              </Field>
              <Button type="submit" loading={busy} loadingLabel={intl.formatMessage(messages.predicting)}>
                {intl.formatMessage(messages.predict)}
              </Button>
            </form>
            {error || (predictionError && !shown) ? (
              <Alert tone="critical" title={intl.formatMessage(messages.predictionFailed)}>
                {serverError ? (
                  <ServerText>{serverError}</ServerText>
                ) : (
                  intl.formatMessage(messages.predictionFailedDescription)
                )}
              </Alert>
            ) : null}
            {shown && chosen && !error ? <PredictionResult prediction={shown} vehicle={vehicleName(chosen)} /> : null}
          </Stack>
        )}
      </CardBody>
    </Card>
  );
}
