import { Migration } from '@mikro-orm/migrations';

export class Migration20261121055031_support_calls_preferences extends Migration {

  override name = 'Migration20261121055031_support_calls_preferences';

  override up(): void | Promise<void> {
    this.addSql(`create table "support_call_requests" ("id" serial primary key, "reference" varchar(20) not null, "organization_id" int not null, "customer_id" int not null, "shipment_id" int null, "preferred_at" timestamptz not null, "phone" varchar(30) not null, "topic" text not null, "language" text not null, "status" text not null default 'requested', "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "support_call_requests" add constraint "support_call_requests_reference_unique" unique ("reference");`);
    this.addSql(`create index "support_call_requests_organization_id_index" on "support_call_requests" ("organization_id");`);
    this.addSql(`create index "support_call_requests_customer_id_index" on "support_call_requests" ("customer_id");`);

    this.addSql(`alter table "users" add "preferred_language" text null, add "notification_channel" text not null default 'email';`);
    this.addSql(`alter table "users" add constraint "users_preferred_language_check" check ("preferred_language" in ('en', 'ar'));`);
    this.addSql(`alter table "users" add constraint "users_notification_channel_check" check ("notification_channel" in ('whatsapp', 'email', 'web'));`);

    this.addSql(`alter table "support_call_requests" add constraint "support_call_requests_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`alter table "support_call_requests" add constraint "support_call_requests_customer_id_foreign" foreign key ("customer_id") references "users" ("id");`);
    this.addSql(`alter table "support_call_requests" add constraint "support_call_requests_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete set null;`);
    this.addSql(`alter table "support_call_requests" add constraint "support_call_requests_language_check" check ("language" in ('en', 'ar'));`);
    this.addSql(`alter table "support_call_requests" add constraint "support_call_requests_status_check" check ("status" in ('requested', 'scheduled', 'done', 'cancelled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "support_call_requests" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_preferred_language_check";`);
    this.addSql(`alter table "users" drop constraint "users_notification_channel_check";`);
    this.addSql(`alter table "users" drop column "preferred_language", drop column "notification_channel";`);
  }

}
