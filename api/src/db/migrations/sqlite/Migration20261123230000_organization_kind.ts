import { Migration } from '@mikro-orm/migrations';

export class Migration20261123230000_organization_kind extends Migration {

  override name = 'Migration20261123230000_organization_kind';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`organizations\` add column \`kind\` text not null default 'customer' check (\`kind\` in ('customer', 'platform', 'demo'));`);
    // Databases seeded before the column: the seed's two special organizations are known by their subdomains.
    this.addSql(`update \`organizations\` set \`kind\` = 'platform' where \`subdomain\` = 'platform';`);
    this.addSql(`update \`organizations\` set \`kind\` = 'demo' where \`subdomain\` = 'demo';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`organizations\` drop column \`kind\`;`);
  }

}
