import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: the API's 1-minute rollups per route template and status class, platform-wide and per organization, and
 * the security events (failed and throttled sign-ins, 429s, password changes).
 */
export class Migration20261127110000_monitoring extends Migration {

  override name = 'Migration20261127110000_monitoring';

  override up(): void | Promise<void> {
    this.addSql(`create table \`metric_minutes\` (\`id\` integer not null primary key autoincrement, \`minute\` datetime not null, \`organization_id\` integer not null, \`route\` text not null, \`status_class\` integer not null, \`requests\` integer not null default 0, \`total_ms\` integer not null default 0, \`b5\` integer not null default 0, \`b10\` integer not null default 0, \`b25\` integer not null default 0, \`b50\` integer not null default 0, \`b100\` integer not null default 0, \`b200\` integer not null default 0, \`b300\` integer not null default 0, \`b500\` integer not null default 0, \`b1000\` integer not null default 0, \`b2500\` integer not null default 0, \`b5000\` integer not null default 0);`);
    this.addSql(`create index \`metric_minutes_organization_id_minute_index\` on \`metric_minutes\` (\`organization_id\`, \`minute\`);`);
    this.addSql(`create unique index \`metric_minutes_minute_organization_id_route_status_class_unique\` on \`metric_minutes\` (\`minute\`, \`organization_id\`, \`route\`, \`status_class\`);`);
    this.addSql(`create table \`security_events\` (\`id\` integer not null primary key autoincrement, \`occurred_at\` datetime not null, \`kind\` text check (\`kind\` in ('login_failed', 'login_throttled', 'rate_limited', 'password_changed')) not null, \`organization_id\` integer null, \`user_id\` integer null, \`username\` text null, \`ip\` text null, \`route\` text null);`);
    this.addSql(`create index \`security_events_occurred_at_index\` on \`security_events\` (\`occurred_at\`);`);
    this.addSql(`create index \`security_events_organization_id_occurred_at_index\` on \`security_events\` (\`organization_id\`, \`occurred_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`security_events\`;`);
    this.addSql(`drop table if exists \`metric_minutes\`;`);
  }

}
