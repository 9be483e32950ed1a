import { Migration } from '@mikro-orm/migrations';

const COLUMNS =
  '`id`, `rule`, `organization_id`, `severity`, `state`, `value`, `threshold`, `window_minutes`, `fired_at`, `resolved_at`, `acknowledged_at`, `acknowledged_by`';

function table(name: string, rules: string): string {
  return `create table \`${name}\` (\`id\` integer not null primary key autoincrement, \`rule\` text check (\`rule\` in (${rules})) not null, \`organization_id\` integer null, \`severity\` text check (\`severity\` in ('warning', 'critical')) not null, \`state\` text check (\`state\` in ('firing', 'resolved')) not null, \`value\` double not null, \`threshold\` double not null, \`window_minutes\` integer not null, \`fired_at\` datetime not null, \`resolved_at\` datetime null, \`acknowledged_at\` datetime null, \`acknowledged_by\` text null);`;
}

const BEFORE = "'failed_login_spike', 'error_rate_5xx', 'api_p95', 'event_loop_p99'";
const AFTER = `${BEFORE}, 'rate_limited_spike', 'plan_limit', 'websocket_flood'`;

/** SQLite keeps the check of a column in the table: rebuilt with the rule kinds it allows. */
function rebuild(rules: string): string[] {
  return [
    table('monitoring_alerts__new', rules),
    `insert into \`monitoring_alerts__new\` (${COLUMNS}) select ${COLUMNS} from \`monitoring_alerts\` where \`rule\` in (${rules});`,
    'drop table `monitoring_alerts`;',
    'alter table `monitoring_alerts__new` rename to `monitoring_alerts`;',
    'create index `monitoring_alerts_organization_id_fired_at_index` on `monitoring_alerts` (`organization_id`, `fired_at`);',
  ];
}

/**
 * Issue 20 (SRE): the alert rules rate_limited_spike (429s), plan_limit (a tenant at 90 % of a plan limit) and
 * websocket_flood (open sockets of an organization or in all).
 */
export class Migration20261127121000_alert_rules extends Migration {

  override name = 'Migration20261127121000_alert_rules';

  override up(): void | Promise<void> {
    for (const sql of rebuild(AFTER)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const sql of rebuild(BEFORE)) this.addSql(sql);
  }

}
