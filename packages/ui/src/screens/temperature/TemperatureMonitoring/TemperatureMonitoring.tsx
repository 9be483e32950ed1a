import {
  boundsOf,
  type ColdChainProfile,
  type ColdChainShipment,
  type CreateSensor,
  type Excursion,
  SENSOR_KINDS,
  type Sensor,
  type SensorKind,
  type SensorToken,
  type SetColdChainProfile,
  type ShipmentTemperature,
  TEMPERATURE_RANGES,
  type TelemetryVehicle,
  type TemperatureRange,
} from '@qafila/contracts';
import { type ReactNode, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../components/Badge/badgeTones.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import { type CopySecret, SecretDialog } from '../../SecretDialog.tsx';
import { TemperatureChart } from './TemperatureChart.tsx';
import * as styles from './TemperatureMonitoring.css.ts';
import { temperatureArgMessages as a, temperatureMessages as m } from './TemperatureMonitoring.messages.ts';

/** Props of `TemperatureMonitoring`: the temperature section's data and one handler per change. */
export interface TemperatureMonitoringProps {
  /** `GET /api/telemetry/sensors` (refreshed every 30 s by the app); undefined while loading. */
  sensors: readonly Sensor[] | undefined;
  /** `GET /api/telemetry/shipments`. */
  shipments: readonly ColdChainShipment[] | undefined;
  /** The API's message when the section could not be loaded. */
  error?: string | undefined;
  onRetry?(): void;
  /** The shipment whose readings are open, and its data (undefined while loading). */
  selectedShipmentId?: number | undefined;
  detail?: ShipmentTemperature | undefined;
  onSelectShipment(shipmentId: number | undefined): void;
  onRegister(input: CreateSensor): Promise<ActionResult<SensorToken>>;
  onRotate(sensorId: number): Promise<ActionResult<SensorToken>>;
  onRevoke(sensorId: number): Promise<ActionResult>;
  onAttach(sensorId: number, trackingNumber: string): Promise<ActionResult>;
  onDetach(assignmentId: number): Promise<ActionResult>;
  /** `GET /api/telemetry/vehicles`: the vehicles a sensor can be mounted in; undefined while loading. */
  vehicles?: readonly TelemetryVehicle[] | undefined;
  /** Mounts a sensor in a vehicle, or takes it out (null). */
  onSetVehicle(sensorId: number, vehicleId: number | null): Promise<ActionResult>;
  onSetProfile(shipmentId: number, input: SetColdChainProfile): Promise<ActionResult>;
  onDownloadReport(shipmentId: number): void;
  /** Prints the open report; the browser's print by default. */
  onPrint?(): void;
  /** Copies the token; the clipboard by default (stories give their own). */
  onCopy?: CopySecret | undefined;
}

const KIND_LABEL = { reefer: m.kindReefer, probe: m.kindProbe, logger: m.kindLogger } as const;
const RANGE_LABEL = {
  chilled: m.rangeChilled,
  frozen: m.rangeFrozen,
  ambient: m.rangeAmbient,
  custom: m.rangeCustom,
} as const;
const STATE: Record<Sensor['state'], { tone: BadgeTone; label: (typeof m)[keyof typeof m] }> = {
  in_range: { tone: 'positive', label: m.inRange },
  out_of_range: { tone: 'critical', label: m.outOfRange },
  no_range: { tone: 'neutral', label: m.noRange },
  no_reading: { tone: 'neutral', label: m.noReading },
};

const celsius = (intl: IntlShape, value: number | null) =>
  value === null
    ? intl.formatMessage(m.noValue)
    : intl.formatMessage(a.celsius, { value: intl.formatNumber(value, { maximumFractionDigits: 1 }) });

const when = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** A range in words: its name, or a custom range's bounds, and the tolerance. */
export function rangeText(intl: IntlShape, profile: ColdChainProfile | null): string {
  if (!profile) return intl.formatMessage(m.noRangeSet);
  const n = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 1 });
  const { minC, maxC } = boundsOf(profile);
  const name =
    profile.range !== 'custom'
      ? intl.formatMessage(RANGE_LABEL[profile.range])
      : minC !== null && maxC !== null
        ? intl.formatMessage(a.bounds, { min: n(minC), max: n(maxC) })
        : maxC !== null
          ? intl.formatMessage(a.atMost, { max: n(maxC) })
          : intl.formatMessage(a.atLeast, { min: n(minC ?? 0) });
  return `${name} · ${intl.formatMessage(a.toleranceOf, { minutes: profile.toleranceMinutes })}`;
}

function Sensors({
  sensors,
  props,
  onRegister,
  onAttach,
  onToken,
}: {
  sensors: readonly Sensor[];
  props: TemperatureMonitoringProps;
  onRegister(): void;
  onAttach(sensor: Sensor): void;
  onToken(token: string): void;
}) {
  const intl = useIntl();
  const failure = { title: intl.formatMessage(m.failed) };
  const rotate = useAction(props.onRotate, { failure });
  const revoke = useAction(props.onRevoke, { success: { title: intl.formatMessage(m.revokedToast) }, failure });
  const detach = useAction(props.onDetach, { success: { title: intl.formatMessage(m.detached) }, failure });
  const unmount = useAction(props.onSetVehicle, { success: { title: intl.formatMessage(m.detached) }, failure });
  const title = intl.formatMessage(m.sensors);
  return (
    <PageSection
      title={title}
      description={intl.formatMessage(m.sensorsIntro)}
      actions={<Button onClick={onRegister}>{intl.formatMessage(m.register)}</Button>}
    >
      <Table<Sensor>
        caption={title}
        hideCaption
        rows={[...sensors]}
        getRowId={(s) => String(s.id)}
        actionsLabel={intl.formatMessage(m.actions)}
        emptyState={<EmptyState title={intl.formatMessage(m.noSensors)} />}
        columns={[
          {
            id: 'name',
            header: intl.formatMessage(m.name),
            cell: (s) => (
              <Stack as="span" space="xs">
                <Text as="span" weight="semibold" breakWord>
                  {s.name}
                </Text>
                <Text as="span" size="sm" tone="secondary">
                  {intl.formatMessage(KIND_LABEL[s.kind])}
                </Text>
              </Stack>
            ),
          },
          {
            id: 'latest',
            header: intl.formatMessage(m.latest),
            cell: (s) =>
              s.lastReading ? (
                <Stack as="span" space="xs">
                  <Text as="span" weight="semibold">
                    {celsius(intl, s.lastReading.temperatureC)}
                  </Text>
                  <Text as="span" size="sm" tone="secondary">
                    {when(intl, s.lastReading.at)}
                  </Text>
                </Stack>
              ) : (
                <Text as="span" tone="secondary">
                  {intl.formatMessage(m.noValue)}
                </Text>
              ),
          },
          {
            id: 'state',
            header: intl.formatMessage(m.state),
            cell: (s) => (
              <Inline as="span" space="xs">
                {s.status === 'revoked' ? (
                  <Badge size="sm" tone="neutral">
                    {intl.formatMessage(m.revoked)}
                  </Badge>
                ) : (
                  <Badge size="sm" tone={STATE[s.state].tone} data-testid={`sensor-state-${s.id}`}>
                    {intl.formatMessage(STATE[s.state].label)}
                  </Badge>
                )}
                {s.status === 'active' && s.silent && s.lastReading ? (
                  <Badge size="sm" tone="caution">
                    {intl.formatMessage(m.silent)}
                  </Badge>
                ) : null}
              </Inline>
            ),
          },
          {
            id: 'shipments',
            header: intl.formatMessage(m.attachedTo),
            cell: (s) => (
              <Stack as="span" space="xs">
                {s.assignments.map((asg) => (
                  <Inline as="span" key={asg.id} space="xs">
                    <bdi dir="ltr">{asg.trackingNumber}</bdi>
                    <Button
                      size="sm"
                      variant="ghost"
                      tone="neutral"
                      loading={detach.busy}
                      aria-label={`${intl.formatMessage(m.detach)} ${asg.trackingNumber}`}
                      onClick={() => void detach.run(asg.id)}
                    >
                      {intl.formatMessage(m.detach)}
                    </Button>
                  </Inline>
                ))}
              </Stack>
            ),
          },
          {
            id: 'vehicle',
            header: intl.formatMessage(m.vehicle),
            cell: (s) =>
              s.vehicleId !== null ? (
                <Inline as="span" space="xs">
                  <bdi dir="ltr">{s.licensePlate}</bdi>
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="neutral"
                    loading={unmount.busy}
                    aria-label={`${intl.formatMessage(m.detach)} ${s.licensePlate}`}
                    onClick={() => void unmount.run(s.id, null)}
                  >
                    {intl.formatMessage(m.detach)}
                  </Button>
                </Inline>
              ) : (
                <Text as="span" tone="secondary">
                  {intl.formatMessage(m.noValue)}
                </Text>
              ),
          },
        ]}
        rowActions={(s) => (
          <Inline space="xs" role="group" aria-label={intl.formatMessage(a.actionsFor, { name: s.name })}>
            {s.status === 'active' ? (
              <Button size="sm" variant="outline" onClick={() => onAttach(s)}>
                {intl.formatMessage(m.attach)}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              loading={rotate.busy}
              onClick={async () => {
                const result = await rotate.run(s.id);
                if (result?.ok) onToken(result.token);
              }}
            >
              {intl.formatMessage(m.rotate)}
            </Button>
            {s.status === 'active' ? (
              <Button
                size="sm"
                variant="ghost"
                tone="critical"
                loading={revoke.busy}
                onClick={() => void revoke.run(s.id)}
              >
                {intl.formatMessage(m.revoke)}
              </Button>
            ) : null}
          </Inline>
        )}
      />
    </PageSection>
  );
}

function Shipments({
  shipments,
  selected,
  onSelect,
}: {
  shipments: readonly ColdChainShipment[];
  selected: number | undefined;
  onSelect(id: number | undefined): void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(m.shipments);
  return (
    <PageSection title={title} description={intl.formatMessage(m.shipmentsIntro)}>
      <Table<ColdChainShipment>
        caption={title}
        hideCaption
        rows={[...shipments]}
        getRowId={(s) => String(s.shipmentId)}
        actionsLabel={intl.formatMessage(m.actions)}
        emptyState={<EmptyState title={intl.formatMessage(m.noShipments)} />}
        columns={[
          {
            id: 'tracking',
            header: intl.formatMessage(m.trackingNumber),
            cell: (s) => (
              <Stack as="span" space="xs">
                <Text as="span" weight="semibold">
                  <bdi dir="ltr">{s.trackingNumber}</bdi>
                </Text>
                <Text as="span" size="sm" tone="secondary" breakWord>
                  {`${s.origin} → ${s.destination}`}
                </Text>
              </Stack>
            ),
          },
          { id: 'range', header: intl.formatMessage(m.range), cell: (s) => rangeText(intl, s.profile) },
          { id: 'sensors', header: intl.formatMessage(m.sensor), cell: (s) => s.sensorNames.join(', ') },
          {
            id: 'excursions',
            header: intl.formatMessage(m.excursions),
            cell: (s) => (
              <Inline as="span" space="xs">
                <Text as="span">{intl.formatNumber(s.excursions)}</Text>
                {s.openExcursions > 0 ? (
                  <Badge size="sm" tone="critical">
                    {intl.formatMessage(a.openCount, { count: s.openExcursions })}
                  </Badge>
                ) : null}
              </Inline>
            ),
          },
        ]}
        rowActions={(s) => (
          <Button
            size="sm"
            variant={selected === s.shipmentId ? 'solid' : 'outline'}
            aria-label={`${intl.formatMessage(m.view)} ${s.trackingNumber}`}
            aria-pressed={selected === s.shipmentId}
            onClick={() => onSelect(selected === s.shipmentId ? undefined : s.shipmentId)}
          >
            {intl.formatMessage(m.view)}
          </Button>
        )}
      />
    </PageSection>
  );
}

function Report({
  detail,
  props,
  onChangeRange,
}: {
  detail: ShipmentTemperature;
  props: TemperatureMonitoringProps;
  onChangeRange(): void;
}) {
  const intl = useIntl();
  const { shipment, summary } = detail;
  const bounds = shipment.profile ? boundsOf(shipment.profile) : null;
  const excursionsTitle = intl.formatMessage(m.excursions);
  return (
    <PageSection
      className={styles.report}
      title={intl.formatMessage(a.reportOf, { trackingNumber: shipment.trackingNumber })}
      description={rangeText(intl, shipment.profile)}
      actions={
        <Inline space="xs">
          <Button size="sm" variant="outline" onClick={onChangeRange}>
            {intl.formatMessage(m.changeRange)}
          </Button>
          <Button size="sm" variant="outline" onClick={() => props.onDownloadReport(shipment.shipmentId)}>
            {intl.formatMessage(m.csv)}
          </Button>
          <Button size="sm" variant="outline" onClick={() => (props.onPrint ?? (() => window.print()))()}>
            {intl.formatMessage(m.print)}
          </Button>
        </Inline>
      }
    >
      <Tiles minItemWidth="xs" space="md">
        <Stat label={intl.formatMessage(m.readings)} value={intl.formatNumber(summary.count)} />
        <Stat label={intl.formatMessage(m.lowest)} value={celsius(intl, summary.minC)} />
        <Stat label={intl.formatMessage(m.highest)} value={celsius(intl, summary.maxC)} />
        <Stat label={intl.formatMessage(m.mean)} value={celsius(intl, summary.meanC)} />
        <Stat label={intl.formatMessage(m.outMinutes)} value={intl.formatNumber(summary.minutesOutOfRange)} />
      </Tiles>
      <TemperatureChart readings={detail.readings} sensors={detail.sensors} bounds={bounds} />
      <Table<Excursion>
        caption={excursionsTitle}
        rows={detail.excursions}
        getRowId={(e) => String(e.id)}
        emptyState={<EmptyState title={intl.formatMessage(m.noExcursions)} />}
        columns={[
          { id: 'sensor', header: intl.formatMessage(m.sensor), cell: (e) => e.sensorName },
          { id: 'started', header: intl.formatMessage(m.started), cell: (e) => when(intl, e.startedAt) },
          {
            id: 'ended',
            header: intl.formatMessage(m.ended),
            cell: (e) =>
              e.endedAt ? (
                when(intl, e.endedAt)
              ) : (
                <Badge size="sm" tone="critical">
                  {intl.formatMessage(m.ongoing)}
                </Badge>
              ),
          },
          {
            id: 'extremes',
            header: intl.formatMessage(m.extremes),
            cell: (e) => `${celsius(intl, e.minC)} / ${celsius(intl, e.maxC)}`,
          },
        ]}
      />
    </PageSection>
  );
}

type Open =
  | { kind: 'register' }
  | { kind: 'attach'; sensor: Sensor }
  | { kind: 'token'; token: string }
  | { kind: 'range' };

/**
 * The Temperature Monitoring section (issue 18): the organization's sensors live (the app refreshes them every
 * 30 s), register one (its device token shown once), new token, revoke, attach to a shipment or mount in a vehicle; the monitored
 * shipments; a shipment's cold-chain report (figures, readings chart with the range band, excursions, CSV, print).
 */
export function TemperatureMonitoring(props: TemperatureMonitoringProps) {
  const intl = useIntl();
  const { sensors, shipments, error, onRetry, detail, selectedShipmentId } = props;
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const failure = { title: intl.formatMessage(m.failed) };
  const kinds = SENSOR_KINDS.map((k) => ({ value: k, label: intl.formatMessage(KIND_LABEL[k]) }));
  const ranges = TEMPERATURE_RANGES.map((r) => ({ value: r, label: intl.formatMessage(RANGE_LABEL[r]) }));

  let content: ReactNode;
  if (error) {
    content = (
      <LoadErrorAlert
        title={intl.formatMessage(m.loadError)}
        error={error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={onRetry}
      />
    );
  } else if (!sensors || !shipments) {
    content = (
      <LoadingStack label={intl.formatMessage(m.loading)} space="md">
        <Skeleton shape="rect" blockSize="10rem" />
        <Skeleton shape="rect" blockSize="10rem" />
      </LoadingStack>
    );
  } else {
    content = (
      <>
        <Sensors
          sensors={sensors}
          props={props}
          onRegister={() => setOpen({ kind: 'register' })}
          onAttach={(sensor) => setOpen({ kind: 'attach', sensor })}
          onToken={(token) => setOpen({ kind: 'token', token })}
        />
        <Shipments shipments={shipments} selected={selectedShipmentId} onSelect={props.onSelectShipment} />
        {selectedShipmentId !== undefined ? (
          detail && detail.shipment.shipmentId === selectedShipmentId ? (
            <Report detail={detail} props={props} onChangeRange={() => setOpen({ kind: 'range' })} />
          ) : (
            <LoadingStack label={intl.formatMessage(m.loading)} space="md">
              <Skeleton shape="rect" blockSize="16rem" />
            </LoadingStack>
          )
        ) : null}
      </>
    );
  }

  const profile = detail?.shipment.profile;
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="temperature-monitoring">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      {content}
      {open?.kind === 'register' ? (
        <FormDialog
          open
          onOpenChange={(o) => !o && close()}
          title={intl.formatMessage(m.registerTitle)}
          initialValues={{ name: '', kind: 'reefer' as SensorKind }}
          canSubmit={(v) => v.name.trim() !== ''}
          onSubmit={(v) => props.onRegister({ name: v.name.trim(), kind: v.kind })}
          onSuccess={(r) => setOpen({ kind: 'token', token: r.token })}
          toasts={{ failure }}
          submitLabel={intl.formatMessage(m.register)}
          busyLabel={intl.formatMessage(m.registering)}
          browserValidation
        >
          {(form) => (
            <>
              <Field label={intl.formatMessage(m.name)} required>
                <Input {...form.field('name')} maxLength={100} autoComplete="off" />
              </Field>
              <Field label={intl.formatMessage(m.kind)}>
                <Select
                  options={kinds}
                  value={form.values.kind}
                  onValueChange={(v) => form.set('kind', v as SensorKind)}
                />
              </Field>
            </>
          )}
        </FormDialog>
      ) : null}
      {open?.kind === 'attach' ? (
        <FormDialog
          open
          onOpenChange={(o) => !o && close()}
          title={`${intl.formatMessage(m.attachTitle)}: ${open.sensor.name}`}
          initialValues={{ to: 'shipment', trackingNumber: '', vehicleId: '' }}
          canSubmit={(v) => (v.to === 'vehicle' ? v.vehicleId !== '' : v.trackingNumber.trim() !== '')}
          onSubmit={(v) =>
            v.to === 'vehicle'
              ? props.onSetVehicle(open.sensor.id, Number(v.vehicleId))
              : props.onAttach(open.sensor.id, v.trackingNumber.trim())
          }
          toasts={{ success: { title: intl.formatMessage(m.attached) }, failure }}
          submitLabel={intl.formatMessage(m.attach)}
          busyLabel={intl.formatMessage(m.attaching)}
          browserValidation
        >
          {(form) => (
            <>
              <Field label={intl.formatMessage(m.attachTo)}>
                <Select
                  options={[
                    { value: 'shipment', label: intl.formatMessage(m.attachToShipment) },
                    {
                      value: 'vehicle',
                      label: intl.formatMessage(m.attachToVehicle),
                      disabled: !props.vehicles?.length,
                    },
                  ]}
                  value={form.values.to}
                  onValueChange={(v) => form.set('to', v)}
                />
              </Field>
              {form.values.to === 'vehicle' ? (
                <Field label={intl.formatMessage(m.vehicle)} required>
                  <Select
                    options={(props.vehicles ?? []).map((v) => ({
                      value: String(v.id),
                      // Isolated: Latin plates and names read in order inside an Arabic list too.
                      label: `\u2068${v.licensePlate}\u2069 · \u2068${v.name}\u2069`,
                    }))}
                    placeholder={intl.formatMessage(m.chooseVehicle)}
                    value={form.values.vehicleId}
                    onValueChange={(v) => form.set('vehicleId', v)}
                  />
                </Field>
              ) : (
                <Field label={intl.formatMessage(m.trackingNumber)} required>
                  <Input {...form.field('trackingNumber')} dir="ltr" maxLength={32} autoComplete="off" />
                </Field>
              )}
            </>
          )}
        </FormDialog>
      ) : null}
      {open?.kind === 'range' && detail ? (
        <FormDialog
          open
          onOpenChange={(o) => !o && close()}
          title={intl.formatMessage(m.rangeTitle)}
          initialValues={{
            range: (profile?.range ?? 'chilled') as TemperatureRange,
            minC: profile?.minC == null ? '' : String(profile.minC),
            maxC: profile?.maxC == null ? '' : String(profile.maxC),
            tolerance: String(profile?.toleranceMinutes ?? 15),
          }}
          canSubmit={(v) => v.range !== 'custom' || v.minC.trim() !== '' || v.maxC.trim() !== ''}
          onSubmit={(v) =>
            props.onSetProfile(detail.shipment.shipmentId, {
              range: v.range,
              toleranceMinutes: Number(v.tolerance) || 15,
              ...(v.range === 'custom'
                ? {
                    minC: v.minC.trim() === '' ? null : Number(v.minC),
                    maxC: v.maxC.trim() === '' ? null : Number(v.maxC),
                  }
                : {}),
            })
          }
          toasts={{ success: { title: intl.formatMessage(m.saved) }, failure }}
          submitLabel={intl.formatMessage(m.save)}
          busyLabel={intl.formatMessage(m.saving)}
          browserValidation
        >
          {(form) => (
            <>
              <Field label={intl.formatMessage(m.range)}>
                <Select
                  options={ranges}
                  value={form.values.range}
                  onValueChange={(v) => form.set('range', v as TemperatureRange)}
                />
              </Field>
              {form.values.range === 'custom' ? (
                <Tiles minItemWidth="xs" space="sm">
                  <Field label={intl.formatMessage(m.minC)}>
                    <Input {...form.field('minC')} type="number" step="0.1" min={-60} max={80} dir="ltr" />
                  </Field>
                  <Field label={intl.formatMessage(m.maxC)}>
                    <Input {...form.field('maxC')} type="number" step="0.1" min={-60} max={80} dir="ltr" />
                  </Field>
                </Tiles>
              ) : null}
              <Field label={intl.formatMessage(m.tolerance)}>
                <Input {...form.field('tolerance')} type="number" min={1} max={1440} dir="ltr" />
              </Field>
            </>
          )}
        </FormDialog>
      ) : null}
      {open?.kind === 'token' ? (
        <SecretDialog
          title={intl.formatMessage(m.tokenTitle)}
          secret={open.token}
          messages={m}
          onClose={close}
          onCopy={props.onCopy}
        />
      ) : null}
    </Stack>
  );
}
