import { Migration } from '@mikro-orm/migrations';

export class Migration20261121080446_documents_notifications_profile extends Migration {

  override name = 'Migration20261121080446_documents_notifications_profile';

  override up(): void | Promise<void> {
    this.addSql(`create table "notifications" ("id" serial primary key, "organization_id" int not null, "kind" text not null, "shipment_id" int null, "support_case_id" int null, "chat_session_id" varchar(128) null, "customer_id" int null, "detail" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "notifications_organization_id_index" on "notifications" ("organization_id");`);
    this.addSql(`create index "notifications_created_at_index" on "notifications" ("created_at");`);

    this.addSql(`create table "notification_reads" ("id" serial primary key, "notification_id" int not null, "user_id" int not null, "read_at" timestamptz not null);`);
    this.addSql(`create index "notification_reads_notification_id_index" on "notification_reads" ("notification_id");`);
    this.addSql(`create index "notification_reads_user_id_index" on "notification_reads" ("user_id");`);
    this.addSql(`alter table "notification_reads" add constraint "notification_reads_notification_id_user_id_unique" unique ("notification_id", "user_id");`);

    this.addSql(`alter table "users" add "job_title" varchar(100) null, add "email_notifications" boolean not null default true;`);

    this.addSql(`alter table "compliance_documents" add "file_name" varchar(200) null, add "content_type" varchar(100) null, add "size_bytes" int null, add "storage_key" varchar(200) null, add "uploaded_by_id" int null, add "reviewed_by_id" int null, add "reviewed_at" timestamptz null;`);
    this.addSql(`alter table "compliance_documents" add constraint "compliance_documents_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "compliance_documents" add constraint "compliance_documents_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "compliance_documents" add constraint "compliance_documents_storage_key_unique" unique ("storage_key");`);

    this.addSql(`alter table "notifications" add constraint "notifications_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete set null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_support_case_id_foreign" foreign key ("support_case_id") references "support_cases" ("id") on delete set null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_chat_session_id_foreign" foreign key ("chat_session_id") references "chat_sessions" ("id") on delete set null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_customer_id_foreign" foreign key ("customer_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff'));`);

    this.addSql(`alter table "notification_reads" add constraint "notification_reads_notification_id_foreign" foreign key ("notification_id") references "notifications" ("id") on delete cascade;`);
    this.addSql(`alter table "notification_reads" add constraint "notification_reads_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notification_reads" drop constraint "notification_reads_notification_id_foreign";`);

    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "notification_reads" cascade;`);

    this.addSql(`alter table "compliance_documents" drop constraint "compliance_documents_uploaded_by_id_foreign";`);
    this.addSql(`alter table "compliance_documents" drop constraint "compliance_documents_reviewed_by_id_foreign";`);

    this.addSql(`alter table "compliance_documents" drop constraint "compliance_documents_storage_key_unique";`);
    this.addSql(`alter table "compliance_documents" drop column "file_name", drop column "content_type", drop column "size_bytes", drop column "storage_key", drop column "uploaded_by_id", drop column "reviewed_by_id", drop column "reviewed_at";`);

    this.addSql(`alter table "users" drop column "job_title", drop column "email_notifications";`);
  }

}
