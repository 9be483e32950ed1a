import { Migration } from '@mikro-orm/migrations';

/** Temperature Monitoring (issue 18): sensors, their shipment attachments, readings, cold-chain profiles, excursions. */
export class Migration20261126102001_telemetry extends Migration {

  override name = 'Migration20261126102001_telemetry';

  override up(): void | Promise<void> {
    this.addSql(`create table "cold_chain_profiles" ("id" serial primary key, "shipment_id" int not null, "range" text not null, "min_c" double precision null, "max_c" double precision null, "tolerance_minutes" int not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "cold_chain_profiles" add constraint "cold_chain_profiles_shipment_id_unique" unique ("shipment_id");`);
    this.addSql(`create table "temperature_sensors" ("id" serial primary key, "organization_id" int not null, "name" varchar(100) not null, "kind" text not null, "status" text not null default 'active', "token_hash" varchar(64) null, "vehicle_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "temperature_sensors_organization_id_index" on "temperature_sensors" ("organization_id");`);
    this.addSql(`alter table "temperature_sensors" add constraint "temperature_sensors_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create table "temperature_readings" ("id" serial primary key, "sensor_id" int not null, "recorded_at" timestamptz not null, "received_at" timestamptz not null, "temperature_c" double precision not null, "humidity" double precision null, "lat" double precision null, "lon" double precision null);`);
    this.addSql(`alter table "temperature_readings" add constraint "temperature_readings_sensor_id_recorded_at_unique" unique ("sensor_id", "recorded_at");`);
    this.addSql(`create table "temperature_excursions" ("id" serial primary key, "organization_id" int not null, "shipment_id" int not null, "sensor_id" int not null, "started_at" timestamptz not null, "ended_at" timestamptz null, "min_c" double precision not null, "max_c" double precision not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "temperature_excursions_organization_id_index" on "temperature_excursions" ("organization_id");`);
    this.addSql(`create index "temperature_excursions_sensor_id_index" on "temperature_excursions" ("sensor_id");`);
    this.addSql(`alter table "temperature_excursions" add constraint "temperature_excursions_shipment_id_sensor_id_started_at_unique" unique ("shipment_id", "sensor_id", "started_at");`);
    this.addSql(`create table "sensor_assignments" ("id" serial primary key, "sensor_id" int not null, "shipment_id" int not null, "from_at" timestamptz not null, "to_at" timestamptz null);`);
    this.addSql(`create index "sensor_assignments_sensor_id_index" on "sensor_assignments" ("sensor_id");`);
    this.addSql(`create index "sensor_assignments_shipment_id_from_at_index" on "sensor_assignments" ("shipment_id", "from_at");`);
    this.addSql(`alter table "cold_chain_profiles" add constraint "cold_chain_profiles_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
    this.addSql(`alter table "cold_chain_profiles" add constraint "cold_chain_profiles_range_check" check ("range" in ('chilled', 'frozen', 'ambient', 'custom'));`);
    this.addSql(`alter table "temperature_sensors" add constraint "temperature_sensors_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "temperature_sensors" add constraint "temperature_sensors_vehicle_id_foreign" foreign key ("vehicle_id") references "vehicles" ("id") on delete set null;`);
    this.addSql(`alter table "temperature_sensors" add constraint "temperature_sensors_kind_check" check ("kind" in ('reefer', 'probe', 'logger'));`);
    this.addSql(`alter table "temperature_sensors" add constraint "temperature_sensors_status_check" check ("status" in ('active', 'revoked'));`);
    this.addSql(`alter table "temperature_readings" add constraint "temperature_readings_sensor_id_foreign" foreign key ("sensor_id") references "temperature_sensors" ("id") on delete cascade;`);
    this.addSql(`alter table "temperature_excursions" add constraint "temperature_excursions_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "temperature_excursions" add constraint "temperature_excursions_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
    this.addSql(`alter table "temperature_excursions" add constraint "temperature_excursions_sensor_id_foreign" foreign key ("sensor_id") references "temperature_sensors" ("id") on delete cascade;`);
    this.addSql(`alter table "sensor_assignments" add constraint "sensor_assignments_sensor_id_foreign" foreign key ("sensor_id") references "temperature_sensors" ("id") on delete cascade;`);
    this.addSql(`alter table "sensor_assignments" add constraint "sensor_assignments_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "temperature_excursions" cascade;`);
    this.addSql(`drop table if exists "cold_chain_profiles" cascade;`);
    this.addSql(`drop table if exists "temperature_readings" cascade;`);
    this.addSql(`drop table if exists "sensor_assignments" cascade;`);
    this.addSql(`drop table if exists "temperature_sensors" cascade;`);
  }

}
