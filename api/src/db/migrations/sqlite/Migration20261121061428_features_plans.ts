import { Migration } from '@mikro-orm/migrations';

export class Migration20261121061428_features_plans extends Migration {

  override name = 'Migration20261121061428_features_plans';

  override up(): void | Promise<void> {
    this.addSql(`create table \`features\` (\`id\` text not null primary key, \`name\` text not null, \`category\` text check (\`category\` in ('core', 'uae', 'compliance', 'analytics', 'integration', 'others')) not null, \`description\` text not null, \`is_active\` integer not null default true);`);

    this.addSql(`create table \`plans\` (\`id\` text not null primary key, \`name\` text not null, \`monthly_base_fee_usd\` double null, \`included_api_calls\` integer not null, \`overage_rate_usd\` double null, \`features\` json not null, \`shipment_limit\` integer not null, \`user_limit\` integer not null, \`storage_gb_limit\` integer not null, \`sort_order\` integer not null);`);

    this.addSql(`create table \`user_features\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`feature_id\` text not null, \`created_at\` datetime not null, constraint \`user_features_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`user_features_feature_id_foreign\` foreign key (\`feature_id\`) references \`features\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`user_features_user_id_index\` on \`user_features\` (\`user_id\`);`);
    this.addSql(`create index \`user_features_feature_id_index\` on \`user_features\` (\`feature_id\`);`);
    this.addSql(`create unique index \`user_features_user_id_feature_id_unique\` on \`user_features\` (\`user_id\`, \`feature_id\`);`);

    // Added in place: a table rebuild cannot turn foreign keys off inside the migration's transaction.
    this.addSql(`alter table \`users\` add column \`company_name\` text null;`);
    this.addSql(`alter table \`users\` add column \`phone_number\` text null;`);
    this.addSql(`alter table \`users\` add column \`plan_type\` text not null default 'starter' check (\`plan_type\` in ('starter', 'professional', 'enterprise'));`);
    this.addSql(`alter table \`users\` add column \`is_enterprise\` integer not null default false;`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`features\`;`);
    this.addSql(`drop table if exists \`plans\`;`);
    this.addSql(`drop table if exists \`user_features\`;`);

    this.addSql(`alter table \`users\` drop column \`is_enterprise\`;`);
    this.addSql(`alter table \`users\` drop column \`plan_type\`;`);
    this.addSql(`alter table \`users\` drop column \`phone_number\`;`);
    this.addSql(`alter table \`users\` drop column \`company_name\`;`);
  }

}
