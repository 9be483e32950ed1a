import { Migration } from '@mikro-orm/migrations';

export class Migration20261121053929_sessions_chat_cases extends Migration {

  override name = 'Migration20261121053929_sessions_chat_cases';

  override up(): void | Promise<void> {
    this.addSql(`create table \`sessions\` (\`id\` text not null primary key, \`user_id\` integer not null, \`kind\` text check (\`kind\` in ('user', 'admin')) not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, \`last_seen_at\` datetime not null, \`revoked_at\` datetime null, \`ip\` text null, \`user_agent\` text null, constraint \`sessions_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`sessions_user_id_index\` on \`sessions\` (\`user_id\`);`);

    this.addSql(`create table \`chat_sessions\` (\`id\` text not null primary key, \`organization_id\` integer not null, \`customer_id\` integer not null, \`owner_id\` integer null, \`visitor_id\` text null, \`channel\` text check (\`channel\` in ('web', 'whatsapp')) not null, \`status\` text check (\`status\` in ('open', 'handoff', 'closed')) not null default 'open', \`handoff_reason\` text null, \`handoff_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`chat_sessions_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`chat_sessions_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`), constraint \`chat_sessions_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`chat_sessions_organization_id_index\` on \`chat_sessions\` (\`organization_id\`);`);
    this.addSql(`create index \`chat_sessions_customer_id_index\` on \`chat_sessions\` (\`customer_id\`);`);
    this.addSql(`create index \`chat_sessions_owner_id_index\` on \`chat_sessions\` (\`owner_id\`);`);
    this.addSql(`create index \`chat_sessions_visitor_id_index\` on \`chat_sessions\` (\`visitor_id\`);`);

    this.addSql(`create table \`support_cases\` (\`id\` integer not null primary key autoincrement, \`reference\` text not null, \`organization_id\` integer not null, \`customer_id\` integer not null, \`shipment_id\` integer null, \`chat_session_id\` text null, \`category\` text check (\`category\` in ('damaged', 'missing', 'delayed', 'wrong_item', 'other')) not null, \`status\` text check (\`status\` in ('open', 'in_progress', 'resolved')) not null default 'open', \`summary\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`support_cases_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`support_cases_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`), constraint \`support_cases_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete set null, constraint \`support_cases_chat_session_id_foreign\` foreign key (\`chat_session_id\`) references \`chat_sessions\` (\`id\`) on delete set null);`);
    this.addSql(`create unique index \`support_cases_reference_unique\` on \`support_cases\` (\`reference\`);`);
    this.addSql(`create index \`support_cases_organization_id_index\` on \`support_cases\` (\`organization_id\`);`);
    this.addSql(`create index \`support_cases_customer_id_index\` on \`support_cases\` (\`customer_id\`);`);
    this.addSql(`create index \`support_cases_shipment_id_index\` on \`support_cases\` (\`shipment_id\`);`);
    this.addSql(`create index \`support_cases_chat_session_id_index\` on \`support_cases\` (\`chat_session_id\`);`);

    this.addSql(`create table \`chat_messages\` (\`id\` integer not null primary key autoincrement, \`session_id\` text not null, \`role\` text check (\`role\` in ('user', 'assistant')) not null, \`author_id\` integer null, \`content\` text not null, \`language\` text check (\`language\` in ('en', 'ar')) not null, \`metadata\` json not null, \`created_at\` datetime not null, constraint \`chat_messages_session_id_foreign\` foreign key (\`session_id\`) references \`chat_sessions\` (\`id\`) on delete cascade, constraint \`chat_messages_author_id_foreign\` foreign key (\`author_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`chat_messages_session_id_index\` on \`chat_messages\` (\`session_id\`);`);
    this.addSql(`create index \`chat_messages_author_id_index\` on \`chat_messages\` (\`author_id\`);`);

    this.addSql(`alter table \`shipments\` add column \`tracking_key\` text not null default '';`);
    // Backfill existing rows before the unique index is built.
    this.addSql(`update \`shipments\` set \`tracking_key\` = replace(replace(upper(\`tracking_number\`), '-', ''), ' ', '');`);
    this.addSql(`alter table \`shipments\` add column \`awb_number\` text null;`);
    this.addSql(`alter table \`shipments\` add column \`container_number\` text null;`);
    this.addSql(`create unique index \`shipments_tracking_key_unique\` on \`shipments\` (\`tracking_key\`);`);
    this.addSql(`create index \`shipments_awb_number_index\` on \`shipments\` (\`awb_number\`);`);
    this.addSql(`create index \`shipments_container_number_index\` on \`shipments\` (\`container_number\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`sessions\`;`);
    this.addSql(`drop table if exists \`chat_sessions\`;`);
    this.addSql(`drop table if exists \`support_cases\`;`);
    this.addSql(`drop table if exists \`chat_messages\`;`);

    this.addSql(`drop index \`shipments_tracking_key_unique\`;`);
    this.addSql(`drop index \`shipments_awb_number_index\`;`);
    this.addSql(`drop index \`shipments_container_number_index\`;`);
    this.addSql(`alter table \`shipments\` drop column \`tracking_key\`;`);
    this.addSql(`alter table \`shipments\` drop column \`awb_number\`;`);
    this.addSql(`alter table \`shipments\` drop column \`container_number\`;`);
  }

}
