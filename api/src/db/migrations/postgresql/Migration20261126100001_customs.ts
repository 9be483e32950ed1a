import { Migration } from '@mikro-orm/migrations';

/** Issue 18 (Customs Clearance, Free Zone Management): declarations, their lines and history, free zone registrations. */
export class Migration20261126100001_customs extends Migration {

  override name = 'Migration20261126100001_customs';

  override up(): void | Promise<void> {
    this.addSql(`create table "free_zone_registrations" ("id" serial primary key, "organization_id" int not null, "zone_id" varchar(40) not null, "licence_number" varchar(60) not null, "licence_expiry" varchar(10) not null, "activities" text not null, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "free_zone_registrations_organization_id_index" on "free_zone_registrations" ("organization_id");`);
    this.addSql(`alter table "free_zone_registrations" add constraint "free_zone_registrations_organization_id_zone_id_l_c8a4c_unique" unique ("organization_id", "zone_id", "licence_number");`);
    this.addSql(`create table "customs_declarations" ("id" serial primary key, "organization_id" int not null, "shipment_id" int not null, "type" text not null, "status" text not null, "reason" text null, "declaration_number" varchar(40) null, "incoterm" text not null, "currency" varchar(3) not null, "exchange_rate" varchar(20) null, "freight" double precision not null, "insurance" double precision not null, "free_zone" varchar(40) null, "submitted_calculation" jsonb null, "created_by_id" int null, "updated_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "customs_declarations_organization_id_index" on "customs_declarations" ("organization_id");`);
    this.addSql(`create index "customs_declarations_shipment_id_index" on "customs_declarations" ("shipment_id");`);
    this.addSql(`create index "customs_declarations_status_index" on "customs_declarations" ("status");`);
    this.addSql(`create table "declaration_status_changes" ("id" serial primary key, "declaration_id" int not null, "from_status" text null, "to_status" text not null, "reason" text null, "by_id" int null, "at" timestamptz not null);`);
    this.addSql(`create index "declaration_status_changes_declaration_id_index" on "declaration_status_changes" ("declaration_id");`);
    this.addSql(`create table "customs_declaration_lines" ("id" serial primary key, "declaration_id" int not null, "position" int not null, "hs_code" varchar(8) not null, "description" varchar(300) not null, "origin_country" varchar(2) not null, "quantity" double precision not null, "unit" text not null, "value" double precision not null, "exemption" text null);`);
    this.addSql(`create index "customs_declaration_lines_declaration_id_index" on "customs_declaration_lines" ("declaration_id");`);
    this.addSql(`alter table "free_zone_registrations" add constraint "free_zone_registrations_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "free_zone_registrations" add constraint "free_zone_registrations_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "customs_declarations" add constraint "customs_declarations_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "customs_declarations" add constraint "customs_declarations_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
    this.addSql(`alter table "customs_declarations" add constraint "customs_declarations_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "customs_declarations" add constraint "customs_declarations_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "customs_declarations" add constraint "customs_declarations_type_check" check ("type" in ('import', 'export', 're_export', 'transit', 'free_zone_to_mainland', 'mainland_to_free_zone'));`);
    this.addSql(`alter table "customs_declarations" add constraint "customs_declarations_status_check" check ("status" in ('draft', 'submitted', 'cleared', 'held', 'rejected'));`);
    this.addSql(`alter table "customs_declarations" add constraint "customs_declarations_incoterm_check" check ("incoterm" in ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'));`);
    this.addSql(`alter table "declaration_status_changes" add constraint "declaration_status_changes_declaration_id_foreign" foreign key ("declaration_id") references "customs_declarations" ("id") on delete cascade;`);
    this.addSql(`alter table "declaration_status_changes" add constraint "declaration_status_changes_by_id_foreign" foreign key ("by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "declaration_status_changes" add constraint "declaration_status_changes_from_status_check" check ("from_status" in ('draft', 'submitted', 'cleared', 'held', 'rejected'));`);
    this.addSql(`alter table "declaration_status_changes" add constraint "declaration_status_changes_to_status_check" check ("to_status" in ('draft', 'submitted', 'cleared', 'held', 'rejected'));`);
    this.addSql(`alter table "customs_declaration_lines" add constraint "customs_declaration_lines_declaration_id_foreign" foreign key ("declaration_id") references "customs_declarations" ("id") on delete cascade;`);
    this.addSql(`alter table "customs_declaration_lines" add constraint "customs_declaration_lines_unit_check" check ("unit" in ('pcs', 'kg', 'l', 'm', 'm2', 'm3', 'set', 'pair', 'carton'));`);
    this.addSql(`alter table "customs_declaration_lines" add constraint "customs_declaration_lines_exemption_check" check ("exemption" in ('personal_effects', 'diplomatic', 'returned_goods'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "customs_declaration_lines" cascade;`);
    this.addSql(`drop table if exists "declaration_status_changes" cascade;`);
    this.addSql(`drop table if exists "customs_declarations" cascade;`);
    this.addSql(`drop table if exists "free_zone_registrations" cascade;`);
  }

}
