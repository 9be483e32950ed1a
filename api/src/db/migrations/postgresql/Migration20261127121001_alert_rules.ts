import { Migration } from '@mikro-orm/migrations';

const BEFORE = "'failed_login_spike', 'error_rate_5xx', 'api_p95', 'event_loop_p99'";

/** Issue 20 (SRE): the alert rules rate_limited_spike, plan_limit and websocket_flood (docs/monitoring.md). */
export class Migration20261127121001_alert_rules extends Migration {

  override name = 'Migration20261127121001_alert_rules';

  override up(): void | Promise<void> {
    this.addSql(`alter table "monitoring_alerts" drop constraint if exists "monitoring_alerts_rule_check";`);
    this.addSql(
      `alter table "monitoring_alerts" add constraint "monitoring_alerts_rule_check" check ("rule" in (${BEFORE}, 'rate_limited_spike', 'plan_limit', 'websocket_flood'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "monitoring_alerts" where "rule" in ('rate_limited_spike', 'plan_limit', 'websocket_flood');`);
    this.addSql(`alter table "monitoring_alerts" drop constraint if exists "monitoring_alerts_rule_check";`);
    this.addSql(`alter table "monitoring_alerts" add constraint "monitoring_alerts_rule_check" check ("rule" in (${BEFORE}));`);
  }

}
