import { Migration } from '@mikro-orm/migrations';

/** Issue 17 (Integration Hub): connectors with sealed credentials, their sync runs, orders taken, test calls, requests. */
export class Migration20261125100000_integrations extends Migration {

  override name = 'Migration20261125100000_integrations';

  override up(): void | Promise<void> {
    this.addSql(`create table \`integration_orders\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`source\` text not null, \`external_id\` text not null, \`external_name\` text not null, \`shipment_id\` integer not null, \`sent_back_at\` datetime null, \`created_at\` datetime not null, constraint \`integration_orders_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`integration_orders_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`integration_orders_organization_id_index\` on \`integration_orders\` (\`organization_id\`);`);
    this.addSql(`create index \`integration_orders_shipment_id_index\` on \`integration_orders\` (\`shipment_id\`);`);
    this.addSql(`create unique index \`integration_orders_organization_id_source_external_id_unique\` on \`integration_orders\` (\`organization_id\`, \`source\`, \`external_id\`);`);
    this.addSql(`create table \`integration_requests\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`requested_by_id\` integer null, \`integration\` text not null, \`note\` text null, \`created_at\` datetime not null, constraint \`integration_requests_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`integration_requests_requested_by_id_foreign\` foreign key (\`requested_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`integration_requests_organization_id_index\` on \`integration_requests\` (\`organization_id\`);`);
    this.addSql(`create index \`integration_requests_requested_by_id_index\` on \`integration_requests\` (\`requested_by_id\`);`);
    this.addSql(`create table \`integration_connectors\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`kind\` text check (\`kind\` in ('shopify', 'woocommerce', 'custom')) not null, \`name\` text not null, \`base_url\` text not null, \`method\` text check (\`method\` in ('GET', 'POST', 'PUT', 'DELETE', 'PATCH')) null, \`auth_header\` text null, \`description\` text null, \`origin\` text null, \`enabled\` integer not null default true, \`schedule\` text check (\`schedule\` in ('off', 'hourly', 'daily')) not null default 'off', \`sealed_credentials\` text not null, \`credential_hints\` json not null, \`webhook_key\` text null, \`created_by_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`integration_connectors_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`integration_connectors_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`integration_connectors_organization_id_index\` on \`integration_connectors\` (\`organization_id\`);`);
    this.addSql(`create unique index \`integration_connectors_webhook_key_unique\` on \`integration_connectors\` (\`webhook_key\`);`);
    this.addSql(`create index \`integration_connectors_created_by_id_index\` on \`integration_connectors\` (\`created_by_id\`);`);
    this.addSql(`create unique index \`integration_connectors_organization_id_kind_name_unique\` on \`integration_connectors\` (\`organization_id\`, \`kind\`, \`name\`);`);
    this.addSql(`create table \`integration_runs\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`connector_id\` integer not null, \`trigger\` text check (\`trigger\` in ('manual', 'schedule', 'webhook')) not null, \`started_at\` datetime not null, \`finished_at\` datetime not null, \`duration_ms\` integer not null, \`incoming\` integer not null, \`outgoing\` integer not null, \`failed\` integer not null, \`outcome\` text check (\`outcome\` in ('success', 'partial', 'failed')) not null, \`error\` text null, \`errors\` json not null, constraint \`integration_runs_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`integration_runs_connector_id_foreign\` foreign key (\`connector_id\`) references \`integration_connectors\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`integration_runs_organization_id_index\` on \`integration_runs\` (\`organization_id\`);`);
    this.addSql(`create index \`integration_runs_connector_id_index\` on \`integration_runs\` (\`connector_id\`);`);
    this.addSql(`create index \`integration_runs_connector_id_started_at_index\` on \`integration_runs\` (\`connector_id\`, \`started_at\`);`);
    this.addSql(`create table \`integration_calls\` (\`id\` integer not null primary key autoincrement, \`connector_id\` integer not null, \`at\` datetime not null, \`ok\` integer not null, \`status\` integer null, \`latency_ms\` integer not null, \`error\` text null, constraint \`integration_calls_connector_id_foreign\` foreign key (\`connector_id\`) references \`integration_connectors\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`integration_calls_connector_id_index\` on \`integration_calls\` (\`connector_id\`);`);
    this.addSql(`create index \`integration_calls_connector_id_at_index\` on \`integration_calls\` (\`connector_id\`, \`at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`integration_calls\`;`);
    this.addSql(`drop table if exists \`integration_orders\`;`);
    this.addSql(`drop table if exists \`integration_runs\`;`);
    this.addSql(`drop table if exists \`integration_requests\`;`);
    this.addSql(`drop table if exists \`integration_connectors\`;`);
  }

}
