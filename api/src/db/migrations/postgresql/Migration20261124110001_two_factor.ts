import { Migration } from '@mikro-orm/migrations';

export class Migration20261124110001_two_factor extends Migration {

  override name = 'Migration20261124110001_two_factor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "totp_secret" varchar(64) null, add "totp_pending_secret" varchar(64) null, add "totp_enabled_at" timestamptz null, add "recovery_codes" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_enabled_at", drop column "recovery_codes";`);
  }

}
