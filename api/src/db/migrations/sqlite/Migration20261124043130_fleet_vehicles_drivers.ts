import { Migration } from '@mikro-orm/migrations';

export class Migration20261124043130_fleet_vehicles_drivers extends Migration {

  override name = 'Migration20261124043130_fleet_vehicles_drivers';

  override up(): void | Promise<void> {
    this.addSql(`create table \`drivers\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`user_id\` integer null, \`name\` text not null, \`phone\` text not null, \`license_number\` text not null, \`license_class\` text check (\`license_class\` in ('motorcycle', 'light_vehicle', 'heavy_vehicle', 'light_bus', 'heavy_bus', 'light_forklift', 'heavy_forklift', 'tractor')) not null, \`license_expiry\` date not null, \`status\` text check (\`status\` in ('active', 'off_duty', 'suspended', 'retired')) not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`drivers_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`drivers_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`drivers_organization_id_index\` on \`drivers\` (\`organization_id\`);`);
    this.addSql(`create index \`drivers_user_id_index\` on \`drivers\` (\`user_id\`);`);
    this.addSql(`create unique index \`drivers_user_id_unique\` on \`drivers\` (\`user_id\`);`);
    this.addSql(`create index \`drivers_status_index\` on \`drivers\` (\`status\`);`);
    this.addSql(`create unique index \`drivers_organization_id_license_number_unique\` on \`drivers\` (\`organization_id\`, \`license_number\`);`);

    this.addSql(`create table \`vehicles\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`make\` text not null, \`model\` text not null, \`year\` integer not null, \`emirate\` text check (\`emirate\` in ('abu_dhabi', 'dubai', 'sharjah', 'ajman', 'umm_al_quwain', 'ras_al_khaimah', 'fujairah')) not null, \`license_plate\` text not null, \`vehicle_type\` text check (\`vehicle_type\` in ('van', 'light_truck', 'heavy_truck', 'reefer', 'motorbike')) not null, \`fuel_type\` text check (\`fuel_type\` in ('diesel', 'petrol', 'electric', 'hybrid', 'cng')) not null, \`capacity_kg\` double not null, \`capacity_m3\` double not null, \`mileage_km\` integer not null, \`status\` text check (\`status\` in ('active', 'maintenance', 'out_of_service', 'retired')) not null, \`registration_expiry\` date not null, \`insurance_expiry\` date not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`vehicles_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`));`);
    this.addSql(`create index \`vehicles_organization_id_index\` on \`vehicles\` (\`organization_id\`);`);
    this.addSql(`create index \`vehicles_status_index\` on \`vehicles\` (\`status\`);`);
    this.addSql(`create unique index \`vehicles_organization_id_emirate_license_plate_unique\` on \`vehicles\` (\`organization_id\`, \`emirate\`, \`license_plate\`);`);

    this.addSql(`create table \`vehicle_services\` (\`id\` integer not null primary key autoincrement, \`vehicle_id\` integer not null, \`date\` date not null, \`odometer_km\` integer not null, \`kind\` text check (\`kind\` in ('scheduled', 'oil_change', 'tyres', 'brakes', 'repair', 'inspection', 'ac', 'other')) not null, \`cost_aed\` double not null, \`description\` text null, \`created_at\` datetime not null, constraint \`vehicle_services_vehicle_id_foreign\` foreign key (\`vehicle_id\`) references \`vehicles\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`vehicle_services_vehicle_id_index\` on \`vehicle_services\` (\`vehicle_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`vehicle_services\`;`);
    this.addSql(`drop table if exists \`drivers\`;`);
    this.addSql(`drop table if exists \`vehicles\`;`);
  }

}
