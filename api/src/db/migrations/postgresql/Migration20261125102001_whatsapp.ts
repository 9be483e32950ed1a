import { Migration } from '@mikro-orm/migrations';

/** The WhatsApp channel (issue 17): connections, messages, and the status of a communication-log row. */
export class Migration20261125102001_whatsapp extends Migration {

  override name = 'Migration20261125102001_whatsapp';

  override up(): void | Promise<void> {
    this.addSql(`create table "whatsapp_connections" ("id" serial primary key, "organization_id" int not null, "connection_key" varchar(32) not null, "phone_number_id" varchar(30) not null, "waba_id" varchar(30) not null, "display_phone_number" varchar(30) not null, "access_token" text not null, "access_token_hint" varchar(4) not null, "app_secret" text not null, "verify_token" varchar(64) not null, "template_name" varchar(512) null, "status" text check ("status" in ('pending', 'connected', 'error')) not null default 'pending', "verified_at" timestamptz null, "last_error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "whatsapp_connections" add constraint "whatsapp_connections_organization_id_unique" unique ("organization_id");`);
    this.addSql(`alter table "whatsapp_connections" add constraint "whatsapp_connections_connection_key_unique" unique ("connection_key");`);
    this.addSql(`alter table "whatsapp_connections" add constraint "whatsapp_connections_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`create table "whatsapp_messages" ("id" serial primary key, "organization_id" int not null, "chat_session_id" varchar(128) null, "direction" text check ("direction" in ('in', 'out')) not null, "wa_message_id" varchar(128) null, "wa_id" varchar(32) not null, "kind" varchar(32) not null, "status" text check ("status" in ('received', 'sent', 'delivered', 'read', 'failed')) not null, "error" text null, "created_at" timestamptz not null, "status_at" timestamptz null);`);
    this.addSql(`create index "whatsapp_messages_chat_session_id_index" on "whatsapp_messages" ("chat_session_id");`);
    this.addSql(`alter table "whatsapp_messages" add constraint "whatsapp_messages_wa_message_id_unique" unique ("wa_message_id");`);
    this.addSql(`create index "whatsapp_messages_organization_id_created_at_index" on "whatsapp_messages" ("organization_id", "created_at");`);
    this.addSql(`create index "whatsapp_messages_organization_id_wa_id_direction_index" on "whatsapp_messages" ("organization_id", "wa_id", "direction");`);
    this.addSql(`alter table "whatsapp_messages" add constraint "whatsapp_messages_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "whatsapp_messages" add constraint "whatsapp_messages_chat_session_id_foreign" foreign key ("chat_session_id") references "chat_sessions" ("id") on delete set null;`);
    this.addSql(`alter table "communication_records" add "status" text check ("status" in ('sent', 'failed')) not null default 'sent';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "whatsapp_messages" cascade;`);
    this.addSql(`drop table if exists "whatsapp_connections" cascade;`);
    this.addSql(`alter table "communication_records" drop column "status";`);
  }

}
