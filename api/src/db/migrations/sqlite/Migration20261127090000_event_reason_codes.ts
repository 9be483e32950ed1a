import { Migration } from '@mikro-orm/migrations';

/** Issue 19: why a shipment was held up, as a code on its delayed and customs events (null = unspecified). */
export class Migration20261127090000_event_reason_codes extends Migration {

  override name = 'Migration20261127090000_event_reason_codes';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`shipment_events\` add column \`reason_code\` text null check (\`reason_code\` in ('weather', 'customs_inspection', 'missing_documents', 'capacity', 'address_issue', 'mechanical', 'other'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`shipment_events\` drop column \`reason_code\`;`);
  }

}
