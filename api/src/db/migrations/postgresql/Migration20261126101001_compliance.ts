import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 (UAE Compliance): checklist items staff resolved without a document, the organization's trade licence and
 * permits, and the notification kind licence_expiring.
 */
export class Migration20261126101001_compliance extends Migration {

  override name = 'Migration20261126101001_compliance';

  override up(): void | Promise<void> {
    this.addSql(`create table "compliance_resolutions" ("id" serial primary key, "shipment_id" int not null, "document_type" varchar(64) not null, "resolution" text check ("resolution" in ('not_applicable', 'received_outside')) not null, "note" text not null, "resolved_by_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`create index "compliance_resolutions_shipment_id_index" on "compliance_resolutions" ("shipment_id");`);
    this.addSql(`alter table "compliance_resolutions" add constraint "compliance_resolutions_shipment_id_document_type_unique" unique ("shipment_id", "document_type");`);
    this.addSql(`alter table "compliance_resolutions" add constraint "compliance_resolutions_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on delete cascade;`);
    this.addSql(`alter table "compliance_resolutions" add constraint "compliance_resolutions_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create table "compliance_licences" ("id" serial primary key, "organization_id" int not null, "kind" text check ("kind" in ('trade_licence', 'import_permit', 'export_permit', 'free_zone_licence', 'other')) not null, "number" varchar(60) not null, "authority" varchar(120) not null, "issued_on" date null, "expires_on" date not null, "note" text not null default '', "notified_days" int null, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "compliance_licences_organization_id_index" on "compliance_licences" ("organization_id");`);
    this.addSql(`alter table "compliance_licences" add constraint "compliance_licences_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on delete cascade;`);
    this.addSql(`alter table "compliance_licences" add constraint "compliance_licences_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled', 'licence_expiring'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "compliance_licences" cascade;`);
    this.addSql(`drop table if exists "compliance_resolutions" cascade;`);
    this.addSql(`delete from "notifications" where "kind" = 'licence_expiring';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('shipment_exception', 'support_case', 'handoff', 'usage_limit', 'data_request', 'webhook_disabled'));`);
  }

}
