import { Migration } from '@mikro-orm/migrations';

export class Migration20261123220000_email_unique_per_organization extends Migration {

  override name = 'Migration20261123220000_email_unique_per_organization';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists \`users_email_unique\`;`);
    this.addSql(`create unique index \`users_organization_id_email_unique\` on \`users\` (\`organization_id\`, \`email\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists \`users_organization_id_email_unique\`;`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
  }

}
