import { Migration } from '@mikro-orm/migrations';

export class Migration20261121053930_sessions_chat_cases extends Migration {

  override name = 'Migration20261121053930_sessions_chat_cases';

  override up(): void | Promise<void> {
    this.addSql(`create table "sessions" ("id" varchar(43) not null, "user_id" int not null, "kind" text not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "last_seen_at" timestamptz not null, "revoked_at" timestamptz null, "ip" varchar(64) null, "user_agent" varchar(300) null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "chat_sessions" ("id" varchar(128) not null, "organization_id" int not null, "customer_id" int not null, "owner_id" int null, "visitor_id" varchar(64) null, "channel" text not null, "status" text not null default 'open', "handoff_reason" text null, "handoff_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "chat_sessions_organization_id_index" on "chat_sessions" ("organization_id");`);
    this.addSql(`create index "chat_sessions_customer_id_index" on "chat_sessions" ("customer_id");`);
    this.addSql(`create index "chat_sessions_owner_id_index" on "chat_sessions" ("owner_id");`);
    this.addSql(`create index "chat_sessions_visitor_id_index" on "chat_sessions" ("visitor_id");`);

    this.addSql(`create table "support_cases" ("id" serial primary key, "reference" varchar(20) not null, "organization_id" int not null, "customer_id" int not null, "shipment_id" int null, "chat_session_id" varchar(128) null, "category" text not null, "status" text not null default 'open', "summary" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "support_cases" add constraint "support_cases_reference_unique" unique ("reference");`);
    this.addSql(`create index "support_cases_organization_id_index" on "support_cases" ("organization_id");`);
    this.addSql(`create index "support_cases_customer_id_index" on "support_cases" ("customer_id");`);

    this.addSql(`create table "chat_messages" ("id" serial primary key, "session_id" varchar(128) not null, "role" text not null, "author_id" int null, "content" text not null, "language" text not null, "metadata" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "chat_messages_session_id_index" on "chat_messages" ("session_id");`);

    this.addSql(`alter table "shipments" add "tracking_key" varchar(32) not null default '', add "awb_number" varchar(11) null, add "container_number" varchar(11) null;`);
    // Backfill existing rows before the unique constraint is built.
    this.addSql(`update "shipments" set "tracking_key" = replace(replace(upper("tracking_number"), '-', ''), ' ', '');`);
    this.addSql(`alter table "shipments" alter column "tracking_key" drop default;`);
    this.addSql(`alter table "shipments" add constraint "shipments_tracking_key_unique" unique ("tracking_key");`);
    this.addSql(`create index "shipments_awb_number_index" on "shipments" ("awb_number");`);
    this.addSql(`create index "shipments_container_number_index" on "shipments" ("container_number");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "sessions" add constraint "sessions_kind_check" check ("kind" in ('user', 'admin'));`);

    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_customer_id_foreign" foreign key ("customer_id") references "users" ("id");`);
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_channel_check" check ("channel" in ('web', 'whatsapp'));`);
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_status_check" check ("status" in ('open', 'handoff', 'closed'));`);

    this.addSql(`alter table "support_cases" add constraint "support_cases_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`alter table "support_cases" add constraint "support_cases_customer_id_foreign" foreign key ("customer_id") references "users" ("id");`);
    this.addSql(`alter table "support_cases" add constraint "support_cases_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete set null;`);
    this.addSql(`alter table "support_cases" add constraint "support_cases_chat_session_id_foreign" foreign key ("chat_session_id") references "chat_sessions" ("id") on delete set null;`);
    this.addSql(`alter table "support_cases" add constraint "support_cases_category_check" check ("category" in ('damaged', 'missing', 'delayed', 'wrong_item', 'other'));`);
    this.addSql(`alter table "support_cases" add constraint "support_cases_status_check" check ("status" in ('open', 'in_progress', 'resolved'));`);

    this.addSql(`alter table "chat_messages" add constraint "chat_messages_session_id_foreign" foreign key ("session_id") references "chat_sessions" ("id") on delete cascade;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_role_check" check ("role" in ('user', 'assistant'));`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_language_check" check ("language" in ('en', 'ar'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "support_cases" drop constraint "support_cases_chat_session_id_foreign";`);
    this.addSql(`alter table "chat_messages" drop constraint "chat_messages_session_id_foreign";`);

    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "chat_sessions" cascade;`);
    this.addSql(`drop table if exists "support_cases" cascade;`);
    this.addSql(`drop table if exists "chat_messages" cascade;`);

    this.addSql(`alter table "shipments" drop constraint "shipments_tracking_key_unique";`);
    this.addSql(`drop index "shipments_awb_number_index";`);
    this.addSql(`drop index "shipments_container_number_index";`);
    this.addSql(`alter table "shipments" drop column "tracking_key", drop column "awb_number", drop column "container_number";`);
  }

}
