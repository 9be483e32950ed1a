import { Migration } from '@mikro-orm/migrations';

export class Migration20261121052719_initial extends Migration {

  override name = 'Migration20261121052719_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "organizations" ("id" serial primary key, "name" varchar(200) not null, "subdomain" varchar(63) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "organizations" add constraint "organizations_subdomain_unique" unique ("subdomain");`);

    this.addSql(`create table "users" ("id" serial primary key, "organization_id" int not null, "username" varchar(100) not null, "email" varchar(254) null, "name" varchar(200) null, "role" text not null, "password_hash" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "users_organization_id_index" on "users" ("organization_id");`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "shipments" ("id" serial primary key, "organization_id" int not null, "customer_id" int not null, "tracking_number" varchar(32) not null, "status" text not null, "origin" varchar(200) not null, "destination" varchar(200) not null, "service" varchar(100) not null, "weight_kg" double precision not null, "length_cm" int not null, "width_cm" int not null, "height_cm" int not null, "declared_value_aed" double precision not null, "description" text null, "estimated_delivery" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "shipments_organization_id_index" on "shipments" ("organization_id");`);
    this.addSql(`create index "shipments_customer_id_index" on "shipments" ("customer_id");`);
    this.addSql(`alter table "shipments" add constraint "shipments_tracking_number_unique" unique ("tracking_number");`);
    this.addSql(`create index "shipments_status_index" on "shipments" ("status");`);

    this.addSql(`create table "shipment_events" ("id" serial primary key, "shipment_id" int not null, "status" text not null, "description" text not null, "location" varchar(200) null, "occurred_at" timestamptz not null);`);
    this.addSql(`create index "shipment_events_shipment_id_index" on "shipment_events" ("shipment_id");`);

    this.addSql(`create table "compliance_documents" ("id" serial primary key, "shipment_id" int not null, "document_type" varchar(64) not null, "name" varchar(200) not null, "status" text not null, "description" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "compliance_documents_shipment_id_index" on "compliance_documents" ("shipment_id");`);

    this.addSql(`create table "communication_records" ("id" serial primary key, "organization_id" int not null, "customer_id" int not null, "shipment_id" int null, "channel" text not null, "message_type" varchar(64) not null, "subject" varchar(300) null, "occurred_at" timestamptz not null);`);
    this.addSql(`create index "communication_records_organization_id_index" on "communication_records" ("organization_id");`);
    this.addSql(`create index "communication_records_customer_id_index" on "communication_records" ("customer_id");`);

    this.addSql(`alter table "users" add constraint "users_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('super_admin', 'org_admin', 'org_user', 'customer'));`);

    this.addSql(`alter table "shipments" add constraint "shipments_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`alter table "shipments" add constraint "shipments_customer_id_foreign" foreign key ("customer_id") references "users" ("id");`);
    this.addSql(`alter table "shipments" add constraint "shipments_status_check" check ("status" in ('in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending'));`);

    this.addSql(`alter table "shipment_events" add constraint "shipment_events_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
    this.addSql(`alter table "shipment_events" add constraint "shipment_events_status_check" check ("status" in ('in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending'));`);

    this.addSql(`alter table "compliance_documents" add constraint "compliance_documents_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
    this.addSql(`alter table "compliance_documents" add constraint "compliance_documents_status_check" check ("status" in ('pending', 'approved', 'completed', 'rejected'));`);

    this.addSql(`alter table "communication_records" add constraint "communication_records_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`alter table "communication_records" add constraint "communication_records_customer_id_foreign" foreign key ("customer_id") references "users" ("id");`);
    this.addSql(`alter table "communication_records" add constraint "communication_records_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete set null;`);
    this.addSql(`alter table "communication_records" add constraint "communication_records_channel_check" check ("channel" in ('whatsapp', 'email', 'web'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_organization_id_foreign";`);
    this.addSql(`alter table "shipments" drop constraint "shipments_organization_id_foreign";`);
    this.addSql(`alter table "communication_records" drop constraint "communication_records_organization_id_foreign";`);
    this.addSql(`alter table "shipments" drop constraint "shipments_customer_id_foreign";`);
    this.addSql(`alter table "communication_records" drop constraint "communication_records_customer_id_foreign";`);
    this.addSql(`alter table "shipment_events" drop constraint "shipment_events_shipment_id_foreign";`);
    this.addSql(`alter table "compliance_documents" drop constraint "compliance_documents_shipment_id_foreign";`);
    this.addSql(`alter table "communication_records" drop constraint "communication_records_shipment_id_foreign";`);

    this.addSql(`drop table if exists "organizations" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "shipments" cascade;`);
    this.addSql(`drop table if exists "shipment_events" cascade;`);
    this.addSql(`drop table if exists "compliance_documents" cascade;`);
    this.addSql(`drop table if exists "communication_records" cascade;`);
  }

}
