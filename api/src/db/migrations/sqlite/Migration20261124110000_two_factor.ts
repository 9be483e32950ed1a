import { Migration } from '@mikro-orm/migrations';

export class Migration20261124110000_two_factor extends Migration {

  override name = 'Migration20261124110000_two_factor';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`users\` add column \`totp_secret\` text null;`);
    this.addSql(`alter table \`users\` add column \`totp_pending_secret\` text null;`);
    this.addSql(`alter table \`users\` add column \`totp_enabled_at\` datetime null;`);
    this.addSql(`alter table \`users\` add column \`recovery_codes\` json null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`users\` drop column \`totp_secret\`;`);
    this.addSql(`alter table \`users\` drop column \`totp_pending_secret\`;`);
    this.addSql(`alter table \`users\` drop column \`totp_enabled_at\`;`);
    this.addSql(`alter table \`users\` drop column \`recovery_codes\`;`);
  }

}
