import { Migration } from '@mikro-orm/migrations';

export class Migration20261121054837_leads_analytics extends Migration {

  override name = 'Migration20261121054837_leads_analytics';

  override up(): void | Promise<void> {
    this.addSql(`create table \`analytics_events\` (\`id\` integer not null primary key autoincrement, \`type\` text check (\`type\` in ('page_view', 'event')) not null, \`path\` text not null, \`category\` text null, \`label\` text null, \`value\` double null, \`language\` text null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`analytics_events_created_at_index\` on \`analytics_events\` (\`created_at\`);`);

    this.addSql(`create table \`leads\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`company\` text not null, \`email\` text not null, \`company_size\` text not null, \`message\` text not null, \`language\` text check (\`language\` in ('en', 'ar')) not null, \`consent\` json not null, \`created_at\` datetime not null);`);
    this.addSql(`create index \`leads_email_index\` on \`leads\` (\`email\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`shipments__temp_alter\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`customer_id\` integer not null, \`tracking_number\` text not null, \`tracking_key\` text not null, \`awb_number\` text null, \`container_number\` text null, \`status\` text check (\`status\` in ('in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending')) not null, \`origin\` text not null, \`destination\` text not null, \`service\` text not null, \`weight_kg\` double not null, \`length_cm\` integer not null, \`width_cm\` integer not null, \`height_cm\` integer not null, \`declared_value_aed\` double not null, \`description\` text null, \`estimated_delivery\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`shipments_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`shipments_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`));`);
    this.addSql(`insert into \`shipments__temp_alter\` select \`id\`, \`organization_id\`, \`customer_id\`, \`tracking_number\`, \`tracking_key\`, \`awb_number\`, \`container_number\`, \`status\`, \`origin\`, \`destination\`, \`service\`, \`weight_kg\`, \`length_cm\`, \`width_cm\`, \`height_cm\`, \`declared_value_aed\`, \`description\`, \`estimated_delivery\`, \`created_at\`, \`updated_at\` from \`shipments\`;`);
    this.addSql(`drop table \`shipments\`;`);
    this.addSql(`alter table \`shipments__temp_alter\` rename to \`shipments\`;`);
    this.addSql(`create index \`shipments_organization_id_index\` on \`shipments\` (\`organization_id\`);`);
    this.addSql(`create index \`shipments_customer_id_index\` on \`shipments\` (\`customer_id\`);`);
    this.addSql(`create unique index \`shipments_tracking_number_unique\` on \`shipments\` (\`tracking_number\`);`);
    this.addSql(`create unique index \`shipments_tracking_key_unique\` on \`shipments\` (\`tracking_key\`);`);
    this.addSql(`create index \`shipments_awb_number_index\` on \`shipments\` (\`awb_number\`);`);
    this.addSql(`create index \`shipments_container_number_index\` on \`shipments\` (\`container_number\`);`);
    this.addSql(`create index \`shipments_status_index\` on \`shipments\` (\`status\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`analytics_events\`;`);
    this.addSql(`drop table if exists \`leads\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`shipments__temp_alter\` (\`id\` integer not null primary key autoincrement, \`organization_id\` INTEGER not null, \`customer_id\` INTEGER not null, \`tracking_number\` TEXT not null, \`status\` TEXT check (\`status\` in ('in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending')) not null, \`origin\` TEXT not null, \`destination\` TEXT not null, \`service\` TEXT not null, \`weight_kg\` double not null, \`length_cm\` INTEGER not null, \`width_cm\` INTEGER not null, \`height_cm\` INTEGER not null, \`declared_value_aed\` double not null, \`description\` TEXT null, \`estimated_delivery\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`tracking_key\` TEXT not null default '', \`awb_number\` TEXT null, \`container_number\` TEXT null, constraint \`shipments_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`) on update no action on delete no action, constraint \`shipments_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on update no action on delete no action);`);
    this.addSql(`insert into \`shipments__temp_alter\` select \`id\`, \`organization_id\`, \`customer_id\`, \`tracking_number\`, \`status\`, \`origin\`, \`destination\`, \`service\`, \`weight_kg\`, \`length_cm\`, \`width_cm\`, \`height_cm\`, \`declared_value_aed\`, \`description\`, \`estimated_delivery\`, \`created_at\`, \`updated_at\`, \`tracking_key\`, \`awb_number\`, \`container_number\` from \`shipments\`;`);
    this.addSql(`drop table \`shipments\`;`);
    this.addSql(`alter table \`shipments__temp_alter\` rename to \`shipments\`;`);
    this.addSql(`create index \`shipments_container_number_index\` on \`shipments\` (\`container_number\`);`);
    this.addSql(`create index \`shipments_awb_number_index\` on \`shipments\` (\`awb_number\`);`);
    this.addSql(`create unique index \`shipments_tracking_key_unique\` on \`shipments\` (\`tracking_key\`);`);
    this.addSql(`create index \`shipments_status_index\` on \`shipments\` (\`status\`);`);
    this.addSql(`create unique index \`shipments_tracking_number_unique\` on \`shipments\` (\`tracking_number\`);`);
    this.addSql(`create index \`shipments_customer_id_index\` on \`shipments\` (\`customer_id\`);`);
    this.addSql(`create index \`shipments_organization_id_index\` on \`shipments\` (\`organization_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
