import { CreateShipment } from '@qafila/contracts';
import type { MessageDescriptor } from 'react-intl';
import { formArgMessages, formMessages } from './CargoManagement.messages.ts';

export const shipmentFields = [
  'customerId',
  'origin',
  'destination',
  'service',
  'weightKg',
  'length',
  'width',
  'height',
  'declaredValueAed',
  'description',
] as const;
export type ShipmentField = (typeof shipmentFields)[number];

/** What the form holds: the text of every input. */
export type ShipmentFormValues = Record<ShipmentField, string>;

export const emptyShipmentForm: ShipmentFormValues = {
  customerId: '',
  origin: '',
  destination: '',
  service: '',
  weightKg: '',
  length: '',
  width: '',
  height: '',
  declaredValueAed: '',
  description: '',
};

/** A translated error: a descriptor and its values. */
export interface FieldError {
  message: MessageDescriptor;
  values?: Record<string, number | string>;
}

const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Reads a number typed in either script: Arabic-Indic and Persian digits become ASCII, the Arabic decimal separator
 * (٫) and a comma become a point, thousands separators (٬, spaces) go. Empty or unreadable text is NaN.
 */
export function parseNumber(text: string): number {
  const ascii = text
    .trim()
    .replace(easternDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(/[\u066C\s]/g, '')
    .replace(/[\u066B,]/g, '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(ascii)) return Number.NaN;
  return Number(ascii);
}

const limits = { weightKg: 100_000, length: 2000, width: 2000, height: 2000, declaredValueAed: 100_000_000 };

/** The request the form's values make; it may be invalid (checked by `validateShipment`). */
export function toCreateShipment(values: ShipmentFormValues): Record<string, unknown> {
  const description = values.description.trim();
  return {
    customerId: values.customerId ? Number(values.customerId) : undefined,
    origin: values.origin,
    destination: values.destination,
    service: values.service || undefined,
    weightKg: parseNumber(values.weightKg),
    dimensionsCm: {
      length: parseNumber(values.length),
      width: parseNumber(values.width),
      height: parseNumber(values.height),
    },
    declaredValueAed: parseNumber(values.declaredValueAed),
    ...(description ? { description } : {}),
  };
}

function errorFor(field: ShipmentField, values: ShipmentFormValues): FieldError {
  switch (field) {
    case 'customerId':
      return { message: formMessages.chooseCustomer };
    case 'service':
      return { message: formMessages.chooseService };
    case 'origin':
    case 'destination':
      return { message: values[field].trim() ? formMessages.placeLength : formMessages.required };
    case 'description':
      return { message: formArgMessages.descriptionMax, values: { max: 1000 } };
    case 'declaredValueAed':
      if (!values[field].trim()) return { message: formMessages.required };
      if (Number.isNaN(parseNumber(values[field]))) return { message: formMessages.notANumber };
      return { message: formArgMessages.valueRange, values: { max: limits.declaredValueAed } };
    default:
      if (!values[field].trim()) return { message: formMessages.required };
      if (Number.isNaN(parseNumber(values[field]))) return { message: formMessages.notANumber };
      return { message: formArgMessages.positiveMax, values: { max: limits[field] } };
  }
}

/**
 * Checks the form with the API's own schema (`CreateShipment`), so the client accepts exactly what the server does,
 * and words each problem for the field it belongs to.
 */
export function validateShipment(
  values: ShipmentFormValues,
): { ok: true; request: CreateShipment } | { ok: false; errors: Partial<Record<ShipmentField, FieldError>> } {
  const parsed = CreateShipment.safeParse(toCreateShipment(values));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Partial<Record<ShipmentField, FieldError>> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const field = (first === 'dimensionsCm' ? second : first) as ShipmentField;
    if (shipmentFields.includes(field) && !errors[field]) errors[field] = errorFor(field, values);
  }
  return { ok: false, errors };
}
