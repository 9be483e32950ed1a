import { Migration } from '@mikro-orm/migrations';

export class Migration20261121064046_usage_subscriptions extends Migration {

  override name = 'Migration20261121064046_usage_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table "subscriptions" ("id" serial primary key, "organization_id" int not null, "plan_id" varchar(32) not null, "status" text not null default 'active', "billing_cycle" text not null default 'monthly', "next_billing_at" timestamptz not null, "credit_balance_usd" double precision not null default 0, "cancelled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_organization_id_unique" unique ("organization_id");`);
    this.addSql(`create index "subscriptions_plan_id_index" on "subscriptions" ("plan_id");`);

    this.addSql(`create table "usage_counters" ("id" serial primary key, "organization_id" int not null, "month" varchar(7) not null, "api_calls" int not null default 0);`);
    this.addSql(`create index "usage_counters_organization_id_index" on "usage_counters" ("organization_id");`);
    this.addSql(`alter table "usage_counters" add constraint "usage_counters_organization_id_month_unique" unique ("organization_id", "month");`);

    this.addSql(`alter table "subscriptions" add constraint "subscriptions_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_plan_id_foreign" foreign key ("plan_id") references "plans" ("id");`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_status_check" check ("status" in ('active', 'past_due', 'cancelled'));`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_billing_cycle_check" check ("billing_cycle" in ('monthly', 'annual'));`);

    this.addSql(`alter table "usage_counters" add constraint "usage_counters_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "subscriptions" cascade;`);
    this.addSql(`drop table if exists "usage_counters" cascade;`);
  }

}
