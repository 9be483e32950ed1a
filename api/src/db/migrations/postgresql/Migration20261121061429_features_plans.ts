import { Migration } from '@mikro-orm/migrations';

export class Migration20261121061429_features_plans extends Migration {

  override name = 'Migration20261121061429_features_plans';

  override up(): void | Promise<void> {
    this.addSql(`create table "features" ("id" varchar(64) not null, "name" varchar(200) not null, "category" text not null, "description" text not null, "is_active" boolean not null default true, primary key ("id"));`);

    this.addSql(`create table "plans" ("id" varchar(32) not null, "name" varchar(100) not null, "monthly_base_fee_usd" double precision null, "included_api_calls" int not null, "overage_rate_usd" double precision null, "features" jsonb not null, "shipment_limit" int not null, "user_limit" int not null, "storage_gb_limit" int not null, "sort_order" int not null, primary key ("id"));`);

    this.addSql(`create table "user_features" ("id" serial primary key, "user_id" int not null, "feature_id" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "user_features_user_id_index" on "user_features" ("user_id");`);
    this.addSql(`create index "user_features_feature_id_index" on "user_features" ("feature_id");`);
    this.addSql(`alter table "user_features" add constraint "user_features_user_id_feature_id_unique" unique ("user_id", "feature_id");`);

    this.addSql(`alter table "users" add "company_name" varchar(200) null, add "phone_number" varchar(30) null, add "plan_type" text not null default 'starter', add "is_enterprise" boolean not null default false;`);
    this.addSql(`alter table "users" add constraint "users_plan_type_check" check ("plan_type" in ('starter', 'professional', 'enterprise'));`);

    this.addSql(`alter table "features" add constraint "features_category_check" check ("category" in ('core', 'uae', 'compliance', 'analytics', 'integration', 'others'));`);

    this.addSql(`alter table "user_features" add constraint "user_features_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "user_features" add constraint "user_features_feature_id_foreign" foreign key ("feature_id") references "features" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_features" drop constraint "user_features_feature_id_foreign";`);

    this.addSql(`drop table if exists "features" cascade;`);
    this.addSql(`drop table if exists "plans" cascade;`);
    this.addSql(`drop table if exists "user_features" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_plan_type_check";`);
    this.addSql(`alter table "users" drop column "company_name", drop column "phone_number", drop column "plan_type", drop column "is_enterprise";`);
  }

}
