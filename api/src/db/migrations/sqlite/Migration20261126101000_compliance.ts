import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 (UAE Compliance): checklist items staff resolved without a document, the organization's trade licence and
 * permits, and the notification kind licence_expiring.
 */
export class Migration20261126101000_compliance extends Migration {

  override name = 'Migration20261126101000_compliance';

  override up(): void | Promise<void> {
    this.addSql(`create table \`compliance_resolutions\` (\`id\` integer not null primary key autoincrement, \`shipment_id\` integer not null, \`document_type\` text not null, \`resolution\` text check (\`resolution\` in ('not_applicable', 'received_outside')) not null, \`note\` text not null, \`resolved_by_id\` integer null, \`created_at\` datetime not null, constraint \`compliance_resolutions_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete cascade, constraint \`compliance_resolutions_resolved_by_id_foreign\` foreign key (\`resolved_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`compliance_resolutions_shipment_id_index\` on \`compliance_resolutions\` (\`shipment_id\`);`);
    this.addSql(`create index \`compliance_resolutions_resolved_by_id_index\` on \`compliance_resolutions\` (\`resolved_by_id\`);`);
    this.addSql(`create unique index \`compliance_resolutions_shipment_id_document_type_unique\` on \`compliance_resolutions\` (\`shipment_id\`, \`document_type\`);`);
    this.addSql(`create table \`compliance_licences\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`kind\` text check (\`kind\` in ('trade_licence', 'import_permit', 'export_permit', 'free_zone_licence', 'other')) not null, \`number\` text not null, \`authority\` text not null, \`issued_on\` date null, \`expires_on\` date not null, \`note\` text not null default '', \`notified_days\` integer null, \`created_by_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`compliance_licences_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`compliance_licences_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`compliance_licences_organization_id_index\` on \`compliance_licences\` (\`organization_id\`);`);
    this.addSql(`create index \`compliance_licences_created_by_id_index\` on \`compliance_licences\` (\`created_by_id\`);`);
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`notifications__temp_alter\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`kind\` text check (\`kind\` in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled', 'licence_expiring')) not null, \`shipment_id\` integer null, \`support_case_id\` integer null, \`chat_session_id\` text null, \`customer_id\` integer null, \`detail\` text null, \`admins_only\` integer not null default false, \`created_at\` datetime not null, constraint \`notifications_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`notifications_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete set null, constraint \`notifications_support_case_id_foreign\` foreign key (\`support_case_id\`) references \`support_cases\` (\`id\`) on delete set null, constraint \`notifications_chat_session_id_foreign\` foreign key (\`chat_session_id\`) references \`chat_sessions\` (\`id\`) on delete set null, constraint \`notifications_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`) on delete set null);`);
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
    this.addSql(`drop table if exists \`compliance_licences\`;`);
    this.addSql(`drop table if exists \`compliance_resolutions\`;`);
    this.addSql(`delete from \`notifications\` where \`kind\` = 'licence_expiring';`);
  }

}
