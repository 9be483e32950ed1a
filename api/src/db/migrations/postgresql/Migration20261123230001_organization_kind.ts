import { Migration } from '@mikro-orm/migrations';

export class Migration20261123230001_organization_kind extends Migration {

  override name = 'Migration20261123230001_organization_kind';

  override up(): void | Promise<void> {
    this.addSql(`alter table "organizations" add "kind" text not null default 'customer';`);
    this.addSql(`alter table "organizations" add constraint "organizations_kind_check" check ("kind" in ('customer', 'platform', 'demo'));`);
    // Databases seeded before the column: the seed's two special organizations are known by their subdomains.
    this.addSql(`update "organizations" set "kind" = 'platform' where "subdomain" = 'platform';`);
    this.addSql(`update "organizations" set "kind" = 'demo' where "subdomain" = 'demo';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "organizations" drop constraint "organizations_kind_check";`);
    this.addSql(`alter table "organizations" drop column "kind";`);
  }

}
