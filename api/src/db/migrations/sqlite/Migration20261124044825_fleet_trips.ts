import { Migration } from '@mikro-orm/migrations';

export class Migration20261124044825_fleet_trips extends Migration {

  override name = 'Migration20261124044825_fleet_trips';

  override up(): void | Promise<void> {
    this.addSql(`create table \`trips\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`trip_number\` text not null, \`vehicle_id\` integer not null, \`driver_id\` integer not null, \`status\` text check (\`status\` in ('planned', 'in_progress', 'completed', 'cancelled')) not null, \`planned_distance_km\` double not null, \`actual_distance_km\` double null, \`planned_start\` datetime not null, \`started_at\` datetime null, \`completed_at\` datetime null, \`cancelled_at\` datetime null, \`notes\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`trips_organization_id_foreign\` foreign key (\`organization_id\`) references \`organizations\` (\`id\`), constraint \`trips_vehicle_id_foreign\` foreign key (\`vehicle_id\`) references \`vehicles\` (\`id\`), constraint \`trips_driver_id_foreign\` foreign key (\`driver_id\`) references \`drivers\` (\`id\`));`);
    this.addSql(`create index \`trips_organization_id_index\` on \`trips\` (\`organization_id\`);`);
    this.addSql(`create index \`trips_vehicle_id_index\` on \`trips\` (\`vehicle_id\`);`);
    this.addSql(`create index \`trips_driver_id_index\` on \`trips\` (\`driver_id\`);`);
    this.addSql(`create index \`trips_status_index\` on \`trips\` (\`status\`);`);
    this.addSql(`create unique index \`trips_organization_id_trip_number_unique\` on \`trips\` (\`organization_id\`, \`trip_number\`);`);

    this.addSql(`create table \`trip_stops\` (\`id\` integer not null primary key autoincrement, \`trip_id\` integer not null, \`position\` integer not null, \`place\` text not null, \`place_id\` text null, \`lat\` double not null, \`lon\` double not null, constraint \`trip_stops_trip_id_foreign\` foreign key (\`trip_id\`) references \`trips\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`trip_stops_trip_id_index\` on \`trip_stops\` (\`trip_id\`);`);
    this.addSql(`create unique index \`trip_stops_trip_id_position_unique\` on \`trip_stops\` (\`trip_id\`, \`position\`);`);

    this.addSql(`create table \`trip_shipments\` (\`trip_id\` integer not null, \`shipment_id\` integer not null, primary key (\`trip_id\`, \`shipment_id\`), constraint \`trip_shipments_trip_id_foreign\` foreign key (\`trip_id\`) references \`trips\` (\`id\`) on update cascade on delete cascade, constraint \`trip_shipments_shipment_id_foreign\` foreign key (\`shipment_id\`) references \`shipments\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`trip_shipments_trip_id_index\` on \`trip_shipments\` (\`trip_id\`);`);
    this.addSql(`create index \`trip_shipments_shipment_id_index\` on \`trip_shipments\` (\`shipment_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`trip_shipments\`;`);
    this.addSql(`drop table if exists \`trip_stops\`;`);
    this.addSql(`drop table if exists \`trips\`;`);
  }

}
