import { Migration } from '@mikro-orm/migrations';

export class Migration20261121080534_usage_day_counters extends Migration {

  override name = 'Migration20261121080534_usage_day_counters';

  override up(): void | Promise<void> {
    this.addSql(`create table "usage_day_counters" ("id" serial primary key, "organization_id" int not null, "day" varchar(10) not null, "api_calls" int not null default 0);`);
    this.addSql(`create index "usage_day_counters_organization_id_index" on "usage_day_counters" ("organization_id");`);
    this.addSql(`alter table "usage_day_counters" add constraint "usage_day_counters_organization_id_day_unique" unique ("organization_id", "day");`);

    this.addSql(`alter table "usage_day_counters" add constraint "usage_day_counters_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "usage_day_counters" cascade;`);
  }

}
