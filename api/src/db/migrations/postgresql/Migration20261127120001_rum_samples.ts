import { Migration } from '@mikro-orm/migrations';

/** Issue 20, real-user monitoring: the web vitals of visitors who accepted analytics cookies, kept 30 days. */
export class Migration20261127120001_rum_samples extends Migration {

  override name = 'Migration20261127120001_rum_samples';

  override up(): void | Promise<void> {
    this.addSql(`create table "rum_samples" ("id" serial primary key, "received_at" timestamptz not null, "metric" text not null, "value" double precision not null, "page" varchar(120) not null, "device" text not null);`);
    this.addSql(`alter table "rum_samples" add constraint "rum_samples_metric_check" check ("metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB'));`);
    this.addSql(`alter table "rum_samples" add constraint "rum_samples_device_check" check ("device" in ('mobile', 'desktop'));`);
    this.addSql(`create index "rum_samples_received_at_index" on "rum_samples" ("received_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rum_samples";`);
  }

}
