import { Migration } from '@mikro-orm/migrations';

export class Migration20261124134000_admins_only_notifications extends Migration {

  override name = 'Migration20261124134000_admins_only_notifications';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`notifications\` add column \`admins_only\` integer not null default false;`);
    this.addSql(`update \`notifications\` set \`admins_only\` = true where \`kind\` in ('usage_limit', 'data_request');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`notifications\` drop column \`admins_only\`;`);
  }

}
