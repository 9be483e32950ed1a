import { Migration } from '@mikro-orm/migrations';

export class Migration20261121054838_leads_analytics extends Migration {

  override name = 'Migration20261121054838_leads_analytics';

  override up(): void | Promise<void> {
    this.addSql(`create table "analytics_events" ("id" serial primary key, "type" text not null, "path" varchar(500) not null, "category" varchar(100) null, "label" varchar(200) null, "value" double precision null, "language" varchar(2) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "analytics_events_created_at_index" on "analytics_events" ("created_at");`);

    this.addSql(`create table "leads" ("id" serial primary key, "name" varchar(200) not null, "company" varchar(200) not null, "email" varchar(254) not null, "company_size" varchar(100) not null, "message" text not null, "language" text not null, "consent" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "leads_email_index" on "leads" ("email");`);

    this.addSql(`alter table "analytics_events" add constraint "analytics_events_type_check" check ("type" in ('page_view', 'event'));`);

    this.addSql(`alter table "leads" add constraint "leads_language_check" check ("language" in ('en', 'ar'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "analytics_events" cascade;`);
    this.addSql(`drop table if exists "leads" cascade;`);
  }

}
