import { Migration } from '@mikro-orm/migrations';

/** Issue 19 (Predictive Analytics): each training of an organization's delay-risk model. */
export class Migration20261127100001_predictive_model_runs extends Migration {

  override name = 'Migration20261127100001_predictive_model_runs';

  override up(): void | Promise<void> {
    this.addSql(`create table "predictive_model_runs" ("id" serial primary key, "organization_id" int not null, "status" text check ("status" in ('trained', 'insufficient_history')) not null, "trigger" text check ("trigger" in ('schedule', 'manual', 'first_visit')) not null, "trained_by_id" int null, "trained_at" timestamptz not null, "sample" jsonb not null, "metrics" jsonb null, "model" jsonb null);`);
    this.addSql(`create index "predictive_model_runs_organization_id_index" on "predictive_model_runs" ("organization_id");`);
    this.addSql(`create index "predictive_model_runs_trained_at_index" on "predictive_model_runs" ("trained_at");`);
    this.addSql(`alter table "predictive_model_runs" add constraint "predictive_model_runs_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "predictive_model_runs" add constraint "predictive_model_runs_trained_by_id_foreign" foreign key ("trained_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "predictive_model_runs" cascade;`);
  }

}
