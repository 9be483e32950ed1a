import {
  ADMIN_DECISIONS,
  type CurrencyCode,
  DECLARATION_TRANSITIONS,
  type Declaration,
  type DeclarationStatus,
  FREE_ZONES,
  formatHsCode,
  type UpdateDeclaration,
} from '@qafila/contracts';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import * as styles from '../customs.css.ts';
import { customsMessages as m } from '../customs.messages.ts';
import { DeclarationDialog } from './DeclarationDialog.tsx';
import { DeclarationStatusBadge } from './DeclarationStatusBadge.tsx';
import { aed, money, percent, when } from './format.ts';

type Decision = Exclude<DeclarationStatus, 'draft'>;

/** An ISO 3166 code in the reader's language ("DE" → "Germany", "ألمانيا"), the code itself where unknown. */
function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
const ACTION_LABEL = { submitted: m.submit, cleared: m.clear, held: m.hold, rejected: m.reject } as const;

/** Props of `DeclarationDetail`. */
export interface DeclarationDetailProps {
  declaration: Declaration;
  /** Organization admins clear, hold and reject. */
  canDecide: boolean;
  onChangeStatus(status: Decision, reason?: string): Promise<ActionResult>;
  /** Replaces the draft's fields and lines. */
  onSave(body: UpdateDeclaration): Promise<ActionResult<{ id: number }>>;
  onBack(): void;
}

/** One declaration: its fields, the workflow actions, the calculation line by line (printable) and the history. */
export function DeclarationDetail({
  declaration: d,
  canDecide,
  onChangeStatus,
  onSave,
  onBack,
}: DeclarationDetailProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState<'held' | 'rejected' | null>(null);
  const chosen = useRef<Decision>('submitted');
  const change = useAction(
    (status: Decision) => {
      chosen.current = status;
      return onChangeStatus(status);
    },
    { success: () => ({ title: statusChanged(chosen.current) }) },
  );
  const next = DECLARATION_TRANSITIONS[d.status].filter((s): s is Decision => s !== 'draft');
  const allowed = next.filter((s) => canDecide || !ADMIN_DECISIONS.includes(s));
  const c = d.submittedCalculation ?? d.calculation;
  const currency = d.currency as CurrencyCode;
  const zone = FREE_ZONES.find((z) => z.id === d.freeZone);
  const label = (status: Decision) => intl.formatMessage(ACTION_LABEL[status]);
  const statusChanged = (status: Decision) =>
    intl.formatMessage(m.statusChanged, { status: intl.formatMessage(m[`status.${status}`]) });
  const facts: [string, string][] = [
    [intl.formatMessage(m.type), intl.formatMessage(m[`type.${d.type}`])],
    [intl.formatMessage(m.incoterm), d.incoterm],
    [intl.formatMessage(m.currency), d.currency],
    [intl.formatMessage(m.rateUsed), `${c.rateUsed} AED / 1 ${d.currency}`],
    [intl.formatMessage(m.freight, { currency }), money(intl, d.freight, currency)],
    [intl.formatMessage(m.insurance, { currency }), money(intl, d.insurance, currency)],
    ...(zone
      ? [[intl.formatMessage(m.freeZone), intl.locale.startsWith('ar') ? zone.nameAr : zone.nameEn] as [string, string]]
      : []),
    ...(d.declarationNumber
      ? [[intl.formatMessage(m.declarationNumber), d.declarationNumber] as [string, string]]
      : []),
  ];
  return (
    <Stack space="lg" data-testid="declaration-detail" data-print-area="">
      <Inline space="sm" className={styles.noPrint}>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {intl.formatMessage(m.back)}
        </Button>
      </Inline>
      <Stack space="xs">
        <Inline space="sm" alignY="center">
          <Heading level={2}>
            <bdi dir="ltr">{d.trackingNumber}</bdi>
          </Heading>
          <DeclarationStatusBadge status={d.status} />
        </Inline>
        {d.reason ? <Alert tone={d.status === 'rejected' ? 'critical' : 'caution'}>{d.reason}</Alert> : null}
      </Stack>
      <Tiles columns={{ mobile: 2, tablet: 4 }} space="sm">
        {facts.map(([k, v]) => (
          <Stack space="xxs" key={k}>
            <Text size="sm" tone="secondary">
              {k}
            </Text>
            <Text weight="semibold">
              <bdi>{v}</bdi>
            </Text>
          </Stack>
        ))}
      </Tiles>
      <Inline space="sm" className={styles.noPrint}>
        {allowed.map((status) => (
          <Button
            key={status}
            variant={status === 'submitted' || status === 'cleared' ? 'solid' : 'outline'}
            tone={status === 'rejected' ? 'critical' : 'accent'}
            loading={change.busy}
            onClick={() => (status === 'held' || status === 'rejected' ? setAsking(status) : void change.run(status))}
          >
            {label(status)}
          </Button>
        ))}
        {d.status === 'draft' ? (
          <DeclarationDialog declaration={d} onSave={({ trackingNumber: _, ...body }) => onSave(body)} />
        ) : null}
        <Button variant="outline" onClick={() => window.print()}>
          {intl.formatMessage(m.print)}
        </Button>
      </Inline>
      {!canDecide && (d.status === 'submitted' || d.status === 'held') ? (
        <Text size="sm" tone="secondary" className={styles.noPrint}>
          {intl.formatMessage(m.adminDecides)}
        </Text>
      ) : null}
      <Stack space="sm">
        <Heading level={3}>{intl.formatMessage(m.calculation)}</Heading>
        <Table
          caption={intl.formatMessage(m.calculation)}
          hideCaption
          rows={c.lines.map((l, index) => ({ ...l, index }))}
          getRowId={(l) => String(l.index)}
          columns={[
            {
              id: 'hs',
              header: intl.formatMessage(m.hsCode),
              cell: (l) => <bdi dir="ltr">{formatHsCode(l.hsCode)}</bdi>,
            },
            {
              id: 'description',
              header: intl.formatMessage(m.description),
              cell: (l) => <bdi>{d.lines[l.index]?.description ?? ''}</bdi>,
            },
            {
              id: 'origin',
              header: intl.formatMessage(m.origin),
              cell: (l) => <bdi>{countryName(intl.locale, d.lines[l.index]?.originCountry ?? '')}</bdi>,
            },
            {
              id: 'value',
              header: intl.formatMessage(m.value, { currency }),
              align: 'end',
              cell: (l) => money(intl, l.value + l.freightShare + l.insuranceShare, currency),
            },
            { id: 'rate', header: intl.formatMessage(m.rateUsed), align: 'end', cell: (l) => l.rateUsed },
            { id: 'cif', header: intl.formatMessage(m.cif), align: 'end', cell: (l) => aed(intl, l.cifFils) },
            {
              id: 'dutyRate',
              header: intl.formatMessage(m.rate),
              align: 'end',
              cell: (l) => <span title={l.dutySource}>{percent(intl, l.dutyRateBp)}</span>,
            },
            { id: 'duty', header: intl.formatMessage(m.duty), align: 'end', cell: (l) => aed(intl, l.dutyFils) },
            { id: 'vat', header: intl.formatMessage(m.vat), align: 'end', cell: (l) => aed(intl, l.vatFils) },
          ]}
        />
        <Tiles columns={{ mobile: 2, tablet: 4 }} space="sm" data-testid="declaration-totals">
          {(
            [
              [m.totalCif, c.cifFils, 'cif'],
              [m.totalDuty, c.dutyFils, 'duty'],
              [m.totalVat, c.vatFils, 'vat'],
              [m.totalDue, c.totalFils, 'total'],
            ] as const
          ).map(([title, fils, id]) => (
            <Stack space="xxs" key={id}>
              <Text size="sm" tone="secondary">
                {intl.formatMessage(title)}
              </Text>
              <Text weight="semibold" tabularNumbers data-testid={`total-${id}`}>
                {aed(intl, fils)}
              </Text>
            </Stack>
          ))}
        </Tiles>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.duty)}: {intl.formatMessage(m[`treatment.${c.dutyTreatment}`])} ·{' '}
          {intl.formatMessage(m.vat)}: {intl.formatMessage(m[`treatment.${c.vatTreatment}`])}
        </Text>
        {d.submittedCalculation &&
        (d.submittedCalculation.dutyFils !== d.calculation.dutyFils ||
          d.submittedCalculation.vatFils !== d.calculation.vatFils) ? (
          <Text size="sm" tone="secondary">
            {intl.formatMessage(m.submittedSnapshot, {
              duty: aed(intl, d.calculation.dutyFils),
              vat: aed(intl, d.calculation.vatFils),
            })}
          </Text>
        ) : null}
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.calculationNote)}
        </Text>
      </Stack>
      <Stack space="sm">
        <Heading level={3}>{intl.formatMessage(m.history)}</Heading>
        <Stack as="ol" space="xs">
          {d.history.map((h) => (
            <li key={`${h.to}-${h.at}`}>
              <Text size="sm">
                {when(intl, h.at)} —{' '}
                {intl.formatMessage(m.historyEntry, {
                  status: intl.formatMessage(m[`status.${h.to}`]),
                  by: <bdi key="by">{h.by ?? '—'}</bdi>,
                })}
                {h.reason ? (
                  <>
                    {' '}
                    — <bdi>{h.reason}</bdi>
                  </>
                ) : null}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
      <FormDialog<{ reason: string }, ActionResult>
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={intl.formatMessage(m.reasonTitle, {
          action: asking ? label(asking) : '',
          tracking: d.trackingNumber,
        })}
        initialValues={{ reason: '' }}
        canSubmit={(v) => v.reason.trim().length > 0}
        onSubmit={async (v) => (asking ? onChangeStatus(asking, v.reason.trim()) : { ok: false })}
        toasts={{ success: { title: statusChanged(asking ?? 'held') } }}
        submitLabel={asking ? label(asking) : ''}
        submitTone={asking === 'rejected' ? 'critical' : 'accent'}
      >
        {(form) => (
          <Field label={intl.formatMessage(m.reason)} required>
            <Textarea {...form.field('reason')} maxLength={500} rows={3} />
          </Field>
        )}
      </FormDialog>
    </Stack>
  );
}
