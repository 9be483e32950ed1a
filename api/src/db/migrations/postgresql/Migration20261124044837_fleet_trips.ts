import { Migration } from '@mikro-orm/migrations';

export class Migration20261124044837_fleet_trips extends Migration {

  override name = 'Migration20261124044837_fleet_trips';

  override up(): void | Promise<void> {
    this.addSql(`create table "trips" ("id" serial primary key, "organization_id" int not null, "trip_number" varchar(20) not null, "vehicle_id" int not null, "driver_id" int not null, "status" text not null, "planned_distance_km" double precision not null, "actual_distance_km" double precision null, "planned_start" timestamptz not null, "started_at" timestamptz null, "completed_at" timestamptz null, "cancelled_at" timestamptz null, "notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "trips_organization_id_index" on "trips" ("organization_id");`);
    this.addSql(`create index "trips_vehicle_id_index" on "trips" ("vehicle_id");`);
    this.addSql(`create index "trips_driver_id_index" on "trips" ("driver_id");`);
    this.addSql(`create index "trips_status_index" on "trips" ("status");`);
    this.addSql(`alter table "trips" add constraint "trips_organization_id_trip_number_unique" unique ("organization_id", "trip_number");`);

    this.addSql(`create table "trip_stops" ("id" serial primary key, "trip_id" int not null, "position" int not null, "place" varchar(200) not null, "place_id" varchar(60) null, "lat" double precision not null, "lon" double precision not null);`);
    this.addSql(`alter table "trip_stops" add constraint "trip_stops_trip_id_position_unique" unique ("trip_id", "position");`);

    this.addSql(`create table "trip_shipments" ("trip_id" int not null, "shipment_id" int not null, primary key ("trip_id", "shipment_id"));`);

    this.addSql(`alter table "trips" add constraint "trips_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`alter table "trips" add constraint "trips_vehicle_id_foreign" foreign key ("vehicle_id") references "vehicles" ("id");`);
    this.addSql(`alter table "trips" add constraint "trips_driver_id_foreign" foreign key ("driver_id") references "drivers" ("id");`);
    this.addSql(`alter table "trips" add constraint "trips_status_check" check ("status" in ('planned', 'in_progress', 'completed', 'cancelled'));`);

    this.addSql(`alter table "trip_stops" add constraint "trip_stops_trip_id_foreign" foreign key ("trip_id") references "trips" ("id") on delete cascade;`);

    this.addSql(`alter table "trip_shipments" add constraint "trip_shipments_trip_id_foreign" foreign key ("trip_id") references "trips" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "trip_shipments" add constraint "trip_shipments_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "trip_stops" drop constraint "trip_stops_trip_id_foreign";`);
    this.addSql(`alter table "trip_shipments" drop constraint "trip_shipments_trip_id_foreign";`);

    this.addSql(`drop table if exists "trips" cascade;`);
    this.addSql(`drop table if exists "trip_stops" cascade;`);
    this.addSql(`drop table if exists "trip_shipments" cascade;`);
  }

}
