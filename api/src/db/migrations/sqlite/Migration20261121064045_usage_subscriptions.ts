import { Migration } from '@mikro-orm/migrations';

export class Migration20261121064045_usage_subscriptions extends Migration {

  override name = 'Migration20261121064045_usage_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table \`subscriptions\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`plan_id\` text not null, \`status\` text check (\`status\` in ('active', 'past_due', 'cancelled')) not null default 'active', \`billing_cycle\` text check (\`billing_cycle\` in ('monthly', 'annual')) not null default 'monthly', \`next_billing_at\` datetime not null, \`credit_balance_usd\` double not null default 0, \`cancelled_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`subscriptions_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`subscriptions_plan_id_foreign\` foreign key (\`plan_id\`) references \`plans\` (\`id\`));`);
    this.addSql(`create index \`subscriptions_organization_id_index\` on \`subscriptions\` (\`organization_id\`);`);
    this.addSql(`create unique index \`subscriptions_organization_id_unique\` on \`subscriptions\` (\`organization_id\`);`);
    this.addSql(`create index \`subscriptions_plan_id_index\` on \`subscriptions\` (\`plan_id\`);`);

    this.addSql(`create table \`usage_counters\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`month\` text not null, \`api_calls\` integer not null default 0, constraint \`usage_counters_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`usage_counters_organization_id_index\` on \`usage_counters\` (\`organization_id\`);`);
    this.addSql(`create unique index \`usage_counters_organization_id_month_unique\` on \`usage_counters\` (\`organization_id\`, \`month\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`subscriptions\`;`);
    this.addSql(`drop table if exists \`usage_counters\`;`);
  }

}
