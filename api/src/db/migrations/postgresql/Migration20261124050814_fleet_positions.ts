import { Migration } from '@mikro-orm/migrations';

export class Migration20261124050814_fleet_positions extends Migration {

  override name = 'Migration20261124050814_fleet_positions';

  override up(): void | Promise<void> {
    this.addSql(`create table "vehicle_devices" ("id" serial primary key, "vehicle_id" int not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "vehicle_devices" add constraint "vehicle_devices_vehicle_id_unique" unique ("vehicle_id");`);
    this.addSql(`alter table "vehicle_devices" add constraint "vehicle_devices_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "vehicle_positions" ("id" serial primary key, "vehicle_id" int not null, "trip_id" int null, "recorded_at" timestamptz not null, "received_at" timestamptz not null, "lat" double precision not null, "lon" double precision not null, "speed_kmh" double precision null, "bearing" double precision null, "altitude" double precision null, "accuracy" double precision null, "battery" double precision null);`);
    this.addSql(`create index "vehicle_positions_vehicle_id_recorded_at_index" on "vehicle_positions" ("vehicle_id", "recorded_at");`);
    this.addSql(`create index "vehicle_positions_trip_id_recorded_at_index" on "vehicle_positions" ("trip_id", "recorded_at");`);

    this.addSql(`alter table "trips" add "measured_distance_km" double precision not null default 0;`);

    this.addSql(`alter table "vehicle_devices" add constraint "vehicle_devices_vehicle_id_foreign" foreign key ("vehicle_id") references "vehicles" ("id") on delete cascade;`);

    this.addSql(`alter table "vehicle_positions" add constraint "vehicle_positions_vehicle_id_foreign" foreign key ("vehicle_id") references "vehicles" ("id") on delete cascade;`);
    this.addSql(`alter table "vehicle_positions" add constraint "vehicle_positions_trip_id_foreign" foreign key ("trip_id") references "trips" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "vehicle_devices" cascade;`);
    this.addSql(`drop table if exists "vehicle_positions" cascade;`);

    this.addSql(`alter table "trips" drop column "measured_distance_km";`);
  }

}
