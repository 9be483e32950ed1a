import { Migration } from '@mikro-orm/migrations';
import { rebuild } from './Migration20261126103000_temperature_notifications.ts';

const KINDS_BEFORE =
  "'shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled', 'licence_expiring', 'temperature_excursion'";

/**
 * Issue 20: the API's 1-minute rollups per route template and status class, platform-wide and per organization, and
 * the security events (failed and throttled sign-ins, 429s, password changes); the performance budgets and the
 * alerts, with the notification kind monitoring_alert (the notifications table rebuilt with every kind).
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
    this.addSql(`create table \`monitoring_budgets\` (\`id\` integer not null primary key autoincrement, \`key\` text check (\`key\` in ('api_p95_ms', 'error_rate_5xx', 'lcp_p75_ms', 'inp_p75_ms', 'cls_p75', 'event_loop_p99_ms')) not null, \`threshold\` double not null, \`window_minutes\` integer not null, \`updated_at\` datetime not null);`);
    this.addSql(`create unique index \`monitoring_budgets_key_unique\` on \`monitoring_budgets\` (\`key\`);`);
    this.addSql(`create table \`monitoring_alerts\` (\`id\` integer not null primary key autoincrement, \`rule\` text check (\`rule\` in ('failed_login_spike', 'error_rate_5xx', 'api_p95', 'event_loop_p99')) not null, \`organization_id\` integer null, \`severity\` text check (\`severity\` in ('warning', 'critical')) not null, \`state\` text check (\`state\` in ('firing', 'resolved')) not null, \`value\` double not null, \`threshold\` double not null, \`window_minutes\` integer not null, \`fired_at\` datetime not null, \`resolved_at\` datetime null, \`acknowledged_at\` datetime null, \`acknowledged_by\` text null);`);
    this.addSql(`create index \`monitoring_alerts_organization_id_fired_at_index\` on \`monitoring_alerts\` (\`organization_id\`, \`fired_at\`);`);
    for (const sql of rebuild(`${KINDS_BEFORE}, 'monitoring_alert'`)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from \`notifications\` where \`kind\` = 'monitoring_alert';`);
    for (const sql of rebuild(KINDS_BEFORE)) this.addSql(sql);
    this.addSql(`drop table if exists \`monitoring_alerts\`;`);
    this.addSql(`drop table if exists \`monitoring_budgets\`;`);
    this.addSql(`drop table if exists \`security_events\`;`);
    this.addSql(`drop table if exists \`metric_minutes\`;`);
  }

}
