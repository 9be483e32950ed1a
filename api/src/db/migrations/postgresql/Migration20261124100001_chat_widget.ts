import { Migration } from '@mikro-orm/migrations';

export class Migration20261124100001_chat_widget extends Migration {

  override name = 'Migration20261124100001_chat_widget';

  override up(): void | Promise<void> {
    this.addSql(`create table "widget_sessions" ("id" serial primary key, "token_hash" varchar(64) not null, "organization_id" int not null, "chat_session_id" varchar(128) not null, "customer_id" int null, "token_version" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "widget_sessions" add constraint "widget_sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "widget_sessions_organization_id_index" on "widget_sessions" ("organization_id");`);
    this.addSql(`create index "widget_sessions_chat_session_id_index" on "widget_sessions" ("chat_session_id");`);
    this.addSql(`create table "widget_settings" ("id" serial primary key, "organization_id" int not null, "enabled" boolean not null default false, "website_token" varchar(32) not null, "token_version" int not null default 1, "allowed_origins" jsonb not null, "identity_secret" varchar(64) null, "greeting_en" text not null default '', "greeting_ar" text not null default '', "business_hours" jsonb null, "pre_chat_fields" jsonb not null, "pre_chat_required" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "widget_settings" add constraint "widget_settings_organization_id_unique" unique ("organization_id");`);
    this.addSql(`alter table "widget_settings" add constraint "widget_settings_website_token_unique" unique ("website_token");`);
    this.addSql(`alter table "chat_sessions" drop constraint "chat_sessions_customer_id_foreign";`);
    this.addSql(`alter table "chat_sessions" drop constraint "chat_sessions_channel_check";`);
    this.addSql(`alter table "chat_sessions" add "page_url" text null, add "visitor_name" varchar(200) null, add "visitor_contact" varchar(254) null;`);
    this.addSql(`alter table "chat_sessions" alter column "customer_id" drop not null;`);
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_customer_id_foreign" foreign key ("customer_id") references "users" ("id") on delete no action;`);
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_channel_check" check ("channel" in ('web', 'whatsapp', 'widget'));`);
    this.addSql(`alter table "widget_sessions" add constraint "widget_sessions_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "widget_sessions" add constraint "widget_sessions_chat_session_id_foreign" foreign key ("chat_session_id") references "chat_sessions" ("id") on delete cascade;`);
    this.addSql(`alter table "widget_sessions" add constraint "widget_sessions_customer_id_foreign" foreign key ("customer_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "widget_settings" add constraint "widget_settings_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "widget_sessions" cascade;`);
    this.addSql(`drop table if exists "widget_settings" cascade;`);
    this.addSql(`delete from "chat_sessions" where "channel" = 'widget' or "customer_id" is null;`);
    this.addSql(`alter table "chat_sessions" drop constraint "chat_sessions_customer_id_foreign";`);
    this.addSql(`alter table "chat_sessions" drop constraint "chat_sessions_channel_check";`);
    this.addSql(`alter table "chat_sessions" drop column "page_url", drop column "visitor_name", drop column "visitor_contact";`);
    this.addSql(`alter table "chat_sessions" alter column "customer_id" set not null;`);
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_customer_id_foreign" foreign key ("customer_id") references "users" ("id");`);
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_channel_check" check ("channel" in ('web', 'whatsapp'));`);
  }

}
