import { Migration } from '@mikro-orm/migrations';

/** Issue 18 (Temperature Monitoring): the notification kind temperature_excursion, written in the reader's language. */
export class Migration20261126103001_temperature_notifications extends Migration {

  override name = 'Migration20261126103001_temperature_notifications';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled', 'licence_expiring', 'temperature_excursion'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notifications" where "kind" = 'temperature_excursion';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled', 'licence_expiring'));`);
  }

}
