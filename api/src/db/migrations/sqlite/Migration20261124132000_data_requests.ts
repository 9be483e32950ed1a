import { Migration } from '@mikro-orm/migrations';

export class Migration20261124132000_data_requests extends Migration {

  override name = 'Migration20261124132000_data_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table \`data_requests\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`user_id\` integer null, \`kind\` text check (\`kind\` in ('export', 'erasure')) not null, \`status\` text check (\`status\` in ('pending', 'ready', 'downloaded', 'expired', 'completed', 'rejected')) not null, \`requested_at\` datetime not null, \`due_at\` datetime not null, \`fulfilled_at\` datetime null, \`fulfilled_by_id\` integer null, \`file_key\` text null, \`expires_at\` datetime null, \`downloaded_at\` datetime null, \`rejection_reason\` text null, \`reminders_sent\` integer not null default 0, constraint \`data_requests_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`data_requests_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete set null, constraint \`data_requests_fulfilled_by_id_foreign\` foreign key (\`fulfilled_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`data_requests_organization_id_index\` on \`data_requests\` (\`organization_id\`);`);
    this.addSql(`create index \`data_requests_user_id_index\` on \`data_requests\` (\`user_id\`);`);
    this.addSql(`create index \`data_requests_status_index\` on \`data_requests\` (\`status\`);`);
    this.addSql(`create index \`data_requests_due_at_index\` on \`data_requests\` (\`due_at\`);`);
    this.addSql(`create index \`data_requests_fulfilled_by_id_index\` on \`data_requests\` (\`fulfilled_by_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`data_requests\`;`);
  }

}
