import { Migration } from '@mikro-orm/migrations';

export class Migration20261124043139_fleet_vehicles_drivers extends Migration {

  override name = 'Migration20261124043139_fleet_vehicles_drivers';

  override up(): void | Promise<void> {
    this.addSql(`create table "drivers" ("id" serial primary key, "organization_id" int not null, "user_id" int null, "name" varchar(100) not null, "phone" varchar(20) not null, "license_number" varchar(20) not null, "license_class" text not null, "license_expiry" date not null, "status" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "drivers_organization_id_index" on "drivers" ("organization_id");`);
    this.addSql(`alter table "drivers" add constraint "drivers_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "drivers_status_index" on "drivers" ("status");`);
    this.addSql(`alter table "drivers" add constraint "drivers_organization_id_license_number_unique" unique ("organization_id", "license_number");`);

    this.addSql(`create table "vehicles" ("id" serial primary key, "organization_id" int not null, "make" varchar(60) not null, "model" varchar(60) not null, "year" int not null, "emirate" text not null, "license_plate" varchar(20) not null, "vehicle_type" text not null, "fuel_type" text not null, "capacity_kg" double precision not null, "capacity_m3" double precision not null, "mileage_km" int not null, "status" text not null, "registration_expiry" date not null, "insurance_expiry" date not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "vehicles_organization_id_index" on "vehicles" ("organization_id");`);
    this.addSql(`create index "vehicles_status_index" on "vehicles" ("status");`);
    this.addSql(`alter table "vehicles" add constraint "vehicles_organization_id_emirate_license_plate_unique" unique ("organization_id", "emirate", "license_plate");`);

    this.addSql(`create table "vehicle_services" ("id" serial primary key, "vehicle_id" int not null, "date" date not null, "odometer_km" int not null, "kind" text not null, "cost_aed" double precision not null, "description" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "vehicle_services_vehicle_id_index" on "vehicle_services" ("vehicle_id");`);

    this.addSql(`alter table "drivers" add constraint "drivers_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`alter table "drivers" add constraint "drivers_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "drivers" add constraint "drivers_license_class_check" check ("license_class" in ('motorcycle', 'light_vehicle', 'heavy_vehicle', 'light_bus', 'heavy_bus', 'light_forklift', 'heavy_forklift', 'tractor'));`);
    this.addSql(`alter table "drivers" add constraint "drivers_status_check" check ("status" in ('active', 'off_duty', 'suspended', 'retired'));`);

    this.addSql(`alter table "vehicles" add constraint "vehicles_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`alter table "vehicles" add constraint "vehicles_emirate_check" check ("emirate" in ('abu_dhabi', 'dubai', 'sharjah', 'ajman', 'umm_al_quwain', 'ras_al_khaimah', 'fujairah'));`);
    this.addSql(`alter table "vehicles" add constraint "vehicles_vehicle_type_check" check ("vehicle_type" in ('van', 'light_truck', 'heavy_truck', 'reefer', 'motorbike'));`);
    this.addSql(`alter table "vehicles" add constraint "vehicles_fuel_type_check" check ("fuel_type" in ('diesel', 'petrol', 'electric', 'hybrid', 'cng'));`);
    this.addSql(`alter table "vehicles" add constraint "vehicles_status_check" check ("status" in ('active', 'maintenance', 'out_of_service', 'retired'));`);

    this.addSql(`alter table "vehicle_services" add constraint "vehicle_services_vehicle_id_foreign" foreign key ("vehicle_id") references "vehicles" ("id") on delete cascade;`);
    this.addSql(`alter table "vehicle_services" add constraint "vehicle_services_kind_check" check ("kind" in ('scheduled', 'oil_change', 'tyres', 'brakes', 'repair', 'inspection', 'ac', 'other'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "vehicle_services" drop constraint "vehicle_services_vehicle_id_foreign";`);

    this.addSql(`drop table if exists "drivers" cascade;`);
    this.addSql(`drop table if exists "vehicles" cascade;`);
    this.addSql(`drop table if exists "vehicle_services" cascade;`);
  }

}
