import { Migration } from '@mikro-orm/migrations';

export class Migration20261121080421_documents_notifications_profile extends Migration {

  override name = 'Migration20261121080421_documents_notifications_profile';

  override up(): void | Promise<void> {
    this.addSql(`create table \`notifications\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`kind\` text check (\`kind\` in ('shipment_exception', 'support_case', 'handoff')) not null, \`shipment_id\` integer null, \`support_case_id\` integer null, \`chat_session_id\` text null, \`customer_id\` integer null, \`detail\` text null, \`created_at\` datetime not null, constraint \`notifications_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`notifications_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete set null, constraint \`notifications_support_case_id_foreign\` foreign key (\`support_case_id\`) references \`support_cases\` (\`id\`) on delete set null, constraint \`notifications_chat_session_id_foreign\` foreign key (\`chat_session_id\`) references \`chat_sessions\` (\`id\`) on delete set null, constraint \`notifications_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`notifications_organization_id_index\` on \`notifications\` (\`organization_id\`);`);
    this.addSql(`create index \`notifications_shipment_id_index\` on \`notifications\` (\`shipment_id\`);`);
    this.addSql(`create index \`notifications_support_case_id_index\` on \`notifications\` (\`support_case_id\`);`);
    this.addSql(`create index \`notifications_chat_session_id_index\` on \`notifications\` (\`chat_session_id\`);`);
    this.addSql(`create index \`notifications_customer_id_index\` on \`notifications\` (\`customer_id\`);`);
    this.addSql(`create index \`notifications_created_at_index\` on \`notifications\` (\`created_at\`);`);

    this.addSql(`create table \`notification_reads\` (\`id\` integer not null primary key autoincrement, \`notification_id\` integer not null, \`user_id\` integer not null, \`read_at\` datetime not null, constraint \`notification_reads_notification_id_foreign\` foreign key (\`notification_id\`) references \`notifications\` (\`id\`) on delete cascade, constraint \`notification_reads_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`notification_reads_notification_id_index\` on \`notification_reads\` (\`notification_id\`);`);
    this.addSql(`create index \`notification_reads_user_id_index\` on \`notification_reads\` (\`user_id\`);`);
    this.addSql(`create unique index \`notification_reads_notification_id_user_id_unique\` on \`notification_reads\` (\`notification_id\`, \`user_id\`);`);

    this.addSql(`alter table \`users\` add column \`job_title\` text null;`);
    this.addSql(`alter table \`users\` add column \`email_notifications\` integer not null default true;`);

    this.addSql(`alter table \`compliance_documents\` add column \`file_name\` text null;`);
    this.addSql(`alter table \`compliance_documents\` add column \`content_type\` text null;`);
    this.addSql(`alter table \`compliance_documents\` add column \`size_bytes\` integer null;`);
    this.addSql(`alter table \`compliance_documents\` add column \`storage_key\` text null;`);
    this.addSql(`alter table \`compliance_documents\` add column \`uploaded_by_id\` integer null constraint \`compliance_documents_uploaded_by_id_foreign\` references \`users\` (\`id\`) on delete set null;`);
    this.addSql(`alter table \`compliance_documents\` add column \`reviewed_by_id\` integer null constraint \`compliance_documents_reviewed_by_id_foreign\` references \`users\` (\`id\`) on delete set null;`);
    this.addSql(`alter table \`compliance_documents\` add column \`reviewed_at\` datetime null;`);
    this.addSql(`create unique index \`compliance_documents_storage_key_unique\` on \`compliance_documents\` (\`storage_key\`);`);
    this.addSql(`create index \`compliance_documents_uploaded_by_id_index\` on \`compliance_documents\` (\`uploaded_by_id\`);`);
    this.addSql(`create index \`compliance_documents_reviewed_by_id_index\` on \`compliance_documents\` (\`reviewed_by_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`notification_reads\`;`);
    this.addSql(`drop table if exists \`notifications\`;`);

    this.addSql(`drop index \`compliance_documents_storage_key_unique\`;`);
    this.addSql(`drop index \`compliance_documents_uploaded_by_id_index\`;`);
    this.addSql(`drop index \`compliance_documents_reviewed_by_id_index\`;`);
    this.addSql(`alter table \`compliance_documents\` drop column \`file_name\`;`);
    this.addSql(`alter table \`compliance_documents\` drop column \`content_type\`;`);
    this.addSql(`alter table \`compliance_documents\` drop column \`size_bytes\`;`);
    this.addSql(`alter table \`compliance_documents\` drop column \`storage_key\`;`);
    this.addSql(`alter table \`compliance_documents\` drop column \`uploaded_by_id\`;`);
    this.addSql(`alter table \`compliance_documents\` drop column \`reviewed_by_id\`;`);
    this.addSql(`alter table \`compliance_documents\` drop column \`reviewed_at\`;`);

    this.addSql(`alter table \`users\` drop column \`job_title\`;`);
    this.addSql(`alter table \`users\` drop column \`email_notifications\`;`);
  }

}
