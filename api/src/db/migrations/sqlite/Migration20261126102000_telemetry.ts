import { Migration } from '@mikro-orm/migrations';

/** Temperature Monitoring (issue 18): sensors, their shipment attachments, readings, cold-chain profiles, excursions. */
export class Migration20261126102000_telemetry extends Migration {

  override name = 'Migration20261126102000_telemetry';

  override up(): void | Promise<void> {
    this.addSql(`create table \`temperature_sensors\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`name\` text not null, \`kind\` text check (\`kind\` in ('reefer', 'probe', 'logger')) not null, \`status\` text check (\`status\` in ('active', 'revoked')) not null default 'active', \`token_hash\` text null, \`vehicle_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`temperature_sensors_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`temperature_sensors_vehicle_id_foreign\` foreign key (\`vehicle_id\`) references \`vehicles\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`temperature_sensors_organization_id_index\` on \`temperature_sensors\` (\`organization_id\`);`);
    this.addSql(`create unique index \`temperature_sensors_token_hash_unique\` on \`temperature_sensors\` (\`token_hash\`);`);
    this.addSql(`create index \`temperature_sensors_vehicle_id_index\` on \`temperature_sensors\` (\`vehicle_id\`);`);
    this.addSql(`create table \`sensor_assignments\` (\`id\` integer not null primary key autoincrement, \`sensor_id\` integer not null, \`shipment_id\` integer not null, \`from_at\` datetime not null, \`to_at\` datetime null, constraint \`sensor_assignments_sensor_id_foreign\` foreign key (\`sensor_id\`) references \`temperature_sensors\` (\`id\`) on delete cascade, constraint \`sensor_assignments_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`sensor_assignments_sensor_id_index\` on \`sensor_assignments\` (\`sensor_id\`);`);
    this.addSql(`create index \`sensor_assignments_shipment_id_index\` on \`sensor_assignments\` (\`shipment_id\`);`);
    this.addSql(`create index \`sensor_assignments_shipment_id_from_at_index\` on \`sensor_assignments\` (\`shipment_id\`, \`from_at\`);`);
    this.addSql(`create table \`temperature_readings\` (\`id\` integer not null primary key autoincrement, \`sensor_id\` integer not null, \`recorded_at\` datetime not null, \`received_at\` datetime not null, \`temperature_c\` double not null, \`humidity\` double null, \`lat\` double null, \`lon\` double null, constraint \`temperature_readings_sensor_id_foreign\` foreign key (\`sensor_id\`) references \`temperature_sensors\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`temperature_readings_sensor_id_index\` on \`temperature_readings\` (\`sensor_id\`);`);
    this.addSql(`create unique index \`temperature_readings_sensor_id_recorded_at_unique\` on \`temperature_readings\` (\`sensor_id\`, \`recorded_at\`);`);
    this.addSql(`create table \`cold_chain_profiles\` (\`id\` integer not null primary key autoincrement, \`shipment_id\` integer not null, \`range\` text check (\`range\` in ('chilled', 'frozen', 'ambient', 'custom')) not null, \`min_c\` double null, \`max_c\` double null, \`tolerance_minutes\` integer not null, \`updated_at\` datetime not null, constraint \`cold_chain_profiles_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`cold_chain_profiles_shipment_id_index\` on \`cold_chain_profiles\` (\`shipment_id\`);`);
    this.addSql(`create unique index \`cold_chain_profiles_shipment_id_unique\` on \`cold_chain_profiles\` (\`shipment_id\`);`);
    this.addSql(`create table \`temperature_excursions\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`shipment_id\` integer not null, \`sensor_id\` integer not null, \`started_at\` datetime not null, \`ended_at\` datetime null, \`min_c\` double not null, \`max_c\` double not null, \`created_at\` datetime not null, constraint \`temperature_excursions_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`temperature_excursions_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete cascade, constraint \`temperature_excursions_sensor_id_foreign\` foreign key (\`sensor_id\`) references \`temperature_sensors\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`temperature_excursions_organization_id_index\` on \`temperature_excursions\` (\`organization_id\`);`);
    this.addSql(`create index \`temperature_excursions_shipment_id_index\` on \`temperature_excursions\` (\`shipment_id\`);`);
    this.addSql(`create index \`temperature_excursions_sensor_id_index\` on \`temperature_excursions\` (\`sensor_id\`);`);
    this.addSql(`create unique index \`temperature_excursions_shipment_id_sensor_id_started_at_unique\` on \`temperature_excursions\` (\`shipment_id\`, \`sensor_id\`, \`started_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`temperature_excursions\`;`);
    this.addSql(`drop table if exists \`cold_chain_profiles\`;`);
    this.addSql(`drop table if exists \`temperature_readings\`;`);
    this.addSql(`drop table if exists \`sensor_assignments\`;`);
    this.addSql(`drop table if exists \`temperature_sensors\`;`);
  }

}
