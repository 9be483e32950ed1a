import { Migration } from '@mikro-orm/migrations';

export class Migration20261121080529_usage_day_counters extends Migration {

  override name = 'Migration20261121080529_usage_day_counters';

  override up(): void | Promise<void> {
    this.addSql(`create table \`usage_day_counters\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`day\` text not null, \`api_calls\` integer not null default 0, constraint \`usage_day_counters_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`usage_day_counters_organization_id_index\` on \`usage_day_counters\` (\`organization_id\`);`);
    this.addSql(`create unique index \`usage_day_counters_organization_id_day_unique\` on \`usage_day_counters\` (\`organization_id\`, \`day\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`usage_day_counters\`;`);
  }

}
