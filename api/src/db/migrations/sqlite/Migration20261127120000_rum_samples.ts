import { Migration } from '@mikro-orm/migrations';

/** Issue 20, real-user monitoring: the web vitals of visitors who accepted analytics cookies, kept 30 days. */
export class Migration20261127120000_rum_samples extends Migration {

  override name = 'Migration20261127120000_rum_samples';

  override up(): void | Promise<void> {
    this.addSql(`create table \`rum_samples\` (\`id\` integer not null primary key autoincrement, \`received_at\` datetime not null, \`metric\` text check (\`metric\` in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')) not null, \`value\` double not null, \`page\` text not null, \`device\` text check (\`device\` in ('mobile', 'desktop')) not null);`);
    this.addSql(`create index \`rum_samples_received_at_index\` on \`rum_samples\` (\`received_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`rum_samples\`;`);
  }

}
