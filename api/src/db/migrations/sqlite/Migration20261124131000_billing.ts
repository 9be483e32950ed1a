import { Migration } from '@mikro-orm/migrations';

/** Issue 16 (billing): tax invoices, usage warnings, the organization's TRN, and the notification kind usage_limit. */
export class Migration20261124131000_billing extends Migration {

  override name = 'Migration20261124131000_billing';

  override up(): void | Promise<void> {
    this.addSql(`create table \`invoices\` (\`id\` integer not null primary key autoincrement, \`number\` text not null, \`year\` integer not null, \`sequence\` integer not null, \`organization_id\` integer not null, \`period\` text not null, \`issued_at\` datetime not null, \`plan\` text not null, \`supplier_name\` text not null, \`supplier_address\` text not null, \`supplier_trn\` text not null, \`customer_name\` text not null, \`customer_trn\` text null, \`lines\` json not null, \`net_fils\` integer not null, \`vat_fils\` integer not null, \`total_fils\` integer not null, \`total_usd_cents\` integer not null, \`status\` text check (\`status\` in ('issued', 'paid')) not null default 'issued', \`paid_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`invoices_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`));`);
    this.addSql(`create unique index \`invoices_number_unique\` on \`invoices\` (\`number\`);`);
    this.addSql(`create index \`invoices_organization_id_index\` on \`invoices\` (\`organization_id\`);`);
    this.addSql(`create unique index \`invoices_year_sequence_unique\` on \`invoices\` (\`year\`, \`sequence\`);`);
    this.addSql(`create unique index \`invoices_organization_id_period_unique\` on \`invoices\` (\`organization_id\`, \`period\`);`);
    this.addSql(`create table \`usage_warnings\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`period\` text not null, \`metric\` text check (\`metric\` in ('users', 'shipments', 'apiCalls', 'storage')) not null, \`level\` integer not null, \`created_at\` datetime not null, constraint \`usage_warnings_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`usage_warnings_organization_id_index\` on \`usage_warnings\` (\`organization_id\`);`);
    this.addSql(`create unique index \`usage_warnings_organization_id_period_metric_level_unique\` on \`usage_warnings\` (\`organization_id\`, \`period\`, \`metric\`, \`level\`);`);
    this.addSql(`alter table \`organizations\` add column \`tax_registration_number\` text null;`);
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`notifications__temp_alter\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`kind\` text check (\`kind\` in ('shipment_exception', 'support_case', 'handoff', 'usage_limit')) not null, \`shipment_id\` integer null, \`support_case_id\` integer null, \`chat_session_id\` text null, \`customer_id\` integer null, \`detail\` text null, \`created_at\` datetime not null, constraint \`notifications_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`notifications_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete set null, constraint \`notifications_support_case_id_foreign\` foreign key (\`support_case_id\`) references \`support_cases\` (\`id\`) on delete set null, constraint \`notifications_chat_session_id_foreign\` foreign key (\`chat_session_id\`) references \`chat_sessions\` (\`id\`) on delete set null, constraint \`notifications_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`notifications__temp_alter\` select \`id\`, \`organization_id\`, \`kind\`, \`shipment_id\`, \`support_case_id\`, \`chat_session_id\`, \`customer_id\`, \`detail\`, \`created_at\` from \`notifications\`;`);
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
    this.addSql(`drop table if exists \`invoices\`;`);
    this.addSql(`drop table if exists \`usage_warnings\`;`);
    this.addSql(`alter table \`organizations\` drop column \`tax_registration_number\`;`);
    this.addSql(`delete from \`notifications\` where \`kind\` = 'usage_limit';`);
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`notifications__temp_alter\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`kind\` text check (\`kind\` in ('shipment_exception', 'support_case', 'handoff')) not null, \`shipment_id\` integer null, \`support_case_id\` integer null, \`chat_session_id\` text null, \`customer_id\` integer null, \`detail\` text null, \`created_at\` datetime not null, constraint \`notifications_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`notifications_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete set null, constraint \`notifications_support_case_id_foreign\` foreign key (\`support_case_id\`) references \`support_cases\` (\`id\`) on delete set null, constraint \`notifications_chat_session_id_foreign\` foreign key (\`chat_session_id\`) references \`chat_sessions\` (\`id\`) on delete set null, constraint \`notifications_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`notifications__temp_alter\` select \`id\`, \`organization_id\`, \`kind\`, \`shipment_id\`, \`support_case_id\`, \`chat_session_id\`, \`customer_id\`, \`detail\`, \`created_at\` from \`notifications\`;`);
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

}
