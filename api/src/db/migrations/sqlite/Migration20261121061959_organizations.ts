import { Migration } from '@mikro-orm/migrations';

export class Migration20261121061959_organizations extends Migration {

  override name = 'Migration20261121061959_organizations';

  override up(): void | Promise<void> {
    // Added in place: a table rebuild cannot turn foreign keys off inside the migration's transaction.
    // branding and feature_flags stay null for existing organizations: null means the defaults.
    this.addSql(`alter table \`organizations\` add column \`subscription_tier\` text not null default 'starter' check (\`subscription_tier\` in ('starter', 'professional', 'enterprise', 'custom'));`);
    this.addSql(`alter table \`organizations\` add column \`status\` text not null default 'active' check (\`status\` in ('active', 'trial', 'suspended', 'cancelled'));`);
    this.addSql(`alter table \`organizations\` add column \`custom_domain\` text null;`);
    this.addSql(`alter table \`organizations\` add column \`branding\` json null;`);
    this.addSql(`alter table \`organizations\` add column \`feature_flags\` json null;`);
    this.addSql(`create unique index \`organizations_custom_domain_unique\` on \`organizations\` (\`custom_domain\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists \`organizations_custom_domain_unique\`;`);
    this.addSql(`alter table \`organizations\` drop column \`feature_flags\`;`);
    this.addSql(`alter table \`organizations\` drop column \`branding\`;`);
    this.addSql(`alter table \`organizations\` drop column \`custom_domain\`;`);
    this.addSql(`alter table \`organizations\` drop column \`status\`;`);
    this.addSql(`alter table \`organizations\` drop column \`subscription_tier\`;`);
  }

}
