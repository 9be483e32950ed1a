import { Migration } from '@mikro-orm/migrations';

/** The WhatsApp channel (issue 17): connections, messages, and the status of a communication-log row. */
export class Migration20261125102000_whatsapp extends Migration {

  override name = 'Migration20261125102000_whatsapp';

  override up(): void | Promise<void> {
    this.addSql(`create table \`whatsapp_connections\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`connection_key\` text not null, \`phone_number_id\` text not null, \`waba_id\` text not null, \`display_phone_number\` text not null, \`access_token\` text not null, \`access_token_hint\` text not null, \`app_secret\` text not null, \`verify_token\` text not null, \`template_name\` text null, \`status\` text check (\`status\` in ('pending', 'connected', 'error')) not null default 'pending', \`verified_at\` datetime null, \`last_error\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`whatsapp_connections_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`whatsapp_connections_organization_id_index\` on \`whatsapp_connections\` (\`organization_id\`);`);
    this.addSql(`create unique index \`whatsapp_connections_organization_id_unique\` on \`whatsapp_connections\` (\`organization_id\`);`);
    this.addSql(`create unique index \`whatsapp_connections_connection_key_unique\` on \`whatsapp_connections\` (\`connection_key\`);`);
    this.addSql(`create table \`whatsapp_messages\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`chat_session_id\` text null, \`direction\` text check (\`direction\` in ('in', 'out')) not null, \`wa_message_id\` text null, \`wa_id\` text not null, \`kind\` text not null, \`status\` text check (\`status\` in ('received', 'sent', 'delivered', 'read', 'failed')) not null, \`error\` text null, \`created_at\` datetime not null, \`status_at\` datetime null, constraint \`whatsapp_messages_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`whatsapp_messages_chat_session_id_foreign\` foreign key (\`chat_session_id\`) references \`chat_sessions\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`whatsapp_messages_organization_id_index\` on \`whatsapp_messages\` (\`organization_id\`);`);
    this.addSql(`create index \`whatsapp_messages_chat_session_id_index\` on \`whatsapp_messages\` (\`chat_session_id\`);`);
    this.addSql(`create unique index \`whatsapp_messages_wa_message_id_unique\` on \`whatsapp_messages\` (\`wa_message_id\`);`);
    this.addSql(`create index \`whatsapp_messages_organization_id_created_at_index\` on \`whatsapp_messages\` (\`organization_id\`, \`created_at\`);`);
    this.addSql(`create index \`whatsapp_messages_organization_id_wa_id_direction_index\` on \`whatsapp_messages\` (\`organization_id\`, \`wa_id\`, \`direction\`);`);
    this.addSql(`alter table \`communication_records\` add column \`status\` text check (\`status\` in ('sent', 'failed')) not null default 'sent';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`whatsapp_messages\`;`);
    this.addSql(`drop table if exists \`whatsapp_connections\`;`);
    this.addSql(`alter table \`communication_records\` drop column \`status\`;`);
  }

}
