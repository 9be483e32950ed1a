import { Migration } from '@mikro-orm/migrations';

export class Migration20261121063717_audit extends Migration {

  override name = 'Migration20261121063717_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_entries" ("id" serial primary key, "actor_id" int null, "actor_username" varchar(100) not null, "action" varchar(64) not null, "target_type" varchar(32) not null, "target_id" varchar(64) not null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "audit_entries_actor_id_index" on "audit_entries" ("actor_id");`);
    this.addSql(`create index "audit_entries_action_index" on "audit_entries" ("action");`);
    this.addSql(`create index "audit_entries_created_at_index" on "audit_entries" ("created_at");`);

    this.addSql(`alter table "audit_entries" add constraint "audit_entries_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entries" cascade;`);
  }

}
