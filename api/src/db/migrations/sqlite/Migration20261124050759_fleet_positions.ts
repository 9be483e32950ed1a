import { Migration } from '@mikro-orm/migrations';

export class Migration20261124050759_fleet_positions extends Migration {

  override name = 'Migration20261124050759_fleet_positions';

  override up(): void | Promise<void> {
    this.addSql(`create table \`vehicle_devices\` (\`id\` integer not null primary key autoincrement, \`vehicle_id\` integer not null, \`token_hash\` text not null, \`created_at\` datetime not null, constraint \`vehicle_devices_vehicle_id_foreign\` foreign key (\`vehicle_id\`) references \`vehicles\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`vehicle_devices_vehicle_id_index\` on \`vehicle_devices\` (\`vehicle_id\`);`);
    this.addSql(`create unique index \`vehicle_devices_vehicle_id_unique\` on \`vehicle_devices\` (\`vehicle_id\`);`);
    this.addSql(`create unique index \`vehicle_devices_token_hash_unique\` on \`vehicle_devices\` (\`token_hash\`);`);

    this.addSql(`create table \`vehicle_positions\` (\`id\` integer not null primary key autoincrement, \`vehicle_id\` integer not null, \`trip_id\` integer null, \`recorded_at\` datetime not null, \`received_at\` datetime not null, \`lat\` double not null, \`lon\` double not null, \`speed_kmh\` double null, \`bearing\` double null, \`altitude\` double null, \`accuracy\` double null, \`battery\` double null, constraint \`vehicle_positions_vehicle_id_foreign\` foreign key (\`vehicle_id\`) references \`vehicles\` (\`id\`) on delete cascade, constraint \`vehicle_positions_trip_id_foreign\` foreign key (\`trip_id\`) references \`trips\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`vehicle_positions_vehicle_id_index\` on \`vehicle_positions\` (\`vehicle_id\`);`);
    this.addSql(`create index \`vehicle_positions_trip_id_index\` on \`vehicle_positions\` (\`trip_id\`);`);
    this.addSql(`create index \`vehicle_positions_vehicle_id_recorded_at_index\` on \`vehicle_positions\` (\`vehicle_id\`, \`recorded_at\`);`);
    this.addSql(`create index \`vehicle_positions_trip_id_recorded_at_index\` on \`vehicle_positions\` (\`trip_id\`, \`recorded_at\`);`);

    this.addSql(`alter table \`trips\` add column \`measured_distance_km\` double not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`vehicle_devices\`;`);
    this.addSql(`drop table if exists \`vehicle_positions\`;`);

    this.addSql(`alter table \`trips\` drop column \`measured_distance_km\`;`);
  }

}
