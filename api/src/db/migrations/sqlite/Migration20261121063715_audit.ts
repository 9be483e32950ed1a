import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063715_audit extends Migration {

  override name = 'Migration20261121063715_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table \`audit_entries\` (\`id\` integer not null primary key autoincrement, \`actor_id\` integer null, \`actor_username\` text not null, \`action\` text not null, \`target_type\` text not null, \`target_id\` text not null, \`before\` json null, \`after\` json null, \`created_at\` datetime not null, constraint \`audit_entries_actor_id_foreign\` foreign key (\`actor_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`audit_entries_actor_id_index\` on \`audit_entries\` (\`actor_id\`);`);
    this.addSql(`create index \`audit_entries_action_index\` on \`audit_entries\` (\`action\`);`);
    this.addSql(`create index \`audit_entries_created_at_index\` on \`audit_entries\` (\`created_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`audit_entries\`;`);
  }

}
