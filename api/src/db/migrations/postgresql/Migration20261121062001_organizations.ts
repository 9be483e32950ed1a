import { Migration } from '@mikro-orm/migrations';

export class Migration20261121062001_organizations extends Migration {

  override name = 'Migration20261121062001_organizations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "organizations" add "subscription_tier" text not null default 'starter', add "status" text not null default 'active', add "custom_domain" varchar(253) null, add "branding" jsonb null, add "feature_flags" jsonb null;`);
    this.addSql(`alter table "organizations" add constraint "organizations_custom_domain_unique" unique ("custom_domain");`);
    this.addSql(`alter table "organizations" add constraint "organizations_subscription_tier_check" check ("subscription_tier" in ('starter', 'professional', 'enterprise', 'custom'));`);
    this.addSql(`alter table "organizations" add constraint "organizations_status_check" check ("status" in ('active', 'trial', 'suspended', 'cancelled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "organizations" drop constraint "organizations_custom_domain_unique";`);
    this.addSql(`alter table "organizations" drop constraint "organizations_subscription_tier_check";`);
    this.addSql(`alter table "organizations" drop constraint "organizations_status_check";`);
    this.addSql(`alter table "organizations" drop column "subscription_tier", drop column "status", drop column "custom_domain", drop column "branding", drop column "feature_flags";`);
  }

}
