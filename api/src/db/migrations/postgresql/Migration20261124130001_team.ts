import { Migration } from '@mikro-orm/migrations';

export class Migration20261124130001_team extends Migration {

  override name = 'Migration20261124130001_team';

  override up(): void | Promise<void> {
    this.addSql(`create table "invitations" ("id" serial primary key, "organization_id" int not null, "email" varchar(254) not null, "role" text check ("role" in ('org_user', 'org_admin', 'customer')) not null, "features" jsonb not null, "account_id" int null, "invited_by_id" int null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "invitations_organization_id_index" on "invitations" ("organization_id");`);
    this.addSql(`create index "invitations_account_id_index" on "invitations" ("account_id");`);
    this.addSql(`create index "invitations_invited_by_id_index" on "invitations" ("invited_by_id");`);
    this.addSql(`alter table "invitations" add constraint "invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "invitations" add constraint "invitations_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "invitations" add constraint "invitations_account_id_foreign" foreign key ("account_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "invitations" add constraint "invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "users" add "deactivated_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invitations" cascade;`);
    this.addSql(`alter table "users" drop column "deactivated_at";`);
  }

}
