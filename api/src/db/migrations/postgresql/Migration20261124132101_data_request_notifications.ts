import { Migration } from '@mikro-orm/migrations';

/** Issue 16 (data rights): the notification kind data_request (deadline reminders to organization admins). */
export class Migration20261124132101_data_request_notifications extends Migration {

  override name = 'Migration20261124132101_data_request_notifications';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "notifications" where "kind" = 'data_request';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit'));`);
  }

}
