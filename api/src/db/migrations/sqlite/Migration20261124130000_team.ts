import { Migration } from '@mikro-orm/migrations';

export class Migration20261124130000_team extends Migration {

  override name = 'Migration20261124130000_team';

  override up(): void | Promise<void> {
    this.addSql(`create table \`invitations\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`email\` text not null, \`role\` text check (\`role\` in ('org_user', 'org_admin', 'customer')) not null, \`features\` json not null, \`account_id\` integer null, \`invited_by_id\` integer null, \`token_hash\` text not null, \`expires_at\` datetime not null, \`accepted_at\` datetime null, \`revoked_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`invitations_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`invitations_account_id_foreign\` foreign key (\`account_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`invitations_invited_by_id_foreign\` foreign key (\`invited_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`invitations_organization_id_index\` on \`invitations\` (\`organization_id\`);`);
    this.addSql(`create index \`invitations_account_id_index\` on \`invitations\` (\`account_id\`);`);
    this.addSql(`create index \`invitations_invited_by_id_index\` on \`invitations\` (\`invited_by_id\`);`);
    this.addSql(`create unique index \`invitations_token_hash_unique\` on \`invitations\` (\`token_hash\`);`);
    this.addSql(`alter table \`users\` add column \`deactivated_at\` datetime null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`invitations\`;`);
    this.addSql(`alter table \`users\` drop column \`deactivated_at\`;`);
  }

}
