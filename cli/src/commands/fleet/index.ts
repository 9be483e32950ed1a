import { readFile } from 'node:fs/promises';
import { CLI_ACTOR, CsvSyntaxError, DomainError, Organization, parseCsv, type Services } from '@qafila/api';
import {
  CreateVehicle,
  DRIVER_STATUSES,
  type Driver,
  normaliseUaePlate,
  VEHICLE_STATUSES,
  type Vehicle,
  type VehicleDetail,
} from '@qafila/contracts';
import { type Command, Option } from 'commander';
import { CliError, type CliIO, emit, printData, table, withServices } from '../../context.ts';

/** The columns an import file may have: the fields of Add Vehicle. Without mileageKm a vehicle starts at 0 km. */
const COLUMNS = CreateVehicle.keyof().options;
const OPTIONAL_COLUMNS = new Set<string>(['mileageKm', 'status']);
const NUMERIC_COLUMNS = new Set<string>(['year', 'capacityKg', 'capacityM3', 'mileageKm']);
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

interface RowError {
  line: number;
  message: string;
}

/** A data row of an import file: an Add Vehicle body, or why it cannot be one. */
type ImportRow = { line: number } & ({ body: Record<string, unknown> } | { error: string });

/** Thrown to roll the import's transaction back: on any bad row, and always on a dry run. */
class Rollback extends Error {}

async function organizationOf(services: Services, subdomain: string): Promise<Organization> {
  const org = await services.orm.em.findOne(Organization, { subdomain: subdomain.trim().toLowerCase() });
  if (!org) throw new CliError(`no organization has the subdomain '${subdomain}'`);
  return org;
}

const count = (n: number) => `${n} ${n === 1 ? 'vehicle' : 'vehicles'}`;

const orgOption = () => new Option('--org <subdomain>', 'organization').default('demo');

const vehicleRow = (v: Vehicle) => [
  v.id,
  v.licensePlate,
  v.emirate,
  `${v.make} ${v.model} ${v.year}`,
  v.vehicleType,
  v.fuelType,
  v.status,
  v.mileageKm,
  v.registrationExpiry,
  v.insuranceExpiry,
  v.lastService?.date ?? null,
];
const VEHICLE_HEAD = [
  'ID',
  'PLATE',
  'EMIRATE',
  'VEHICLE',
  'TYPE',
  'FUEL',
  'STATUS',
  'KM',
  'REGISTRATION',
  'INSURANCE',
  'LAST SERVICE',
];
const driverRow = (d: Driver) => [
  d.id,
  d.name,
  d.licenseNumber,
  d.licenseClass,
  d.licenseExpiry,
  d.status,
  d.phone,
  d.userId,
  d.totalTrips,
];
const DRIVER_HEAD = ['ID', 'NAME', 'LICENCE', 'CLASS', 'LICENCE EXPIRY', 'STATUS', 'PHONE', 'USER', 'TRIPS'];

/**
 * The rows of an import file as Add Vehicle bodies, each with its line; the header names the columns (any order).
 * A file that does not parse, or a header with unknown, repeated or missing columns, is refused whole.
 */
function vehicleRows(text: string): ImportRow[] {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new CliError(`line ${err.line}: ${err.message}; nothing was imported`);
    throw err;
  }
  const blank = (fields: string[]) => fields.length === 1 && fields[0]!.trim() === '';
  const [header, ...body] = records.filter((r) => !blank(r.fields));
  if (!header) throw new CliError('the file is empty');
  const columns = header.fields.map((f) => f.trim());
  const unknown = columns.filter((c) => !(COLUMNS as readonly string[]).includes(c));
  const missing = COLUMNS.filter((c) => !OPTIONAL_COLUMNS.has(c) && !columns.includes(c));
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (unknown.length || missing.length || repeated.length) {
    const problems = [
      ...(unknown.length ? [`unknown columns ${unknown.join(', ')}`] : []),
      ...(missing.length ? [`missing columns ${missing.join(', ')}`] : []),
      ...(repeated.length ? [`repeated columns ${repeated.join(', ')}`] : []),
    ];
    throw new CliError(
      `line ${header.line}: the header has ${problems.join('; ')} (columns: ${COLUMNS.join(',')}); nothing was imported`,
    );
  }
  if (body.length === 0) throw new CliError('the file has no vehicles below the header');
  return body.map(({ line, fields }): ImportRow => {
    if (fields.length !== columns.length)
      return { line, error: `expected ${columns.length} fields, found ${fields.length}` };
    const entries = columns.flatMap((column, i) => {
      const value = fields[i]!.trim();
      if (value === '') return [];
      // A number the schema can check; anything else stays text, so the schema names the column.
      return [[column, NUMERIC_COLUMNS.has(column) && NUMBER.test(value) ? Number(value) : value]];
    });
    return { line, body: Object.fromEntries(entries) };
  });
}

/**
 * Adds every row through the fleet service (the API's schema, plate format and uniqueness, audited) in one
 * transaction: with any bad row, or on a dry run, it is rolled back and nothing is written.
 */
async function importVehicles(
  services: Services,
  organization: Organization,
  rows: ImportRow[],
  dryRun: boolean,
): Promise<{ vehicles: VehicleDetail[]; errors: RowError[] }> {
  const added: { line: number; vehicle: VehicleDetail }[] = [];
  const errors: RowError[] = [];
  const caller = { organization, actor: CLI_ACTOR };
  try {
    await services.orm.em.transactional(async () => {
      for (const row of rows) {
        if ('error' in row) {
          errors.push({ line: row.line, message: row.error });
          continue;
        }
        try {
          // Each row is a savepoint of this transaction: a refused row leaves the others in place.
          added.push({ line: row.line, vehicle: await services.fleet.createVehicle(caller, row.body) });
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          // A plate twice in the file: the service's message would name a vehicle that is rolled back.
          const twin = added.find(({ vehicle }) => samePlate(vehicle, row.body));
          const message = twin ? `licensePlate ${twin.vehicle.licensePlate} is on line ${twin.line} too` : err.message;
          errors.push({ line: row.line, message });
        }
      }
      if (errors.length > 0 || dryRun) throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return { vehicles: errors.length > 0 ? [] : added.map((a) => a.vehicle), errors };
}

/** Whether a row names the plate of a vehicle, as the API normalises plates. */
function samePlate(vehicle: VehicleDetail, body: Record<string, unknown>): boolean {
  if (body.emirate !== vehicle.emirate || typeof body.licensePlate !== 'string') return false;
  const plate = normaliseUaePlate(vehicle.emirate, body.licensePlate);
  return 'plate' in plate && plate.plate === vehicle.licensePlate;
}

export function registerFleet(program: Command, io: CliIO) {
  const fleet = program.command('fleet').description("an organization's fleet: vehicles and drivers");
  const vehicles = fleet.command('vehicles').description('vehicles of the fleet');
  const drivers = fleet.command('drivers').description('drivers of the fleet');

  printData(
    vehicles
      .command('list')
      .description("list an organization's vehicles (retired ones too) with their last service")
      .addOption(orgOption())
      .addOption(new Option('--status <status>', 'only vehicles in this status').choices(VEHICLE_STATUSES))
      .addHelpText('after', '\nExample:\n  $ qafila fleet vehicles list --org demo --status maintenance --json'),
    io,
    async (services, o: { org: string; status?: string }) =>
      services.fleet.listVehicles(await organizationOf(services, o.org), o.status ? { status: o.status } : {}),
    (list) => (list.length ? table(VEHICLE_HEAD, list.map(vehicleRow)) : 'No vehicles.'),
  );

  printData(
    drivers
      .command('list')
      .description("list an organization's drivers (retired ones too) with their licence and trips")
      .addOption(orgOption())
      .addOption(new Option('--status <status>', 'only drivers in this status').choices(DRIVER_STATUSES))
      .addHelpText('after', '\nExample:\n  $ qafila fleet drivers list --org demo --json'),
    io,
    async (services, o: { org: string; status?: string }) =>
      services.fleet.listDrivers(await organizationOf(services, o.org), o.status ? { status: o.status } : {}),
    (list) => (list.length ? table(DRIVER_HEAD, list.map(driverRow)) : 'No drivers.'),
  );

  vehicles
    .command('import <file>')
    .description(
      'add vehicles from a CSV file, all or nothing: every row is checked as Add Vehicle checks it (plate format of its emirate, unique in the organization)',
    )
    .requiredOption('--org <subdomain>', 'organization')
    .option('--dry-run', 'check every row and report, without writing')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      `\nThe first line names the columns, in any order: ${COLUMNS.join(',')} (mileageKm and status may be left out).\nExample:\n  $ qafila fleet vehicles import fleet.csv --org demo --dry-run`,
    )
    .action((file: string, o: { org: string; dryRun?: boolean; json?: boolean }) => {
      const dryRun = o.dryRun === true;
      return withServices(io, async (services) => {
        let text: string;
        try {
          text = await readFile(file, 'utf8');
        } catch (err) {
          throw new CliError(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
        }
        const organization = await organizationOf(services, o.org);
        const { vehicles, errors } = await importVehicles(services, organization, vehicleRows(text), dryRun);
        const result = { organization: organization.subdomain, dryRun, imported: dryRun ? 0 : vehicles.length };
        if (errors.length > 0) {
          const lines = new Set(errors.map((e) => e.line)).size;
          emit(io, o.json, { ...result, errors }, () => errors.map((e) => `line ${e.line}: ${e.message}`).join('\n'));
          throw new CliError(
            `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} on ${lines} ${lines === 1 ? 'line' : 'lines'}; nothing was imported`,
          );
        }
        emit(io, o.json, { ...result, vehicles: dryRun ? [] : vehicles, checked: vehicles.length }, () =>
          dryRun
            ? `Dry run: ${count(vehicles.length)} valid for '${organization.subdomain}'; nothing was written.`
            : `Imported ${count(vehicles.length)} into '${organization.subdomain}': ${vehicles.map((v) => v.licensePlate).join(', ')}.`,
        );
      });
    });
}
