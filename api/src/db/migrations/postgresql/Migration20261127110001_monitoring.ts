import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: the API's 1-minute rollups per route template and status class, platform-wide and per organization, and
 * the security events (failed and throttled sign-ins, 429s, password changes); the performance budgets and the
 * alerts, with the notification kind monitoring_alert.
 */
export class Migration20261127110001_monitoring extends Migration {

  override name = 'Migration20261127110001_monitoring';

  override up(): void | Promise<void> {
    this.addSql(`create table "metric_minutes" ("id" serial primary key, "minute" timestamptz not null, "organization_id" int not null, "route" varchar(120) not null, "status_class" int not null, "requests" int not null default 0, "total_ms" int not null default 0, "b5" int not null default 0, "b10" int not null default 0, "b25" int not null default 0, "b50" int not null default 0, "b100" int not null default 0, "b200" int not null default 0, "b300" int not null default 0, "b500" int not null default 0, "b1000" int not null default 0, "b2500" int not null default 0, "b5000" int not null default 0);`);
    this.addSql(`create index "metric_minutes_organization_id_minute_index" on "metric_minutes" ("organization_id", "minute");`);
    this.addSql(`alter table "metric_minutes" add constraint "metric_minutes_minute_organization_id_route_status_class_unique" unique ("minute", "organization_id", "route", "status_class");`);
    this.addSql(`create table "security_events" ("id" serial primary key, "occurred_at" timestamptz not null, "kind" text not null, "organization_id" int null, "user_id" int null, "username" varchar(100) null, "ip" varchar(64) null, "route" varchar(120) null);`);
    this.addSql(`alter table "security_events" add constraint "security_events_kind_check" check ("kind" in ('login_failed', 'login_throttled', 'rate_limited', 'password_changed'));`);
    this.addSql(`create index "security_events_occurred_at_index" on "security_events" ("occurred_at");`);
    this.addSql(`create index "security_events_organization_id_occurred_at_index" on "security_events" ("organization_id", "occurred_at");`);
    this.addSql(`create table "monitoring_budgets" ("id" serial primary key, "key" text not null, "threshold" double precision not null, "window_minutes" int not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "monitoring_budgets" add constraint "monitoring_budgets_key_check" check ("key" in ('api_p95_ms', 'error_rate_5xx', 'lcp_p75_ms', 'inp_p75_ms', 'cls_p75', 'event_loop_p99_ms'));`);
    this.addSql(`alter table "monitoring_budgets" add constraint "monitoring_budgets_key_unique" unique ("key");`);
    this.addSql(`create table "monitoring_alerts" ("id" serial primary key, "rule" text not null, "organization_id" int null, "severity" text not null, "state" text not null, "value" double precision not null, "threshold" double precision not null, "window_minutes" int not null, "fired_at" timestamptz not null, "resolved_at" timestamptz null, "acknowledged_at" timestamptz null, "acknowledged_by" varchar(100) null);`);
    this.addSql(`alter table "monitoring_alerts" add constraint "monitoring_alerts_rule_check" check ("rule" in ('failed_login_spike', 'error_rate_5xx', 'api_p95', 'event_loop_p99'));`);
    this.addSql(`alter table "monitoring_alerts" add constraint "monitoring_alerts_severity_check" check ("severity" in ('warning', 'critical'));`);
    this.addSql(`alter table "monitoring_alerts" add constraint "monitoring_alerts_state_check" check ("state" in ('firing', 'resolved'));`);
    this.addSql(`create index "monitoring_alerts_organization_id_fired_at_index" on "monitoring_alerts" ("organization_id", "fired_at");`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled', 'licence_expiring', 'temperature_excursion', 'monitoring_alert'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notifications" where "kind" = 'monitoring_alert';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled', 'licence_expiring', 'temperature_excursion'));`);
    this.addSql(`drop table if exists "monitoring_alerts" cascade;`);
    this.addSql(`drop table if exists "monitoring_budgets" cascade;`);
    this.addSql(`drop table if exists "security_events" cascade;`);
    this.addSql(`drop table if exists "metric_minutes" cascade;`);
  }

}
