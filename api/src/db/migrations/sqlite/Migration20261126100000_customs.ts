import { Migration } from '@mikro-orm/migrations';

/** Issue 18 (Customs Clearance, Free Zone Management): declarations, their lines and history, free zone registrations. */
export class Migration20261126100000_customs extends Migration {

  override name = 'Migration20261126100000_customs';

  override up(): void | Promise<void> {
    this.addSql(`create table \`free_zone_registrations\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`zone_id\` text not null, \`licence_number\` text not null, \`licence_expiry\` text not null, \`activities\` text not null, \`created_by_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`free_zone_registrations_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`free_zone_registrations_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`free_zone_registrations_organization_id_index\` on \`free_zone_registrations\` (\`organization_id\`);`);
    this.addSql(`create index \`free_zone_registrations_created_by_id_index\` on \`free_zone_registrations\` (\`created_by_id\`);`);
    this.addSql(`create unique index \`free_zone_registrations_organization_id_zone_id_licence_number_unique\` on \`free_zone_registrations\` (\`organization_id\`, \`zone_id\`, \`licence_number\`);`);
    this.addSql(`create table \`customs_declarations\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`shipment_id\` integer not null, \`type\` text check (\`type\` in ('import', 'export', 're_export', 'transit', 'free_zone_to_mainland', 'mainland_to_free_zone')) not null, \`status\` text check (\`status\` in ('draft', 'submitted', 'cleared', 'held', 'rejected')) not null, \`reason\` text null, \`declaration_number\` text null, \`incoterm\` text check (\`incoterm\` in ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP')) not null, \`currency\` text not null, \`exchange_rate\` text null, \`freight\` double not null, \`insurance\` double not null, \`free_zone\` text null, \`submitted_calculation\` json null, \`created_by_id\` integer null, \`updated_by_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`customs_declarations_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`) on delete cascade, constraint \`customs_declarations_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on delete cascade, constraint \`customs_declarations_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`users\` (\`id\`) on delete set null, constraint \`customs_declarations_updated_by_id_foreign\` foreign key (\`updated_by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`customs_declarations_organization_id_index\` on \`customs_declarations\` (\`organization_id\`);`);
    this.addSql(`create index \`customs_declarations_shipment_id_index\` on \`customs_declarations\` (\`shipment_id\`);`);
    this.addSql(`create index \`customs_declarations_status_index\` on \`customs_declarations\` (\`status\`);`);
    this.addSql(`create index \`customs_declarations_created_by_id_index\` on \`customs_declarations\` (\`created_by_id\`);`);
    this.addSql(`create index \`customs_declarations_updated_by_id_index\` on \`customs_declarations\` (\`updated_by_id\`);`);
    this.addSql(`create table \`declaration_status_changes\` (\`id\` integer not null primary key autoincrement, \`declaration_id\` integer not null, \`from_status\` text check (\`from_status\` in ('draft', 'submitted', 'cleared', 'held', 'rejected')) null, \`to_status\` text check (\`to_status\` in ('draft', 'submitted', 'cleared', 'held', 'rejected')) not null, \`reason\` text null, \`by_id\` integer null, \`at\` datetime not null, constraint \`declaration_status_changes_declaration_id_foreign\` foreign key (\`declaration_id\`) references \`customs_declarations\` (\`id\`) on delete cascade, constraint \`declaration_status_changes_by_id_foreign\` foreign key (\`by_id\`) references \`users\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`declaration_status_changes_declaration_id_index\` on \`declaration_status_changes\` (\`declaration_id\`);`);
    this.addSql(`create index \`declaration_status_changes_by_id_index\` on \`declaration_status_changes\` (\`by_id\`);`);
    this.addSql(`create table \`customs_declaration_lines\` (\`id\` integer not null primary key autoincrement, \`declaration_id\` integer not null, \`position\` integer not null, \`hs_code\` text not null, \`description\` text not null, \`origin_country\` text not null, \`quantity\` double not null, \`unit\` text check (\`unit\` in ('pcs', 'kg', 'l', 'm', 'm2', 'm3', 'set', 'pair', 'carton')) not null, \`value\` double not null, \`exemption\` text check (\`exemption\` in ('personal_effects', 'diplomatic', 'returned_goods')) null, constraint \`customs_declaration_lines_declaration_id_foreign\` foreign key (\`declaration_id\`) references \`customs_declarations\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`customs_declaration_lines_declaration_id_index\` on \`customs_declaration_lines\` (\`declaration_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`customs_declaration_lines\`;`);
    this.addSql(`drop table if exists \`declaration_status_changes\`;`);
    this.addSql(`drop table if exists \`customs_declarations\`;`);
    this.addSql(`drop table if exists \`free_zone_registrations\`;`);
  }

}
