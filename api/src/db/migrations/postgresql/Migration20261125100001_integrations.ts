import { Migration } from '@mikro-orm/migrations';

/** Issue 17 (Integration Hub): connectors with sealed credentials, their sync runs, orders taken, test calls, requests. */
export class Migration20261125100001_integrations extends Migration {

  override name = 'Migration20261125100001_integrations';

  override up(): void | Promise<void> {
    this.addSql(`create table "integration_orders" ("id" serial primary key, "organization_id" int not null, "source" varchar(600) not null, "external_id" varchar(64) not null, "external_name" varchar(64) not null, "shipment_id" int not null, "sent_back_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "integration_orders_shipment_id_index" on "integration_orders" ("shipment_id");`);
    this.addSql(`alter table "integration_orders" add constraint "integration_orders_organization_id_source_external_id_unique" unique ("organization_id", "source", "external_id");`);
    this.addSql(`create table "integration_requests" ("id" serial primary key, "organization_id" int not null, "requested_by_id" int null, "integration" varchar(64) not null, "note" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "integration_requests_organization_id_index" on "integration_requests" ("organization_id");`);
    this.addSql(`create table "integration_connectors" ("id" serial primary key, "organization_id" int not null, "kind" text not null, "name" varchar(100) not null, "base_url" varchar(500) not null, "method" text null, "auth_header" varchar(64) null, "description" varchar(500) null, "origin" varchar(200) null, "enabled" boolean not null default true, "schedule" text not null default 'off', "sealed_credentials" text not null, "credential_hints" jsonb not null, "webhook_key" varchar(64) null, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "integration_connectors_organization_id_index" on "integration_connectors" ("organization_id");`);
    this.addSql(`alter table "integration_connectors" add constraint "integration_connectors_webhook_key_unique" unique ("webhook_key");`);
    this.addSql(`alter table "integration_connectors" add constraint "integration_connectors_organization_id_kind_name_unique" unique ("organization_id", "kind", "name");`);
    this.addSql(`create table "integration_runs" ("id" serial primary key, "organization_id" int not null, "connector_id" int not null, "trigger" text not null, "started_at" timestamptz not null, "finished_at" timestamptz not null, "duration_ms" int not null, "incoming" int not null, "outgoing" int not null, "failed" int not null, "outcome" text not null, "error" text null, "errors" jsonb not null);`);
    this.addSql(`create index "integration_runs_organization_id_index" on "integration_runs" ("organization_id");`);
    this.addSql(`create index "integration_runs_connector_id_started_at_index" on "integration_runs" ("connector_id", "started_at");`);
    this.addSql(`create table "integration_calls" ("id" serial primary key, "connector_id" int not null, "at" timestamptz not null, "ok" boolean not null, "status" int null, "latency_ms" int not null, "error" varchar(500) null);`);
    this.addSql(`create index "integration_calls_connector_id_at_index" on "integration_calls" ("connector_id", "at");`);
    this.addSql(`alter table "integration_orders" add constraint "integration_orders_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "integration_orders" add constraint "integration_orders_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
    this.addSql(`alter table "integration_requests" add constraint "integration_requests_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "integration_requests" add constraint "integration_requests_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "integration_connectors" add constraint "integration_connectors_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "integration_connectors" add constraint "integration_connectors_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "integration_connectors" add constraint "integration_connectors_kind_check" check ("kind" in ('shopify', 'woocommerce', 'custom'));`);
    this.addSql(`alter table "integration_connectors" add constraint "integration_connectors_method_check" check ("method" in ('GET', 'POST', 'PUT', 'DELETE', 'PATCH'));`);
    this.addSql(`alter table "integration_connectors" add constraint "integration_connectors_schedule_check" check ("schedule" in ('off', 'hourly', 'daily'));`);
    this.addSql(`alter table "integration_runs" add constraint "integration_runs_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "integration_runs" add constraint "integration_runs_connector_id_foreign" foreign key ("connector_id") references "integration_connectors" ("id") on delete cascade;`);
    this.addSql(`alter table "integration_runs" add constraint "integration_runs_trigger_check" check ("trigger" in ('manual', 'schedule', 'webhook'));`);
    this.addSql(`alter table "integration_runs" add constraint "integration_runs_outcome_check" check ("outcome" in ('success', 'partial', 'failed'));`);
    this.addSql(`alter table "integration_calls" add constraint "integration_calls_connector_id_foreign" foreign key ("connector_id") references "integration_connectors" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "integration_calls" cascade;`);
    this.addSql(`drop table if exists "integration_orders" cascade;`);
    this.addSql(`drop table if exists "integration_runs" cascade;`);
    this.addSql(`drop table if exists "integration_requests" cascade;`);
    this.addSql(`drop table if exists "integration_connectors" cascade;`);
  }

}
