import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17 (API management): organization API keys (hashes only), webhook endpoints (sealed secrets) and their
 * deliveries, API calls per day and route, and the notification kind webhook_disabled.
 */
export class Migration20261125101001_api_management extends Migration {

  override name = 'Migration20261125101001_api_management';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_usage_days" ("id" serial primary key, "organization_id" int not null, "day" varchar(10) not null, "endpoint" varchar(120) not null, "calls" int not null default 0, "key_calls" int not null default 0, "errors" int not null default 0, "total_ms" int not null default 0);`);
    this.addSql(`create index "api_usage_days_organization_id_index" on "api_usage_days" ("organization_id");`);
    this.addSql(`alter table "api_usage_days" add constraint "api_usage_days_organization_id_day_endpoint_unique" unique ("organization_id", "day", "endpoint");`);
    this.addSql(`alter table "api_usage_days" add constraint "api_usage_days_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`create table "api_keys" ("id" serial primary key, "organization_id" int not null, "name" varchar(80) not null, "prefix" varchar(12) not null, "key_hash" varchar(64) not null, "scopes" jsonb not null, "created_by_id" int null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "api_keys_organization_id_index" on "api_keys" ("organization_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_key_hash_unique" unique ("key_hash");`);
    this.addSql(`create index "api_keys_created_by_id_index" on "api_keys" ("created_by_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create table "webhook_endpoints" ("id" serial primary key, "organization_id" int not null, "url" varchar(2048) not null, "description" varchar(200) not null default '', "events" jsonb not null, "secret_sealed" text not null, "secret_last4" varchar(4) not null, "enabled" boolean not null default true, "disabled_reason" varchar(200) null, "consecutive_failures" int not null default 0, "last_delivery_at" timestamptz null, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "webhook_endpoints_organization_id_index" on "webhook_endpoints" ("organization_id");`);
    this.addSql(`create index "webhook_endpoints_created_by_id_index" on "webhook_endpoints" ("created_by_id");`);
    this.addSql(`alter table "webhook_endpoints" add constraint "webhook_endpoints_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_endpoints" add constraint "webhook_endpoints_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create table "webhook_deliveries" ("id" serial primary key, "endpoint_id" int not null, "event_id" varchar(40) not null, "event_type" varchar(40) not null, "payload" text not null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_attempt_at" timestamptz null, "response_status" int null, "latency_ms" int null, "error" varchar(500) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_index" on "webhook_deliveries" ("endpoint_id");`);
    this.addSql(`create index "webhook_deliveries_status_next_attempt_at_index" on "webhook_deliveries" ("status", "next_attempt_at");`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'delivered', 'failed'));`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "api_keys" cascade;`);
    this.addSql(`drop table if exists "api_usage_days" cascade;`);
    this.addSql(`delete from "notifications" where "kind" = 'webhook_disabled';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request'));`);
  }

}
