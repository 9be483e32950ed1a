import { Migration } from '@mikro-orm/migrations';

const BEFORE = "'shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled', 'licence_expiring'";

/** SQLite cannot change a check constraint: the notifications table is rebuilt with the kinds allowed, rows kept (issue 20's migration too). */
export const rebuild = (kinds: string) => [
  `pragma foreign_keys = off;`,
  `create table \`notifications__temp_alter\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`kind\` text check (\`kind\` in (${kinds})) not null, \`shipment_id\` integer null, \`support_case_id\` integer null, \`chat_session_id\` text null, \`customer_id\` integer null, \`detail\` text null, \`admins_only\` integer not null default false, \`created_at\` datetime not null, constraint \`notifications_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`notifications_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete set null, constraint \`notifications_support_case_id_foreign\` foreign key (\`support_case_id\`) references \`support_cases\` (\`id\`) on delete set null, constraint \`notifications_chat_session_id_foreign\` foreign key (\`chat_session_id\`) references \`chat_sessions\` (\`id\`) on delete set null, constraint \`notifications_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`) on delete set null);`,
  `insert into \`notifications__temp_alter\` select \`id\`, \`organization_id\`, \`kind\`, \`shipment_id\`, \`support_case_id\`, \`chat_session_id\`, \`customer_id\`, \`detail\`, \`admins_only\`, \`created_at\` from \`notifications\`;`,
  `drop table \`notifications\`;`,
  `alter table \`notifications__temp_alter\` rename to \`notifications\`;`,
  `create index \`notifications_organization_id_index\` on \`notifications\` (\`organization_id\`);`,
  `create index \`notifications_shipment_id_index\` on \`notifications\` (\`shipment_id\`);`,
  `create index \`notifications_support_case_id_index\` on \`notifications\` (\`support_case_id\`);`,
  `create index \`notifications_chat_session_id_index\` on \`notifications\` (\`chat_session_id\`);`,
  `create index \`notifications_customer_id_index\` on \`notifications\` (\`customer_id\`);`,
  `create index \`notifications_created_at_index\` on \`notifications\` (\`created_at\`);`,
  `pragma foreign_keys = on;`,
];

/** Issue 18 (Temperature Monitoring): the notification kind temperature_excursion, written in the reader's language. */
export class Migration20261126103000_temperature_notifications extends Migration {

  override name = 'Migration20261126103000_temperature_notifications';

  override up(): void | Promise<void> {
    for (const sql of rebuild(`${BEFORE}, 'temperature_excursion'`)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from \`notifications\` where \`kind\` = 'temperature_excursion';`);
    for (const sql of rebuild(BEFORE)) this.addSql(sql);
  }

}
