import { Migration } from '@mikro-orm/migrations';

/** Issue 16 (billing): tax invoices, usage warnings, the organization's TRN, and the notification kind usage_limit. */
export class Migration20261124131001_billing extends Migration {

  override name = 'Migration20261124131001_billing';

  override up(): void | Promise<void> {
    this.addSql(`create table "invoices" ("id" serial primary key, "number" varchar(20) not null, "year" int not null, "sequence" int not null, "organization_id" int not null, "period" varchar(7) not null, "issued_at" timestamptz not null, "plan" varchar(32) not null, "supplier_name" varchar(200) not null, "supplier_address" varchar(500) not null, "supplier_trn" varchar(15) not null, "customer_name" varchar(200) not null, "customer_trn" varchar(15) null, "lines" jsonb not null, "net_fils" int not null, "vat_fils" int not null, "total_fils" int not null, "total_usd_cents" int not null, "status" text not null default 'issued', "paid_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "invoices" add constraint "invoices_number_unique" unique ("number");`);
    this.addSql(`create index "invoices_organization_id_index" on "invoices" ("organization_id");`);
    this.addSql(`alter table "invoices" add constraint "invoices_year_sequence_unique" unique ("year", "sequence");`);
    this.addSql(`alter table "invoices" add constraint "invoices_organization_id_period_unique" unique ("organization_id", "period");`);
    this.addSql(`alter table "invoices" add constraint "invoices_status_check" check ("status" in ('issued', 'paid'));`);
    this.addSql(`alter table "invoices" add constraint "invoices_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id");`);
    this.addSql(`create table "usage_warnings" ("id" serial primary key, "organization_id" int not null, "period" varchar(7) not null, "metric" text not null, "level" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "usage_warnings_organization_id_index" on "usage_warnings" ("organization_id");`);
    this.addSql(`alter table "usage_warnings" add constraint "usage_warnings_organization_id_period_metric_level_unique" unique ("organization_id", "period", "metric", "level");`);
    this.addSql(`alter table "usage_warnings" add constraint "usage_warnings_metric_check" check ("metric" in ('users', 'shipments', 'apiCalls', 'storage'));`);
    this.addSql(`alter table "usage_warnings" add constraint "usage_warnings_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "organizations" add "tax_registration_number" varchar(15) null;`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invoices" cascade;`);
    this.addSql(`drop table if exists "usage_warnings" cascade;`);
    this.addSql(`alter table "organizations" drop column "tax_registration_number";`);
    this.addSql(`delete from "notifications" where "kind" = 'usage_limit';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff'));`);
  }

}
