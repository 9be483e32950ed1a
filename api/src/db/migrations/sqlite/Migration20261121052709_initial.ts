import { Migration } from '@mikro-orm/migrations';

export class Migration20261121052709_initial extends Migration {

  override name = 'Migration20261121052709_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table \`organizations\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`subdomain\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`);
    this.addSql(`create unique index \`organizations_subdomain_unique\` on \`organizations\` (\`subdomain\`);`);

    this.addSql(`create table \`users\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`username\` text not null, \`email\` text null, \`name\` text null, \`role\` text check (\`role\` in ('super_admin', 'org_admin', 'org_user', 'customer')) not null, \`password_hash\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`users_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`));`);
    this.addSql(`create index \`users_organization_id_index\` on \`users\` (\`organization_id\`);`);
    this.addSql(`create unique index \`users_username_unique\` on \`users\` (\`username\`);`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);

    this.addSql(`create table \`shipments\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`customer_id\` integer not null, \`tracking_number\` text not null, \`status\` text check (\`status\` in ('in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending')) not null, \`origin\` text not null, \`destination\` text not null, \`service\` text not null, \`weight_kg\` double not null, \`length_cm\` integer not null, \`width_cm\` integer not null, \`height_cm\` integer not null, \`declared_value_aed\` double not null, \`description\` text null, \`estimated_delivery\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`shipments_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`shipments_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`));`);
    this.addSql(`create index \`shipments_organization_id_index\` on \`shipments\` (\`organization_id\`);`);
    this.addSql(`create index \`shipments_customer_id_index\` on \`shipments\` (\`customer_id\`);`);
    this.addSql(`create unique index \`shipments_tracking_number_unique\` on \`shipments\` (\`tracking_number\`);`);
    this.addSql(`create index \`shipments_status_index\` on \`shipments\` (\`status\`);`);

    this.addSql(`create table \`shipment_events\` (\`id\` integer not null primary key autoincrement, \`shipment_id\` integer not null, \`status\` text check (\`status\` in ('in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending')) not null, \`description\` text not null, \`location\` text null, \`occurred_at\` datetime not null, constraint \`shipment_events_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`shipment_events_shipment_id_index\` on \`shipment_events\` (\`shipment_id\`);`);

    this.addSql(`create table \`compliance_documents\` (\`id\` integer not null primary key autoincrement, \`shipment_id\` integer not null, \`document_type\` text not null, \`name\` text not null, \`status\` text check (\`status\` in ('pending', 'approved', 'completed', 'rejected')) not null, \`description\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`compliance_documents_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`compliance_documents_shipment_id_index\` on \`compliance_documents\` (\`shipment_id\`);`);

    this.addSql(`create table \`communication_records\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`customer_id\` integer not null, \`shipment_id\` integer null, \`channel\` text check (\`channel\` in ('whatsapp', 'email', 'web')) not null, \`message_type\` text not null, \`subject\` text null, \`occurred_at\` datetime not null, constraint \`communication_records_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`communication_records_customer_id_foreign\` foreign key (\`customer_id\`) references \`users\` (\`id\`), constraint \`communication_records_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`communication_records_organization_id_index\` on \`communication_records\` (\`organization_id\`);`);
    this.addSql(`create index \`communication_records_customer_id_index\` on \`communication_records\` (\`customer_id\`);`);
    this.addSql(`create index \`communication_records_shipment_id_index\` on \`communication_records\` (\`shipment_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`organizations\`;`);
    this.addSql(`drop table if exists \`users\`;`);
    this.addSql(`drop table if exists \`shipments\`;`);
    this.addSql(`drop table if exists \`shipment_events\`;`);
    this.addSql(`drop table if exists \`compliance_documents\`;`);
    this.addSql(`drop table if exists \`communication_records\`;`);
  }

}
