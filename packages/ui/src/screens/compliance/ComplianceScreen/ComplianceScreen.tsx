import type {
  ChecklistItem,
  ChecklistState,
  ComplianceOverview,
  Licence,
  LicenceExpiryState,
  RequirementReason,
  ResolveChecklistItem,
  SaveLicence,
  ShipmentCompliance,
  ShipmentKind,
} from '@qafila/contracts';
import { LICENCE_KINDS } from '@qafila/contracts';
import { type ReactNode, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../components/Badge/badgeTones.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Progress } from '../../../components/Progress/Progress.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Sheet } from '../../../components/Sheet/Sheet.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { Switch } from '../../../components/Switch/Switch.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { typeMessages } from '../../dashboard/documents/DocumentProcessing/DocumentProcessing.messages.ts';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import { complianceArgMessages as a, complianceMessages as m } from './ComplianceScreen.messages.ts';

/** Props of `ComplianceScreen`: the section's data and one handler per change. */
export interface ComplianceScreenProps {
  /** `GET /api/org/compliance`; undefined while loading. */
  overview: ComplianceOverview | undefined;
  /** The API's message when the section could not be loaded. */
  error?: string | undefined;
  onRetry?(): void;
  /** Organization admins keep the licences and permits; other staff read them. */
  canManageLicences: boolean;
  /** Where documents are uploaded (the Document Processing section). */
  documentsHref: string;
  onResolve(
    shipmentId: number,
    documentType: ChecklistItem['documentType'],
    input: ResolveChecklistItem,
  ): Promise<ActionResult<ShipmentCompliance>>;
  onReopen(shipmentId: number, documentType: ChecklistItem['documentType']): Promise<ActionResult<ShipmentCompliance>>;
  /** Adds (id null) or changes a licence. */
  onSaveLicence(id: number | null, input: SaveLicence): Promise<ActionResult<Licence>>;
  onDeleteLicence(id: number): Promise<ActionResult>;
}

type Message = (typeof m)[keyof typeof m];

const KIND: Record<ShipmentKind, Message> = {
  air: m.kindAir,
  sea: m.kindSea,
  road: m.kindRoad,
  domestic: m.kindDomestic,
};
const STATE: Record<ChecklistState, { tone: BadgeTone; label: Message }> = {
  complete: { tone: 'positive', label: m.stateComplete },
  resolved: { tone: 'info', label: m.stateResolved },
  pending: { tone: 'caution', label: m.statePending },
  rejected: { tone: 'critical', label: m.stateRejected },
  missing: { tone: 'critical', label: m.stateMissing },
};
const REASON: Record<Exclude<RequirementReason, 'controlled_goods'>, Message> = {
  always: m.reasonAlways,
  crosses_border: m.reasonCrossesBorder,
  air_transport: m.reasonAir,
  sea_transport: m.reasonSea,
  origin_outside_gcc: m.reasonOutsideGcc,
  gcc_origin: m.reasonGcc,
  free_zone_exit: m.reasonFreeZoneExit,
};
const LICENCE_KIND: Record<Licence['kind'], Message> = {
  trade_licence: m.kindTradeLicence,
  import_permit: m.kindImportPermit,
  export_permit: m.kindExportPermit,
  free_zone_licence: m.kindFreeZoneLicence,
  other: m.kindOther,
};
const EXPIRY_TONE: Record<LicenceExpiryState, BadgeTone> = {
  valid: 'positive',
  within_60: 'info',
  within_30: 'caution',
  within_7: 'critical',
  expired: 'critical',
};

/** A place name isolated from the text around it (FSI … PDI): Latin names keep their order in Arabic. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A calendar day (`YYYY-MM-DD`) in the user's language. */
const formatDay = (intl: IntlShape, day: string) =>
  intl.formatDate(Date.parse(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

function reasonText(intl: IntlShape, item: ChecklistItem): string {
  return item.reason === 'controlled_goods'
    ? intl.formatMessage(a.controlled, { authority: item.authority ?? '' })
    : intl.formatMessage(REASON[item.reason]);
}

/** A table cell of two lines: the row's name, and a smaller secondary line under it. */
function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Stack as="span" space="xxs">
      <Text as="span" weight="semibold">
        {first}
      </Text>
      <Text as="span" size="sm" tone="secondary" breakWord>
        {second}
      </Text>
    </Stack>
  );
}

function ExpiryBadge({ licence }: { licence: Licence }) {
  const intl = useIntl();
  const label =
    licence.expiry === 'expired'
      ? intl.formatMessage(m.expired)
      : licence.expiry === 'valid'
        ? intl.formatMessage(m.expiryValid)
        : intl.formatMessage(a.expiresIn, { days: licence.daysLeft });
  return (
    <Badge size="sm" tone={EXPIRY_TONE[licence.expiry]} data-expiry={licence.expiry}>
      {label}
    </Badge>
  );
}

/** One shipment's checklist, in a side panel: each required document, why, its state, and resolve/reopen. */
function Checklist({
  shipment,
  documentsHref,
  onResolve,
  onReopen,
}: {
  shipment: ShipmentCompliance;
  documentsHref: string;
  onResolve(item: ChecklistItem): void;
  onReopen(item: ChecklistItem): void;
}) {
  const intl = useIntl();
  return (
    <Stack space="md">
      <Progress
        value={shipment.complete}
        max={shipment.total}
        label={intl.formatMessage(a.ofTotal, { complete: shipment.complete, total: shipment.total })}
        tone={shipment.complete === shipment.total ? 'positive' : 'caution'}
      />
      <Stack as="ul" space="md" aria-label={intl.formatMessage(m.completeness)}>
        {shipment.items.map((item) => {
          const state = STATE[item.state];
          const name = intl.formatMessage(typeMessages[item.documentType]);
          return (
            <Stack as="li" key={item.documentType} space="xs" data-testid={`checklist-${item.documentType}`}>
              <Inline space="sm" alignY="center">
                <Text weight="semibold">{name}</Text>
                <Badge size="sm" tone={state.tone} data-state={item.state}>
                  {intl.formatMessage(state.label)}
                </Badge>
              </Inline>
              <Text size="sm" tone="secondary">
                {reasonText(intl, item)}
              </Text>
              {item.resolution ? (
                <Text size="sm">
                  {`${intl.formatMessage(item.resolution.kind === 'not_applicable' ? m.notApplicable : m.receivedOutside)}: `}
                  <bdi>{item.resolution.note}</bdi>
                  {' — '}
                  {intl.formatMessage(a.resolvedBy, {
                    name: item.resolution.by ?? '—',
                    date: intl.formatDate(item.resolution.at, { dateStyle: 'medium', timeZone: 'Asia/Dubai' }),
                  })}
                </Text>
              ) : null}
              {item.state === 'resolved' ? (
                <Inline space="sm">
                  <Button size="sm" variant="outline" tone="neutral" onClick={() => onReopen(item)}>
                    {intl.formatMessage(m.reopen)}
                  </Button>
                </Inline>
              ) : item.state !== 'complete' ? (
                <Inline space="sm">
                  <Button size="sm" variant="outline" onClick={() => onResolve(item)}>
                    {intl.formatMessage(m.resolve)}
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      <Link href={documentsHref}>{intl.formatMessage(m.uploadDocument)}</Link>
    </Stack>
  );
}

interface LicenceForm {
  kind: Licence['kind'];
  number: string;
  authority: string;
  issuedOn: string;
  expiresOn: string;
  note: string;
}

/**
 * The UAE Compliance section (issue 18): the organization's compliance score, each undelivered shipment's required
 * documents (a checklist staff resolve when a document does not apply or was received outside Qafila), and the trade
 * licence and permits with their expiry.
 */
export function ComplianceScreen(props: ComplianceScreenProps) {
  const intl = useIntl();
  const { overview, error, onRetry, canManageLicences } = props;
  const [onlyIncomplete, setOnlyIncomplete] = useState(false);
  const [openShipment, setOpenShipment] = useState<number | null>(null);
  const [resolving, setResolving] = useState<ChecklistItem | null>(null);
  const [licenceDialog, setLicenceDialog] = useState<{ kind: 'edit'; licence: Licence | null } | null>(null);
  const [deleting, setDeleting] = useState<Licence | null>(null);
  const failure = { title: intl.formatMessage(m.failed) };
  const reopen = useAction(props.onReopen, { success: { title: intl.formatMessage(m.reopened) }, failure });
  const shipment = overview?.shipments.find((s) => s.shipmentId === openShipment) ?? null;

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
  } else if (!overview) {
    content = (
      <LoadingStack label={intl.formatMessage(m.loading)} space="md">
        <Skeleton shape="rect" blockSize="6rem" />
        <Skeleton shape="rect" blockSize="12rem" />
      </LoadingStack>
    );
  } else {
    const rows = onlyIncomplete ? overview.shipments.filter((s) => s.complete < s.total) : overview.shipments;
    const attention = overview.licences.filter((l) => l.expiry !== 'valid').length;
    content = (
      <>
        <PageSection title={intl.formatMessage(m.scoreHeading)} description={intl.formatMessage(m.scoreHint)}>
          <Tiles minItemWidth="sm" space="md">
            <Stat
              label={intl.formatMessage(m.score)}
              value={
                <span data-testid="compliance-score">
                  {overview.score === null
                    ? intl.formatMessage(m.noScore)
                    : intl.formatNumber(overview.score / 100, { style: 'percent', maximumFractionDigits: 1 })}
                </span>
              }
            />
            <Stat
              label={intl.formatMessage(m.requirementsMet)}
              value={intl.formatMessage(a.ofTotal, { complete: overview.complete, total: overview.requirements })}
            />
            <Stat
              label={intl.formatMessage(m.incompleteShipments)}
              value={intl.formatNumber(overview.incompleteCount)}
            />
            <Stat label={intl.formatMessage(m.licencesAttention)} value={intl.formatNumber(attention)} />
          </Tiles>
        </PageSection>
        <PageSection
          title={intl.formatMessage(m.shipmentsHeading)}
          actions={
            <Switch
              label={intl.formatMessage(m.onlyIncomplete)}
              checked={onlyIncomplete}
              onCheckedChange={setOnlyIncomplete}
            />
          }
        >
          {overview.shipments.length < overview.shipmentCount ? (
            <Text size="sm" tone="secondary">
              {intl.formatMessage(a.limited, { shown: overview.shipments.length, total: overview.shipmentCount })}
            </Text>
          ) : null}
          {rows.length === 0 ? (
            <Text tone="secondary">{intl.formatMessage(m.noShipments)}</Text>
          ) : (
            <Table<ShipmentCompliance>
              caption={intl.formatMessage(m.shipmentsHeading)}
              hideCaption
              rows={rows}
              getRowId={(s) => String(s.shipmentId)}
              actionsLabel={intl.formatMessage(m.actions)}
              columns={[
                {
                  id: 'shipment',
                  header: intl.formatMessage(m.shipment),
                  cell: (s) => (
                    <TwoLines
                      first={<bdi dir="ltr">{s.trackingNumber}</bdi>}
                      second={intl.formatMessage(a.route, {
                        origin: isolate(s.origin),
                        destination: isolate(s.destination),
                      })}
                    />
                  ),
                },
                {
                  id: 'kind',
                  header: intl.formatMessage(m.kind),
                  cell: (s) => (
                    <Badge size="sm" tone="neutral">
                      {intl.formatMessage(KIND[s.kind])}
                    </Badge>
                  ),
                },
                {
                  id: 'completeness',
                  header: intl.formatMessage(m.completeness),
                  sortable: true,
                  sortValue: (s) => s.completeness,
                  cell: (s) => (
                    <Progress
                      size="sm"
                      value={s.complete}
                      max={s.total}
                      showValue
                      label={intl.formatMessage(a.ofTotal, { complete: s.complete, total: s.total })}
                      tone={s.complete === s.total ? 'positive' : 'caution'}
                    />
                  ),
                },
              ]}
              rowActions={(s) => (
                <Button size="sm" variant="outline" onClick={() => setOpenShipment(s.shipmentId)}>
                  {intl.formatMessage(m.openChecklist)}
                </Button>
              )}
            />
          )}
        </PageSection>
        <PageSection
          title={intl.formatMessage(m.licencesHeading)}
          description={intl.formatMessage(m.licencesHint)}
          actions={
            canManageLicences ? (
              <Button onClick={() => setLicenceDialog({ kind: 'edit', licence: null })}>
                {intl.formatMessage(m.addLicence)}
              </Button>
            ) : undefined
          }
        >
          <Stack space="sm">
            {overview.licences.length === 0 ? (
              <Text tone="secondary">{intl.formatMessage(m.noLicences)}</Text>
            ) : (
              <Table<Licence>
                caption={intl.formatMessage(m.licencesHeading)}
                hideCaption
                rows={overview.licences}
                getRowId={(l) => String(l.id)}
                actionsLabel={intl.formatMessage(m.actions)}
                columns={[
                  {
                    id: 'kind',
                    header: intl.formatMessage(m.licenceKind),
                    cell: (l) => (
                      <TwoLines
                        first={intl.formatMessage(LICENCE_KIND[l.kind])}
                        second={<bdi dir="ltr">{l.number}</bdi>}
                      />
                    ),
                  },
                  {
                    id: 'authority',
                    header: intl.formatMessage(m.authority),
                    cell: (l) => (
                      <Text as="span" size="sm" breakWord>
                        <bdi>{l.authority}</bdi>
                      </Text>
                    ),
                  },
                  {
                    id: 'expires',
                    header: intl.formatMessage(m.expiresOn),
                    sortable: true,
                    sortValue: (l) => l.expiresOn,
                    cell: (l) => (
                      <Stack as="span" space="xxs">
                        <Text as="span" size="sm">
                          {formatDay(intl, l.expiresOn)}
                        </Text>
                        <ExpiryBadge licence={l} />
                      </Stack>
                    ),
                  },
                ]}
                rowActions={
                  canManageLicences
                    ? (l) => (
                        <Inline space="xs">
                          <Button
                            size="sm"
                            variant="outline"
                            tone="neutral"
                            onClick={() => setLicenceDialog({ kind: 'edit', licence: l })}
                          >
                            {intl.formatMessage(m.editLicence)}
                          </Button>
                          <Button size="sm" variant="outline" tone="critical" onClick={() => setDeleting(l)}>
                            {intl.formatMessage(m.deleteLicence)}
                          </Button>
                        </Inline>
                      )
                    : undefined
                }
              />
            )}
            {canManageLicences ? null : (
              <Text size="sm" tone="secondary">
                {intl.formatMessage(m.readOnly)}
              </Text>
            )}
          </Stack>
        </PageSection>
      </>
    );
  }

  const licence = licenceDialog?.licence ?? null;
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="compliance-screen">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      {content}
      <Sheet
        open={shipment !== null}
        onOpenChange={(o) => !o && setOpenShipment(null)}
        title={shipment ? intl.formatMessage(a.checklistTitle, { trackingNumber: shipment.trackingNumber }) : ''}
      >
        {shipment ? (
          <Checklist
            shipment={shipment}
            documentsHref={props.documentsHref}
            onResolve={setResolving}
            onReopen={(item) => void reopen.run(shipment.shipmentId, item.documentType)}
          />
        ) : null}
      </Sheet>
      {resolving && shipment ? (
        <FormDialog<ResolveChecklistItem, ActionResult<ShipmentCompliance>>
          open
          onOpenChange={(o) => !o && setResolving(null)}
          title={intl.formatMessage(a.resolveTitle, {
            document: intl.formatMessage(typeMessages[resolving.documentType]),
          })}
          initialValues={{ resolution: 'received_outside', note: '' }}
          canSubmit={(v) => v.note.trim().length >= 3}
          onSubmit={(v) => props.onResolve(shipment.shipmentId, resolving.documentType, { ...v, note: v.note.trim() })}
          onSuccess={() => setResolving(null)}
          toasts={{ success: { title: intl.formatMessage(m.resolved) }, failure }}
          submitLabel={intl.formatMessage(m.resolve)}
          busyLabel={intl.formatMessage(m.saving)}
        >
          {(form) => (
            <>
              <Field label={intl.formatMessage(m.resolution)}>
                <Select
                  value={form.values.resolution}
                  onValueChange={(v) => form.set('resolution', v as ResolveChecklistItem['resolution'])}
                  options={[
                    { value: 'received_outside', label: intl.formatMessage(m.receivedOutside) },
                    { value: 'not_applicable', label: intl.formatMessage(m.notApplicable) },
                  ]}
                />
              </Field>
              <Field label={intl.formatMessage(m.note)} hint={intl.formatMessage(m.noteHint)} required>
                <Textarea {...form.field('note')} rows={3} maxLength={500} />
              </Field>
            </>
          )}
        </FormDialog>
      ) : null}
      {licenceDialog ? (
        <FormDialog<LicenceForm, ActionResult<Licence>>
          open
          onOpenChange={(o) => !o && setLicenceDialog(null)}
          title={intl.formatMessage(licence ? m.editLicence : m.addLicence)}
          initialValues={{
            kind: licence?.kind ?? 'trade_licence',
            number: licence?.number ?? '',
            authority: licence?.authority ?? '',
            issuedOn: licence?.issuedOn ?? '',
            expiresOn: licence?.expiresOn ?? '',
            note: licence?.note ?? '',
          }}
          canSubmit={(v) => Boolean(v.number.trim() && v.authority.trim() && v.expiresOn)}
          onSubmit={(v) =>
            props.onSaveLicence(licence?.id ?? null, {
              kind: v.kind,
              number: v.number.trim(),
              authority: v.authority.trim(),
              issuedOn: v.issuedOn || null,
              expiresOn: v.expiresOn,
              ...(v.note.trim() ? { note: v.note.trim() } : {}),
            })
          }
          onSuccess={() => setLicenceDialog(null)}
          toasts={{ success: { title: intl.formatMessage(m.licenceSaved) }, failure }}
          submitLabel={intl.formatMessage(m.save)}
          busyLabel={intl.formatMessage(m.saving)}
          browserValidation
        >
          {(form) => (
            <>
              <Field label={intl.formatMessage(m.licenceKind)}>
                <Select
                  value={form.values.kind}
                  onValueChange={(v) => form.set('kind', v as Licence['kind'])}
                  options={LICENCE_KINDS.map((k) => ({ value: k, label: intl.formatMessage(LICENCE_KIND[k]) }))}
                />
              </Field>
              <Field label={intl.formatMessage(m.licenceNumber)} required>
                <Input {...form.field('number')} dir="ltr" maxLength={60} autoComplete="off" />
              </Field>
              <Field label={intl.formatMessage(m.authority)} required>
                <Input {...form.field('authority')} maxLength={120} autoComplete="off" />
              </Field>
              <Field label={intl.formatMessage(m.issuedOn)}>
                <Input {...form.field('issuedOn')} type="date" />
              </Field>
              <Field label={intl.formatMessage(m.expiresOn)} required>
                <Input {...form.field('expiresOn')} type="date" />
              </Field>
              <Field label={intl.formatMessage(m.note)}>
                <Textarea {...form.field('note')} rows={2} maxLength={500} />
              </Field>
            </>
          )}
        </FormDialog>
      ) : null}
      {deleting ? (
        <FormDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          size="sm"
          title={intl.formatMessage(m.deleteTitle)}
          description={`${intl.formatMessage(LICENCE_KIND[deleting.kind])} ${deleting.number}`}
          initialValues={{}}
          onSubmit={() => props.onDeleteLicence(deleting.id)}
          onSuccess={() => setDeleting(null)}
          toasts={{ success: { title: intl.formatMessage(m.deleted) }, failure }}
          submitLabel={intl.formatMessage(m.deleteLicence)}
          submitTone="critical"
          busyLabel={intl.formatMessage(m.saving)}
        />
      ) : null}
    </Stack>
  );
}
