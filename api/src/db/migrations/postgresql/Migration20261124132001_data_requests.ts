import { Migration } from '@mikro-orm/migrations';

export class Migration20261124132001_data_requests extends Migration {

  override name = 'Migration20261124132001_data_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "data_requests" ("id" serial primary key, "organization_id" int not null, "user_id" int null, "kind" text check ("kind" in ('export', 'erasure')) not null, "status" text check ("status" in ('pending', 'ready', 'downloaded', 'expired', 'completed', 'rejected')) not null, "requested_at" timestamptz not null, "due_at" timestamptz not null, "fulfilled_at" timestamptz null, "fulfilled_by_id" int null, "file_key" varchar(200) null, "expires_at" timestamptz null, "downloaded_at" timestamptz null, "rejection_reason" text null, "reminders_sent" int not null default 0);`);
    this.addSql(`create index "data_requests_organization_id_index" on "data_requests" ("organization_id");`);
    this.addSql(`create index "data_requests_user_id_index" on "data_requests" ("user_id");`);
    this.addSql(`create index "data_requests_status_index" on "data_requests" ("status");`);
    this.addSql(`create index "data_requests_due_at_index" on "data_requests" ("due_at");`);
    this.addSql(`alter table "data_requests" add constraint "data_requests_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "data_requests" add constraint "data_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "data_requests" add constraint "data_requests_fulfilled_by_id_foreign" foreign key ("fulfilled_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "data_requests" cascade;`);
  }

}
