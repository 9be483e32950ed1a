import { Migration } from '@mikro-orm/migrations';

export class Migration20261121055029_support_calls_preferences extends Migration {

  override name = 'Migration20261121055029_support_calls_preferences';

  override up(): void | Promise<void> {
    this.addSql(`create table \`support_call_requests\` (\`id\` integer not null primary key autoincrement, \`reference\` text not null, \`organization_id\` integer not null, \`customer_id\` integer not null, \`shipment_id\` integer null, \`preferred_at\` datetime not null, \`phone\` text not null, \`topic\` text not null, \`language\` text check (\`language\` in ('en', 'ar')) not null, \`status\` text check (\`status\` in ('requested', 'scheduled', 'done', 'cancelled')) not null default 'requested', \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`support_call_requests_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`support_call_requests_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`), constraint \`support_call_requests_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete set null);`);
    this.addSql(`create unique index \`support_call_requests_reference_unique\` on \`support_call_requests\` (\`reference\`);`);
    this.addSql(`create index \`support_call_requests_organization_id_index\` on \`support_call_requests\` (\`organization_id\`);`);
    this.addSql(`create index \`support_call_requests_customer_id_index\` on \`support_call_requests\` (\`customer_id\`);`);
    this.addSql(`create index \`support_call_requests_shipment_id_index\` on \`support_call_requests\` (\`shipment_id\`);`);

    // Added in place: a table rebuild cannot turn foreign keys off inside the migration's transaction.
    this.addSql(`alter table \`users\` add column \`preferred_language\` text null check (\`preferred_language\` in ('en', 'ar'));`);
    this.addSql(`alter table \`users\` add column \`notification_channel\` text not null default 'email' check (\`notification_channel\` in ('whatsapp', 'email', 'web'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`support_call_requests\`;`);

    this.addSql(`alter table \`users\` drop column \`notification_channel\`;`);
    this.addSql(`alter table \`users\` drop column \`preferred_language\`;`);
  }

}
