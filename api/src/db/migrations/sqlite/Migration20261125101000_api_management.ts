import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17 (API management): organization API keys (hashes only), webhook endpoints (sealed secrets) and their
 * deliveries, API calls per day and route, and the notification kind webhook_disabled.
 */
export class Migration20261125101000_api_management extends Migration {

  override name = 'Migration20261125101000_api_management';

  override up(): void | Promise<void> {
    this.addSql(`create table \`api_usage_days\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`day\` text not null, \`endpoint\` text not null, \`calls\` integer not null default 0, \`key_calls\` integer not null default 0, \`errors\` integer not null default 0, \`total_ms\` integer not null default 0, constraint \`api_usage_days_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`api_usage_days_organization_id_index\` on \`api_usage_days\` (\`organization_id\`);`);
    this.addSql(`create unique index \`api_usage_days_organization_id_day_endpoint_unique\` on \`api_usage_days\` (\`organization_id\`, \`day\`, \`endpoint\`);`);
    this.addSql(`create table \`api_keys\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`name\` text not null, \`prefix\` text not null, \`key_hash\` text not null, \`scopes\` json not null, \`created_by_id\` integer null, \`last_used_at\` datetime null, \`revoked_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`api_keys_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`api_keys_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`api_keys_organization_id_index\` on \`api_keys\` (\`organization_id\`);`);
    this.addSql(`create unique index \`api_keys_key_hash_unique\` on \`api_keys\` (\`key_hash\`);`);
    this.addSql(`create index \`api_keys_created_by_id_index\` on \`api_keys\` (\`created_by_id\`);`);
    this.addSql(`create table \`webhook_endpoints\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`url\` text not null, \`description\` text not null default '', \`events\` json not null, \`secret_sealed\` text not null, \`secret_last4\` text not null, \`enabled\` integer not null default true, \`disabled_reason\` text null, \`consecutive_failures\` integer not null default 0, \`last_delivery_at\` datetime null, \`created_by_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`webhook_endpoints_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`webhook_endpoints_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`webhook_endpoints_organization_id_index\` on \`webhook_endpoints\` (\`organization_id\`);`);
    this.addSql(`create index \`webhook_endpoints_created_by_id_index\` on \`webhook_endpoints\` (\`created_by_id\`);`);
    this.addSql(`create table \`webhook_deliveries\` (\`id\` integer not null primary key autoincrement, \`endpoint_id\` integer not null, \`event_id\` text not null, \`event_type\` text not null, \`payload\` text not null, \`status\` text check (\`status\` in ('pending', 'delivered', 'failed')) not null default 'pending', \`attempts\` integer not null default 0, \`next_attempt_at\` datetime null, \`last_attempt_at\` datetime null, \`response_status\` integer null, \`latency_ms\` integer null, \`error\` text null, \`created_at\` datetime not null, constraint \`webhook_deliveries_endpoint_id_foreign\` foreign key (\`endpoint_id\`) references \`webhook_endpoints\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`webhook_deliveries_endpoint_id_index\` on \`webhook_deliveries\` (\`endpoint_id\`);`);
    this.addSql(`create index \`webhook_deliveries_status_next_attempt_at_index\` on \`webhook_deliveries\` (\`status\`, \`next_attempt_at\`);`);
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`notifications__temp_alter\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`kind\` text check (\`kind\` in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled')) not null, \`shipment_id\` integer null, \`support_case_id\` integer null, \`chat_session_id\` text null, \`customer_id\` integer null, \`detail\` text null, \`admins_only\` integer not null default false, \`created_at\` datetime not null, constraint \`notifications_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`notifications_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete set null, constraint \`notifications_support_case_id_foreign\` foreign key (\`support_case_id\`) references \`support_cases\` (\`id\`) on delete set null, constraint \`notifications_chat_session_id_foreign\` foreign key (\`chat_session_id\`) references \`chat_sessions\` (\`id\`) on delete set null, constraint \`notifications_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`notifications__temp_alter\` select \`id\`, \`organization_id\`, \`kind\`, \`shipment_id\`, \`support_case_id\`, \`chat_session_id\`, \`customer_id\`, \`detail\`, \`admins_only\`, \`created_at\` from \`notifications\`;`);
    this.addSql(`drop table \`notifications\`;`);
    this.addSql(`alter table \`notifications__temp_alter\` rename to \`notifications\`;`);
    this.addSql(`create index \`notifications_organization_id_index\` on \`notifications\` (\`organization_id\`);`);
    this.addSql(`create index \`notifications_shipment_id_index\` on \`notifications\` (\`shipment_id\`);`);
    this.addSql(`create index \`notifications_support_case_id_index\` on \`notifications\` (\`support_case_id\`);`);
    this.addSql(`create index \`notifications_chat_session_id_index\` on \`notifications\` (\`chat_session_id\`);`);
    this.addSql(`create index \`notifications_customer_id_index\` on \`notifications\` (\`customer_id\`);`);
    this.addSql(`create index \`notifications_created_at_index\` on \`notifications\` (\`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`webhook_deliveries\`;`);
    this.addSql(`drop table if exists \`webhook_endpoints\`;`);
    this.addSql(`drop table if exists \`api_keys\`;`);
    this.addSql(`drop table if exists \`api_usage_days\`;`);
    this.addSql(`delete from \`notifications\` where \`kind\` = 'webhook_disabled';`);
  }

}
