import { Migration } from '@mikro-orm/migrations';

export class Migration20261123220001_email_unique_per_organization extends Migration {

  override name = 'Migration20261123220001_email_unique_per_organization';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_email_unique";`);
    this.addSql(`alter table "users" add constraint "users_organization_id_email_unique" unique ("organization_id", "email");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_organization_id_email_unique";`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
  }

}
