import {
  type DeclarationSummary,
  FREE_ZONES,
  type FreeZone,
  type FreeZoneRegistration,
  type FreeZoneRegistrationInput,
} from '@qafila/contracts';
import { type IntlShape, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { markerRadius } from '../../../patterns/RouteMap/mapDrawing.ts';
import { project } from '../../../patterns/RouteMap/places.ts';
import * as mapStyles from '../../../patterns/RouteMap/RouteMap.css.ts';
import { UaeMapSvg } from '../../../patterns/RouteMap/UaeMapSvg.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import { DeclarationStatusBadge } from '../CustomsClearance/DeclarationStatusBadge.tsx';
import { aed } from '../CustomsClearance/format.ts';
import { customsMessages as m } from '../customs.messages.ts';

/** Props of `FreeZones`: `GET /api/free-zones/registrations` and `/movements` (the zones are contracts data). */
export interface FreeZonesProps {
  registrations: readonly FreeZoneRegistration[] | undefined;
  movements: readonly DeclarationSummary[] | undefined;
  error?: string | undefined;
  onRetry?(): void;
  /** Organization admins add and remove licences. */
  canManage: boolean;
  onAdd(body: FreeZoneRegistrationInput): Promise<ActionResult>;
  onRemove(id: number): Promise<ActionResult>;
}

const zoneName = (intl: IntlShape, zone: FreeZone | undefined, id: string) =>
  zone ? (intl.locale.startsWith('ar') ? zone.nameAr : zone.nameEn) : id;
const ZONES = new Map(FREE_ZONES.map((z) => [z.id, z]));

function ZoneMap() {
  const intl = useIntl();
  const goods = FREE_ZONES.filter((z) => z.goods);
  return (
    <UaeMapSvg
      label={intl.formatMessage(m.directory)}
      description={goods.map((z) => zoneName(intl, z, z.id)).join(', ')}
    >
      {goods.map((z) => {
        const { x, y } = project(z.lat, z.lon);
        return (
          <circle key={z.id} className={mapStyles.marker} cx={x} cy={y} r={markerRadius * 0.8}>
            <title>{zoneName(intl, z, z.id)}</title>
          </circle>
        );
      })}
    </UaeMapSvg>
  );
}

function RemoveButton({ r, onRemove }: { r: FreeZoneRegistration; onRemove(id: number): Promise<ActionResult> }) {
  const intl = useIntl();
  const remove = useAction(() => onRemove(r.id), { success: { title: intl.formatMessage(m.removed) } });
  return (
    <Button size="sm" variant="outline" tone="critical" loading={remove.busy} onClick={() => void remove.run()}>
      {intl.formatMessage(m.removeRegistration, { licence: r.licenceNumber })}
    </Button>
  );
}

const EMPTY = { zoneId: '', licenceNumber: '', licenceExpiry: '', activities: '' };

/**
 * Free Zone Management (issue 18): the organization's free zone licences, the UAE free zones (map and directory with
 * Arabic names), and the declarations moving goods between a free zone and the mainland with their duty consequence.
 */
export function FreeZones({ registrations, movements, error, onRetry, canManage, onAdd, onRemove }: FreeZonesProps) {
  const intl = useIntl();
  if (error && !registrations) {
    return (
      <LoadErrorAlert
        title={intl.formatMessage(m.fzLoadError)}
        error={error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={onRetry}
      />
    );
  }
  if (!registrations || !movements) {
    return (
      <LoadingStack label={intl.formatMessage(m.loading)} space="md">
        <Skeleton shape="rect" blockSize="12rem" />
      </LoadingStack>
    );
  }
  return (
    <Stack space="xl" data-testid="free-zones">
      <Stack space="xs">
        <Heading level={2}>{intl.formatMessage(m.fzTitle)}</Heading>
        <Text tone="secondary">{intl.formatMessage(m.fzIntro)}</Text>
      </Stack>
      <Stack space="sm">
        <Heading level={3}>{intl.formatMessage(m.registrations)}</Heading>
        {canManage ? (
          <Inline>
            <FormDialog<typeof EMPTY, ActionResult>
              trigger={<Button>{intl.formatMessage(m.addRegistration)}</Button>}
              title={intl.formatMessage(m.addRegistration)}
              initialValues={EMPTY}
              canSubmit={(v) => !!v.zoneId && !!v.licenceNumber.trim() && !!v.licenceExpiry}
              onSubmit={(v) => onAdd({ ...v, licenceNumber: v.licenceNumber.trim() })}
              toasts={{ success: { title: intl.formatMessage(m.added) } }}
              submitLabel={intl.formatMessage(m.addRegistration)}
            >
              {(form) => (
                <Stack space="sm">
                  <Field label={intl.formatMessage(m.zone)} required>
                    <Select
                      {...form.field('zoneId')}
                      placeholder={intl.formatMessage(m.chooseZone)}
                      options={FREE_ZONES.map((z) => ({ value: z.id, label: zoneName(intl, z, z.id) }))}
                    />
                  </Field>
                  <Field label={intl.formatMessage(m.licenceNumber)} required>
                    <Input {...form.field('licenceNumber')} dir="ltr" maxLength={60} autoComplete="off" />
                  </Field>
                  <Field label={intl.formatMessage(m.licenceExpiry)} required>
                    <Input {...form.field('licenceExpiry')} type="date" dir="ltr" />
                  </Field>
                  <Field label={intl.formatMessage(m.activities)}>
                    <Input {...form.field('activities')} maxLength={500} />
                  </Field>
                </Stack>
              )}
            </FormDialog>
          </Inline>
        ) : (
          <Text size="sm" tone="secondary">
            {intl.formatMessage(m.adminsManage)}
          </Text>
        )}
        <Table
          caption={intl.formatMessage(m.registrations)}
          hideCaption
          rows={registrations}
          getRowId={(r) => String(r.id)}
          emptyState={<EmptyState title={intl.formatMessage(m.noRegistrations)} />}
          columns={[
            {
              id: 'zone',
              header: intl.formatMessage(m.zone),
              cell: (r) => zoneName(intl, ZONES.get(r.zoneId), r.zoneId),
            },
            {
              id: 'licence',
              header: intl.formatMessage(m.licenceNumber),
              cell: (r) => <bdi dir="ltr">{r.licenceNumber}</bdi>,
            },
            {
              id: 'expiry',
              header: intl.formatMessage(m.licenceExpiry),
              cell: (r) => intl.formatDate(`${r.licenceExpiry}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
            },
            {
              id: 'activities',
              header: intl.formatMessage(m.activities),
              cell: (r) => <bdi>{r.activities || '—'}</bdi>,
            },
            ...(canManage
              ? [
                  {
                    id: 'actions',
                    header: intl.formatMessage(m.actions),
                    hideHeader: true,
                    cell: (r: FreeZoneRegistration) => <RemoveButton r={r} onRemove={onRemove} />,
                  },
                ]
              : []),
          ]}
        />
      </Stack>
      <Stack space="sm">
        <Heading level={3}>{intl.formatMessage(m.movements)}</Heading>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.insideZone)}
        </Text>
        <Table
          caption={intl.formatMessage(m.movements)}
          hideCaption
          rows={movements}
          getRowId={(d) => String(d.id)}
          emptyState={<EmptyState title={intl.formatMessage(m.noMovements)} />}
          columns={[
            {
              id: 'shipment',
              header: intl.formatMessage(m.shipment),
              cell: (d) => <bdi dir="ltr">{d.trackingNumber}</bdi>,
            },
            { id: 'type', header: intl.formatMessage(m.type), cell: (d) => intl.formatMessage(m[`type.${d.type}`]) },
            {
              id: 'zone',
              header: intl.formatMessage(m.zone),
              cell: (d) => (d.freeZone ? zoneName(intl, ZONES.get(d.freeZone), d.freeZone) : '—'),
            },
            {
              id: 'status',
              header: intl.formatMessage(m.status),
              cell: (d) => <DeclarationStatusBadge status={d.status} />,
            },
            {
              id: 'consequence',
              header: intl.formatMessage(m.consequence),
              cell: (d) =>
                d.type === 'free_zone_to_mainland'
                  ? intl.formatMessage(m['consequence.free_zone_to_mainland'], {
                      duty: aed(intl, d.dutyFils),
                      vat: aed(intl, d.vatFils),
                    })
                  : intl.formatMessage(m['consequence.mainland_to_free_zone']),
            },
          ]}
        />
      </Stack>
      <Stack space="sm">
        <Heading level={3}>{intl.formatMessage(m.directory)}</Heading>
        <ZoneMap />
        <Table
          caption={intl.formatMessage(m.directory)}
          hideCaption
          rows={FREE_ZONES}
          getRowId={(z) => z.id}
          columns={[
            {
              id: 'name',
              header: intl.formatMessage(m.zone),
              cell: (z) => (
                <Stack space="xxs" align="start">
                  <Text weight="semibold">{zoneName(intl, z, z.id)}</Text>
                  {z.goods ? null : (
                    <Badge tone="neutral" size="sm">
                      {intl.formatMessage(m.financial)}
                    </Badge>
                  )}
                </Stack>
              ),
            },
            {
              id: 'emirate',
              header: intl.formatMessage(m.emirate),
              cell: (z) => intl.formatMessage(m[`emirate.${z.emirate}`]),
            },
            { id: 'authority', header: intl.formatMessage(m.authority), cell: (z) => <bdi>{z.authority}</bdi> },
            {
              id: 'designated',
              header: intl.formatMessage(m.designated),
              cell: (z) => intl.formatMessage(z.designated ? m.yes : m.notChecked),
            },
            {
              id: 'code',
              header: intl.formatMessage(m.customsCode),
              cell: (z) => z.customsCode ?? intl.formatMessage(m.notPublic),
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
