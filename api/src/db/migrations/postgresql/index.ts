import { Migration20261121052719_initial } from './Migration20261121052719_initial.ts';
import { Migration20261121053930_sessions_chat_cases } from './Migration20261121053930_sessions_chat_cases.ts';
import { Migration20261121054838_leads_analytics } from './Migration20261121054838_leads_analytics.ts';
import { Migration20261121055031_support_calls_preferences } from './Migration20261121055031_support_calls_preferences.ts';
import { Migration20261121061429_features_plans } from './Migration20261121061429_features_plans.ts';
import { Migration20261121062001_organizations } from './Migration20261121062001_organizations.ts';
import { Migration20261121063717_audit } from './Migration20261121063717_audit.ts';
import { Migration20261121064046_usage_subscriptions } from './Migration20261121064046_usage_subscriptions.ts';
import { Migration20261121080446_documents_notifications_profile } from './Migration20261121080446_documents_notifications_profile.ts';
import { Migration20261121080534_usage_day_counters } from './Migration20261121080534_usage_day_counters.ts';
import { Migration20261123220001_email_unique_per_organization } from './Migration20261123220001_email_unique_per_organization.ts';
import { Migration20261123230001_organization_kind } from './Migration20261123230001_organization_kind.ts';
import { Migration20261124043139_fleet_vehicles_drivers } from './Migration20261124043139_fleet_vehicles_drivers.ts';
import { Migration20261124044837_fleet_trips } from './Migration20261124044837_fleet_trips.ts';
import { Migration20261124050814_fleet_positions } from './Migration20261124050814_fleet_positions.ts';
import { Migration20261124070001_trip_rating } from './Migration20261124070001_trip_rating.ts';
import { Migration20261124100001_chat_widget } from './Migration20261124100001_chat_widget.ts';
import { Migration20261124110001_two_factor } from './Migration20261124110001_two_factor.ts';
import { Migration20261124130001_team } from './Migration20261124130001_team.ts';
import { Migration20261124131001_billing } from './Migration20261124131001_billing.ts';
import { Migration20261124132001_data_requests } from './Migration20261124132001_data_requests.ts';
import { Migration20261124132101_data_request_notifications } from './Migration20261124132101_data_request_notifications.ts';
import { Migration20261124133001_two_factor_rules } from './Migration20261124133001_two_factor_rules.ts';
import { Migration20261124134001_admins_only_notifications } from './Migration20261124134001_admins_only_notifications.ts';
import { Migration20261125100001_integrations } from './Migration20261125100001_integrations.ts';
import { Migration20261125101001_api_management } from './Migration20261125101001_api_management.ts';
import { Migration20261125102001_whatsapp } from './Migration20261125102001_whatsapp.ts';
import { Migration20261126100001_customs } from './Migration20261126100001_customs.ts';
import { Migration20261126101001_compliance } from './Migration20261126101001_compliance.ts';
import { Migration20261126102001_telemetry } from './Migration20261126102001_telemetry.ts';
import { Migration20261126103001_temperature_notifications } from './Migration20261126103001_temperature_notifications.ts';
import { Migration20261127090001_event_reason_codes } from './Migration20261127090001_event_reason_codes.ts';
import { Migration20261127100001_predictive_model_runs } from './Migration20261127100001_predictive_model_runs.ts';
import { Migration20261127110001_monitoring } from './Migration20261127110001_monitoring.ts';
import { Migration20261127120001_rum_samples } from './Migration20261127120001_rum_samples.ts';
import { Migration20261127121001_alert_rules } from './Migration20261127121001_alert_rules.ts';

export const postgresqlMigrations = [
  { name: 'Migration20261121052719_initial', class: Migration20261121052719_initial },
  { name: 'Migration20261121053930_sessions_chat_cases', class: Migration20261121053930_sessions_chat_cases },
  { name: 'Migration20261121054838_leads_analytics', class: Migration20261121054838_leads_analytics },
  {
    name: 'Migration20261121055031_support_calls_preferences',
    class: Migration20261121055031_support_calls_preferences,
  },
  { name: 'Migration20261121061429_features_plans', class: Migration20261121061429_features_plans },
  { name: 'Migration20261121062001_organizations', class: Migration20261121062001_organizations },
  { name: 'Migration20261121063717_audit', class: Migration20261121063717_audit },
  { name: 'Migration20261121064046_usage_subscriptions', class: Migration20261121064046_usage_subscriptions },
  {
    name: 'Migration20261121080446_documents_notifications_profile',
    class: Migration20261121080446_documents_notifications_profile,
  },
  { name: 'Migration20261121080534_usage_day_counters', class: Migration20261121080534_usage_day_counters },
  {
    name: 'Migration20261123220001_email_unique_per_organization',
    class: Migration20261123220001_email_unique_per_organization,
  },
  { name: 'Migration20261123230001_organization_kind', class: Migration20261123230001_organization_kind },
  { name: 'Migration20261124043139_fleet_vehicles_drivers', class: Migration20261124043139_fleet_vehicles_drivers },
  { name: 'Migration20261124044837_fleet_trips', class: Migration20261124044837_fleet_trips },
  { name: 'Migration20261124050814_fleet_positions', class: Migration20261124050814_fleet_positions },
  { name: 'Migration20261124070001_trip_rating', class: Migration20261124070001_trip_rating },
  { name: 'Migration20261124100001_chat_widget', class: Migration20261124100001_chat_widget },
  { name: 'Migration20261124110001_two_factor', class: Migration20261124110001_two_factor },
  { name: 'Migration20261124130001_team', class: Migration20261124130001_team },
  { name: 'Migration20261124131001_billing', class: Migration20261124131001_billing },
  { name: 'Migration20261124132001_data_requests', class: Migration20261124132001_data_requests },
  {
    name: 'Migration20261124132101_data_request_notifications',
    class: Migration20261124132101_data_request_notifications,
  },
  { name: 'Migration20261124133001_two_factor_rules', class: Migration20261124133001_two_factor_rules },
  {
    name: 'Migration20261124134001_admins_only_notifications',
    class: Migration20261124134001_admins_only_notifications,
  },
  { name: 'Migration20261125100001_integrations', class: Migration20261125100001_integrations },
  { name: 'Migration20261125101001_api_management', class: Migration20261125101001_api_management },
  { name: 'Migration20261125102001_whatsapp', class: Migration20261125102001_whatsapp },
  { name: 'Migration20261126100001_customs', class: Migration20261126100001_customs },
  { name: 'Migration20261126101001_compliance', class: Migration20261126101001_compliance },
  { name: 'Migration20261126102001_telemetry', class: Migration20261126102001_telemetry },
  {
    name: 'Migration20261126103001_temperature_notifications',
    class: Migration20261126103001_temperature_notifications,
  },
  { name: 'Migration20261127090001_event_reason_codes', class: Migration20261127090001_event_reason_codes },
  { name: 'Migration20261127100001_predictive_model_runs', class: Migration20261127100001_predictive_model_runs },
  { name: 'Migration20261127110001_monitoring', class: Migration20261127110001_monitoring },
  { name: 'Migration20261127120001_rum_samples', class: Migration20261127120001_rum_samples },
  { name: 'Migration20261127121001_alert_rules', class: Migration20261127121001_alert_rules },
];
