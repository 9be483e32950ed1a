import { Migration } from '@mikro-orm/migrations';

/**
 * SQLite cannot drop NOT NULL from chat_sessions.customer_id in place: the table is rebuilt. `migrate` (db/orm.ts)
 * turns foreign keys off around the migrations, so dropping the old table does not cascade to chat_messages.
 */
export class Migration20261124100000_chat_widget extends Migration {

  override name = 'Migration20261124100000_chat_widget';

  override up(): void | Promise<void> {
    this.addSql(`create table \`widget_sessions\` (\`id\` integer not null primary key autoincrement, \`token_hash\` text not null, \`organization_id\` integer not null, \`chat_session_id\` text not null, \`customer_id\` integer null, \`token_version\` integer not null, \`expires_at\` datetime not null, \`created_at\` datetime not null, constraint \`widget_sessions_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`widget_sessions_chat_session_id_foreign\` foreign key (\`chat_session_id\`) references \`chat_sessions\` (\`id\`) on delete cascade, constraint \`widget_sessions_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`widget_sessions_token_hash_unique\` on \`widget_sessions\` (\`token_hash\`);`);
    this.addSql(`create index \`widget_sessions_organization_id_index\` on \`widget_sessions\` (\`organization_id\`);`);
    this.addSql(`create index \`widget_sessions_chat_session_id_index\` on \`widget_sessions\` (\`chat_session_id\`);`);
    this.addSql(`create index \`widget_sessions_customer_id_index\` on \`widget_sessions\` (\`customer_id\`);`);
    this.addSql(`create table \`widget_settings\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`enabled\` integer not null default false, \`website_token\` text not null, \`token_version\` integer not null default 1, \`allowed_origins\` json not null, \`identity_secret\` text null, \`greeting_en\` text not null default '', \`greeting_ar\` text not null default '', \`business_hours\` json null, \`pre_chat_fields\` json not null, \`pre_chat_required\` integer not null default false, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`widget_settings_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`widget_settings_organization_id_index\` on \`widget_settings\` (\`organization_id\`);`);
    this.addSql(`create unique index \`widget_settings_organization_id_unique\` on \`widget_settings\` (\`organization_id\`);`);
    this.addSql(`create unique index \`widget_settings_website_token_unique\` on \`widget_settings\` (\`website_token\`);`);
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`chat_sessions__temp_alter\` (\`id\` text not null primary key, \`organization_id\` integer not null, \`customer_id\` integer null, \`owner_id\` integer null, \`visitor_id\` text null, \`channel\` text check (\`channel\` in ('web', 'whatsapp', 'widget')) not null, \`page_url\` text null, \`visitor_name\` text null, \`visitor_contact\` text null, \`status\` text check (\`status\` in ('open', 'handoff', 'closed')) not null default 'open', \`handoff_reason\` text null, \`handoff_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`chat_sessions_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`chat_sessions_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`) on delete no action, constraint \`chat_sessions_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`chat_sessions__temp_alter\` select \`id\`, \`organization_id\`, \`customer_id\`, \`owner_id\`, \`visitor_id\`, \`channel\`, null as \`page_url\`, null as \`visitor_name\`, null as \`visitor_contact\`, \`status\`, \`handoff_reason\`, \`handoff_at\`, \`created_at\`, \`updated_at\` from \`chat_sessions\`;`);
    this.addSql(`drop table \`chat_sessions\`;`);
    this.addSql(`alter table \`chat_sessions__temp_alter\` rename to \`chat_sessions\`;`);
    this.addSql(`create index \`chat_sessions_organization_id_index\` on \`chat_sessions\` (\`organization_id\`);`);
    this.addSql(`create index \`chat_sessions_customer_id_index\` on \`chat_sessions\` (\`customer_id\`);`);
    this.addSql(`create index \`chat_sessions_owner_id_index\` on \`chat_sessions\` (\`owner_id\`);`);
    this.addSql(`create index \`chat_sessions_visitor_id_index\` on \`chat_sessions\` (\`visitor_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`widget_sessions\`;`);
    this.addSql(`drop table if exists \`widget_settings\`;`);
    this.addSql(`delete from \`chat_sessions\` where \`channel\` = 'widget' or \`customer_id\` is null;`);
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`chat_sessions__temp_alter\` (\`id\` text not null primary key, \`organization_id\` integer not null, \`customer_id\` integer not null, \`owner_id\` integer null, \`visitor_id\` text null, \`channel\` text check (\`channel\` in ('web', 'whatsapp')) not null, \`status\` text check (\`status\` in ('open', 'handoff', 'closed')) not null default 'open', \`handoff_reason\` text null, \`handoff_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`chat_sessions_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`chat_sessions_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`), constraint \`chat_sessions_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`chat_sessions__temp_alter\` select \`id\`, \`organization_id\`, \`customer_id\`, \`owner_id\`, \`visitor_id\`, \`channel\`, \`status\`, \`handoff_reason\`, \`handoff_at\`, \`created_at\`, \`updated_at\` from \`chat_sessions\`;`);
    this.addSql(`drop table \`chat_sessions\`;`);
    this.addSql(`alter table \`chat_sessions__temp_alter\` rename to \`chat_sessions\`;`);
    this.addSql(`create index \`chat_sessions_organization_id_index\` on \`chat_sessions\` (\`organization_id\`);`);
    this.addSql(`create index \`chat_sessions_customer_id_index\` on \`chat_sessions\` (\`customer_id\`);`);
    this.addSql(`create index \`chat_sessions_owner_id_index\` on \`chat_sessions\` (\`owner_id\`);`);
    this.addSql(`create index \`chat_sessions_visitor_id_index\` on \`chat_sessions\` (\`visitor_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
