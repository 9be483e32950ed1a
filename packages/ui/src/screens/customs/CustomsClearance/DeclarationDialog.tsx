import {
  COUNTRY_CODES,
  type CreateDeclaration,
  CURRENCIES,
  CURRENCY_CODES,
  type CurrencyCode,
  calculateDuties,
  DECLARATION_TYPES,
  type Declaration,
  type DeclarationType,
  DUTY_EXEMPTIONS,
  type DutyExemption,
  FREE_ZONE_DECLARATION_TYPES,
  FREE_ZONES,
  FREIGHT_INCLUDED_INCOTERMS,
  formatHsCode,
  formatMinor,
  INCOTERMS,
  INSURANCE_INCLUDED_INCOTERMS,
  type Incoterm,
  parseAmount,
  parseHsCode,
  QUANTITY_UNITS,
} from '@qafila/contracts';
import { type IntlShape, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog, type FormDialogState } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Column, Columns } from '../../../layout/Columns.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { customsMessages as m } from '../customs.messages.ts';
import { aed } from './format.ts';

interface LineValues {
  hsCode: string;
  description: string;
  originCountry: string;
  quantity: string;
  unit: string;
  value: string;
  exemption: string;
}
interface Values {
  trackingNumber: string;
  type: DeclarationType;
  incoterm: Incoterm;
  currency: CurrencyCode;
  exchangeRate: string;
  freight: string;
  insurance: string;
  freeZone: string;
  lines: LineValues[];
}

const EMPTY_LINE: LineValues = {
  hsCode: '',
  description: '',
  originCountry: '',
  quantity: '1',
  unit: 'pcs',
  value: '',
  exemption: '',
};
const initial = (): Values => ({
  trackingNumber: '',
  type: 'import',
  incoterm: 'CIF',
  currency: 'AED',
  exchangeRate: '',
  freight: '0',
  insurance: '0',
  freeZone: '',
  lines: [{ ...EMPTY_LINE }],
});
const COUNTRIES = new Set(COUNTRY_CODES);

/** A draft's values in the form's text fields (amounts back from minor units). */
function valuesOf(d: Declaration): Values {
  const currency = d.currency as CurrencyCode;
  return {
    trackingNumber: d.trackingNumber,
    type: d.type,
    incoterm: d.incoterm,
    currency,
    exchangeRate: d.exchangeRate ?? '',
    freight: formatMinor(d.freight, currency),
    insurance: formatMinor(d.insurance, currency),
    freeZone: d.freeZone ?? '',
    lines: d.lines.map((l) => ({
      hsCode: formatHsCode(l.hsCode),
      description: l.description,
      originCountry: l.originCountry,
      quantity: String(l.quantity),
      unit: l.unit,
      value: formatMinor(l.value, currency),
      exemption: l.exemption ?? '',
    })),
  };
}

/** The request the values make, or null while a line is incomplete or invalid. */
function toRequest(v: Values): CreateDeclaration | null {
  const lines = v.lines.map((l) => {
    const hs = parseHsCode(l.hsCode);
    const value = parseAmount(l.value, v.currency);
    const quantity = Number(l.quantity);
    if (!hs.ok || value === null || !(quantity > 0) || !l.description.trim()) return null;
    if (!COUNTRIES.has(l.originCountry.trim().toUpperCase())) return null;
    return {
      hsCode: hs.code,
      description: l.description.trim(),
      originCountry: l.originCountry.trim().toUpperCase(),
      quantity,
      unit: l.unit as (typeof QUANTITY_UNITS)[number],
      value,
      exemption: (l.exemption || null) as DutyExemption | null,
    };
  });
  const freight = parseAmount(v.freight || '0', v.currency);
  const insurance = parseAmount(v.insurance || '0', v.currency);
  if (lines.some((l) => l === null) || freight === null || insurance === null) return null;
  const pegged = CURRENCIES[v.currency].pegRate !== null;
  if (!pegged && !/^\d{1,6}(\.\d{1,6})?$/.test(v.exchangeRate)) return null;
  return {
    trackingNumber: v.trackingNumber.trim(),
    type: v.type,
    incoterm: v.incoterm,
    currency: v.currency,
    exchangeRate: pegged ? null : v.exchangeRate,
    freight,
    insurance,
    freeZone: FREE_ZONE_DECLARATION_TYPES.includes(v.type) ? v.freeZone || null : null,
    lines: lines as NonNullable<(typeof lines)[number]>[],
  };
}

function validate(intl: IntlShape, v: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!v.trackingNumber.trim()) errors.trackingNumber = intl.formatMessage(m.required);
  if (FREE_ZONE_DECLARATION_TYPES.includes(v.type) && !v.freeZone) errors.freeZone = intl.formatMessage(m.required);
  if (CURRENCIES[v.currency].pegRate === null && !/^\d{1,6}(\.\d{1,6})?$/.test(v.exchangeRate)) {
    errors.exchangeRate = intl.formatMessage(m.required);
  }
  if (!toRequest(v)) errors.lines = intl.formatMessage(m.previewIncomplete);
  return errors;
}

function LineFields({ form, index }: { form: FormDialogState<Values>; index: number }) {
  const intl = useIntl();
  const line = form.values.lines[index]!;
  const currency = form.values.currency;
  const set = (name: keyof LineValues, value: string) =>
    form.set(
      'lines',
      form.values.lines.map((l, i) => (i === index ? { ...l, [name]: value } : l)),
    );
  const text = (name: keyof LineValues) => ({
    value: line[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  const hs = line.hsCode ? parseHsCode(line.hsCode) : null;
  const amountBad = line.value !== '' && parseAmount(line.value, currency) === null;
  const countryBad = line.originCountry !== '' && !COUNTRIES.has(line.originCountry.trim().toUpperCase());
  const n = index + 1;
  return (
    <Stack space="sm" as="fieldset" aria-label={intl.formatMessage(m.line, { n })} data-testid={`line-${n}`}>
      <Columns space="sm" collapseBelow="tablet">
        <Column>
          <Text weight="semibold">{intl.formatMessage(m.line, { n })}</Text>
        </Column>
        {form.values.lines.length > 1 ? (
          <Column width="content">
            <Button
              size="sm"
              variant="ghost"
              tone="critical"
              onClick={() =>
                form.set(
                  'lines',
                  form.values.lines.filter((_, i) => i !== index),
                )
              }
            >
              {intl.formatMessage(m.removeLine, { n })}
            </Button>
          </Column>
        ) : null}
      </Columns>
      <Tiles columns={{ mobile: 1, tablet: 3 }} space="sm">
        <Field
          label={intl.formatMessage(m.hsCode)}
          hint={intl.formatMessage(m.hsHint)}
          error={hs && !hs.ok ? intl.formatMessage(m.invalidHs) : undefined}
          required
        >
          <Input {...text('hsCode')} dir="ltr" inputMode="decimal" maxLength={12} autoComplete="off" />
        </Field>
        <Field label={intl.formatMessage(m.description)} required>
          <Input {...text('description')} maxLength={300} />
        </Field>
        <Field
          label={intl.formatMessage(m.origin)}
          error={countryBad ? intl.formatMessage(m.invalidCountry) : undefined}
          required
        >
          <Input {...text('originCountry')} dir="ltr" maxLength={2} autoComplete="off" />
        </Field>
        <Field label={intl.formatMessage(m.quantity)} required>
          <Input {...text('quantity')} dir="ltr" inputMode="decimal" />
        </Field>
        <Field label={intl.formatMessage(m.unit)}>
          <Select {...text('unit')} options={QUANTITY_UNITS.map((u) => ({ value: u, label: u }))} />
        </Field>
        <Field
          label={intl.formatMessage(m.value, { currency })}
          error={amountBad ? intl.formatMessage(m.invalidAmount, { currency }) : undefined}
          required
        >
          <Input {...text('value')} dir="ltr" inputMode="decimal" />
        </Field>
        <Field label={intl.formatMessage(m.exemption)}>
          <Select
            {...text('exemption')}
            options={[
              { value: '', label: intl.formatMessage(m.noExemption) },
              ...DUTY_EXEMPTIONS.map((e) => ({ value: e, label: intl.formatMessage(m[`exemption.${e}`]) })),
            ]}
          />
        </Field>
      </Tiles>
    </Stack>
  );
}

function Preview({ values }: { values: Values }) {
  const intl = useIntl();
  const request = toRequest(values);
  const c = request ? calculateDuties(request as Parameters<typeof calculateDuties>[0]) : null;
  return (
    <Stack space="xs" role="status" data-testid="declaration-preview">
      <Heading level={3}>{intl.formatMessage(m.preview)}</Heading>
      {c ? (
        <Tiles columns={{ mobile: 2, tablet: 4 }} space="sm">
          {(
            [
              [m.totalCif, c.cifFils, 'cif'],
              [m.totalDuty, c.dutyFils, 'duty'],
              [m.totalVat, c.vatFils, 'vat'],
              [m.totalDue, c.totalFils, 'total'],
            ] as const
          ).map(([label, fils, id]) => (
            <Stack space="xxs" key={id}>
              <Text size="sm" tone="secondary">
                {intl.formatMessage(label)}
              </Text>
              <Text weight="semibold" tabularNumbers data-testid={`preview-${id}`}>
                {aed(intl, fils)}
              </Text>
            </Stack>
          ))}
        </Tiles>
      ) : (
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.previewIncomplete)}
        </Text>
      )}
    </Stack>
  );
}

/** The New declaration dialog: header fields, lines, and a live estimate from the shared calculator. */
export function DeclarationDialog({
  onSave,
  declaration,
}: {
  /** Creates the declaration, or with `declaration` replaces that draft (its tracking number stays). */
  onSave(body: CreateDeclaration): Promise<ActionResult<{ id: number }>>;
  /** The draft to edit; without it the dialog creates a new declaration. */
  declaration?: Declaration | undefined;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(declaration ? m.edit : m.newDeclaration);
  return (
    <FormDialog<Values, ActionResult<{ id: number }>>
      trigger={<Button variant={declaration ? 'outline' : 'solid'}>{title}</Button>}
      title={title}
      size="lg"
      initialValues={() => (declaration ? valuesOf(declaration) : initial())}
      validate={(v) => validate(intl, v)}
      onSubmit={async (v) => {
        const body = toRequest(v);
        return body ? onSave(body) : { ok: false };
      }}
      toasts={{ success: { title: intl.formatMessage(m.created) } }}
      submitLabel={intl.formatMessage(m.create)}
    >
      {(form) => {
        const { currency, incoterm, type } = form.values;
        const peg = CURRENCIES[currency].pegRate;
        return (
          <Stack space="md">
            <Tiles columns={{ mobile: 1, tablet: 3 }} space="sm">
              <Field label={intl.formatMessage(m.trackingNumber)} error={form.errors.trackingNumber} required>
                <Input
                  {...form.field('trackingNumber')}
                  dir="ltr"
                  maxLength={40}
                  autoComplete="off"
                  readOnly={!!declaration}
                />
              </Field>
              <Field label={intl.formatMessage(m.type)}>
                <Select
                  {...form.field('type')}
                  options={DECLARATION_TYPES.map((t) => ({ value: t, label: intl.formatMessage(m[`type.${t}`]) }))}
                />
              </Field>
              <Field label={intl.formatMessage(m.incoterm)}>
                <Select {...form.field('incoterm')} options={INCOTERMS.map((t) => ({ value: t, label: t }))} />
              </Field>
              <Field label={intl.formatMessage(m.currency)}>
                <Select {...form.field('currency')} options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))} />
              </Field>
              <Field
                label={intl.formatMessage(m.exchangeRate, { currency })}
                hint={peg ? intl.formatMessage(m.pegged, { rate: peg, currency }) : undefined}
                error={form.errors.exchangeRate}
                required={!peg}
                disabled={!!peg}
              >
                <Input {...form.field('exchangeRate')} dir="ltr" inputMode="decimal" />
              </Field>
              {FREE_ZONE_DECLARATION_TYPES.includes(type) ? (
                <Field label={intl.formatMessage(m.freeZone)} error={form.errors.freeZone} required>
                  <Select
                    {...form.field('freeZone')}
                    placeholder={intl.formatMessage(m.chooseZone)}
                    options={FREE_ZONES.filter((z) => z.goods).map((z) => ({
                      value: z.id,
                      label: intl.locale.startsWith('ar') ? z.nameAr : z.nameEn,
                    }))}
                  />
                </Field>
              ) : null}
              <Field
                label={intl.formatMessage(m.freight, { currency })}
                hint={
                  FREIGHT_INCLUDED_INCOTERMS.includes(incoterm)
                    ? intl.formatMessage(m.included, { incoterm })
                    : undefined
                }
              >
                <Input {...form.field('freight')} dir="ltr" inputMode="decimal" />
              </Field>
              <Field
                label={intl.formatMessage(m.insurance, { currency })}
                hint={
                  INSURANCE_INCLUDED_INCOTERMS.includes(incoterm)
                    ? intl.formatMessage(m.included, { incoterm })
                    : undefined
                }
              >
                <Input {...form.field('insurance')} dir="ltr" inputMode="decimal" />
              </Field>
            </Tiles>
            {form.values.lines.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
              <LineFields key={i} form={form} index={i} />
            ))}
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => form.set('lines', [...form.values.lines, { ...EMPTY_LINE }])}
                disabled={form.values.lines.length >= 50}
              >
                {intl.formatMessage(m.addLine)}
              </Button>
            </div>
            <Preview values={form.values} />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
