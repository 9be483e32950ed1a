import { Migration } from '@mikro-orm/migrations';

export class Migration20261124133000_two_factor_rules extends Migration {

  override name = 'Migration20261124133000_two_factor_rules';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`users\` add column \`totp_last_step\` integer null;`);
    this.addSql(`alter table \`organizations\` add column \`require_two_factor\` integer not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`users\` drop column \`totp_last_step\`;`);
    this.addSql(`alter table \`organizations\` drop column \`require_two_factor\`;`);
  }

}
