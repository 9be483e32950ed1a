import { Migration } from '@mikro-orm/migrations';

export class Migration20261124070000_trip_rating extends Migration {

  override name = 'Migration20261124070000_trip_rating';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`trips\` add column \`rating\` integer null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`trips\` drop column \`rating\`;`);
  }

}
