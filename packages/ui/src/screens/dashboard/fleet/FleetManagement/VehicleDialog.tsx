import {
  EMIRATES,
  type Emirate,
  FUEL_TYPES,
  UAE_PLATE_FORMATS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type Vehicle,
} from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import {
  argMessages,
  emirateMessages,
  fuelTypeMessages,
  messages,
  vehicleStatusMessages,
  vehicleTypeMessages,
} from './FleetManagement.messages.ts';
import { ChoiceField, ServerFailure, translateErrors } from './formParts.tsx';
import type { FleetManagementProps } from './types.ts';
import { vehicleName } from './VehicleList.tsx';
import {
  emptyVehicleForm,
  type VehicleFormValues,
  validateNewVehicle,
  validateVehicleChanges,
  vehicleFormValues,
} from './validation.ts';

export interface VehicleDialogProps {
  /** `'new'` for Add Vehicle, a vehicle to edit it; the dialog is open while it is set. */
  target: Vehicle | 'new' | null;
  onClose(): void;
  onCreate: FleetManagementProps['onCreateVehicle'];
  onUpdate: FleetManagementProps['onUpdateVehicle'];
}

/** Add or edit a vehicle: every field of the API, checked with its rules before sending; server errors shown in it. */
export function VehicleDialog({ target, onClose, onCreate, onUpdate }: VehicleDialogProps) {
  const intl = useIntl();
  const editing = target !== null && target !== 'new' ? target : null;
  const check = (values: VehicleFormValues) =>
    editing ? validateVehicleChanges(editing, values) : validateNewVehicle(values);
  // A new vehicle cannot start retired; an edited one may be set back in service.
  const statuses = editing ? VEHICLE_STATUSES : VEHICLE_STATUSES.filter((status) => status !== 'retired');

  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={
        editing
          ? intl.formatMessage(argMessages.editVehicleTitle, { vehicle: vehicleName(editing) })
          : intl.formatMessage(messages.addVehicleTitle)
      }
      description={intl.formatMessage(messages.vehicleFormDescription)}
      initialValues={() => (editing ? vehicleFormValues(editing) : emptyVehicleForm)}
      validate={(values) => translateErrors<VehicleFormValues>(intl, check(values))}
      onSubmit={async (values) => {
        if (!editing) {
          const checked = validateNewVehicle(values);
          return checked.ok ? onCreate(checked.request) : { ok: false };
        }
        const checked = validateVehicleChanges(editing, values);
        if (!checked.ok) return { ok: false };
        // Nothing changed: nothing to send (or to audit).
        return Object.keys(checked.request).length > 0 ? onUpdate(editing.id, checked.request) : { ok: true };
      }}
      toasts={{
        success: { title: intl.formatMessage(editing ? messages.saved : messages.vehicleAdded) },
      }}
      submitLabel={intl.formatMessage(editing ? messages.save : messages.addVehicleSubmit)}
      busyLabel={intl.formatMessage(messages.saving)}
    >
      {(form) => {
        const example = UAE_PLATE_FORMATS[form.values.emirate as Emirate]?.example ?? '';
        return (
          <>
            <ServerFailure failure={form.failure} />
            <Tiles minItemWidth="sm" fit space="md">
              <Field label={intl.formatMessage(messages.make)} error={form.errors.make} required>
                <Input {...form.field('make')} autoComplete="off" />
              </Field>
              <Field label={intl.formatMessage(messages.model)} error={form.errors.model} required>
                <Input {...form.field('model')} autoComplete="off" />
              </Field>
              <Field label={intl.formatMessage(messages.year)} error={form.errors.year} required>
                <Input {...form.field('year')} inputMode="numeric" autoComplete="off" />
              </Field>
            </Tiles>
            {/* Bottom-aligned: the plate's hint would otherwise push its input below the emirate's. */}
            <Tiles minItemWidth="sm" fit space="md" alignY="end">
              <ChoiceField
                form={form}
                name="emirate"
                label={messages.emirate}
                values={EMIRATES}
                names={emirateMessages}
                placeholder={false}
              />
              <Field
                label={intl.formatMessage(messages.licensePlate)}
                hint={intl.formatMessage(argMessages.plateHint, { example })}
                error={form.errors.licensePlate}
                required
              >
                <Input {...form.field('licensePlate')} dir="ltr" autoComplete="off" autoCapitalize="characters" />
              </Field>
            </Tiles>
            <Tiles minItemWidth="sm" fit space="md">
              <ChoiceField
                form={form}
                name="vehicleType"
                label={messages.vehicleType}
                values={VEHICLE_TYPES}
                names={vehicleTypeMessages}
              />
              <ChoiceField
                form={form}
                name="fuelType"
                label={messages.fuelType}
                values={FUEL_TYPES}
                names={fuelTypeMessages}
              />
              <ChoiceField
                form={form}
                name="status"
                label={messages.status}
                values={statuses}
                names={vehicleStatusMessages}
                placeholder={false}
              />
            </Tiles>
            <Tiles minItemWidth="sm" fit space="md">
              <Field label={intl.formatMessage(messages.capacityKg)} error={form.errors.capacityKg} required>
                <Input {...form.field('capacityKg')} inputMode="decimal" autoComplete="off" />
              </Field>
              <Field label={intl.formatMessage(messages.capacityM3)} error={form.errors.capacityM3} required>
                <Input {...form.field('capacityM3')} inputMode="decimal" autoComplete="off" />
              </Field>
              <Field label={intl.formatMessage(messages.mileageKm)} error={form.errors.mileageKm} required>
                <Input {...form.field('mileageKm')} inputMode="numeric" autoComplete="off" />
              </Field>
            </Tiles>
            <Tiles minItemWidth="sm" fit space="md">
              <Field
                label={intl.formatMessage(messages.registrationExpiry)}
                error={form.errors.registrationExpiry}
                required
              >
                <Input {...form.field('registrationExpiry')} type="date" />
              </Field>
              <Field label={intl.formatMessage(messages.insuranceExpiry)} error={form.errors.insuranceExpiry} required>
                <Input {...form.field('insuranceExpiry')} type="date" />
              </Field>
            </Tiles>
          </>
        );
      }}
    </FormDialog>
  );
}
