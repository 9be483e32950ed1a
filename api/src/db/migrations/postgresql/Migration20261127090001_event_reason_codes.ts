import { Migration } from '@mikro-orm/migrations';

/** Issue 19: why a shipment was held up, as a code on its delayed and customs events (null = unspecified). */
export class Migration20261127090001_event_reason_codes extends Migration {

  override name = 'Migration20261127090001_event_reason_codes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shipment_events" add "reason_code" text null;`);
    this.addSql(`alter table "shipment_events" add constraint "shipment_events_reason_code_check" check ("reason_code" in ('weather', 'customs_inspection', 'missing_documents', 'capacity', 'address_issue', 'mechanical', 'other'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shipment_events" drop constraint "shipment_events_reason_code_check";`);
    this.addSql(`alter table "shipment_events" drop column "reason_code";`);
  }

}
