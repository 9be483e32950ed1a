import type { EntitySchema } from '@mikro-orm/core';
import { AnalyticsEventRecord } from './analytics-event-record.ts';
import { ApiKey } from './api-key.ts';
import { ApiUsageDay } from './api-usage-day.ts';
import { AuditEntry } from './audit-entry.ts';
import { ChatMessageRecord } from './chat-message-record.ts';
import { ChatSession } from './chat-session.ts';
import { ColdChainProfile } from './cold-chain-profile.ts';
import { CommunicationRecord } from './communication-record.ts';
import { ComplianceDocument } from './compliance-document.ts';
import { ComplianceLicence } from './compliance-licence.ts';
import { ComplianceResolution } from './compliance-resolution.ts';
import { CustomsDeclaration } from './customs-declaration.ts';
import { CustomsDeclarationLine } from './customs-declaration-line.ts';
import { DataRequest } from './data-request.ts';
import { DeclarationStatusChange } from './declaration-status-change.ts';
import { Driver } from './driver.ts';
import { Feature } from './feature.ts';
import { FreeZoneRegistration } from './free-zone-registration.ts';
import { IntegrationCall } from './integration-call.ts';
import { IntegrationConnector } from './integration-connector.ts';
import { IntegrationOrder } from './integration-order.ts';
import { IntegrationRequest } from './integration-request.ts';
import { IntegrationRun } from './integration-run.ts';
import { Invitation } from './invitation.ts';
import { Invoice } from './invoice.ts';
import { Lead } from './lead.ts';
import { MetricMinute } from './metric-minute.ts';
import { MonitoringAlert } from './monitoring-alert.ts';
import { MonitoringBudget } from './monitoring-budget.ts';
import { Notification } from './notification.ts';
import { NotificationRead } from './notification-read.ts';
import { Organization } from './organization.ts';
import { Plan } from './plan.ts';
import { PredictiveModelRun } from './predictive-model-run.ts';
import { RumSample } from './rum-sample.ts';
import { SecurityEvent } from './security-event.ts';
import { SensorAssignment } from './sensor-assignment.ts';
import { Session } from './session.ts';
import { Shipment } from './shipment.ts';
import { ShipmentEvent } from './shipment-event.ts';
import { Subscription } from './subscription.ts';
import { SupportCallRequest } from './support-call-request.ts';
import { SupportCase } from './support-case.ts';
import { TemperatureExcursion } from './temperature-excursion.ts';
import { TemperatureReading } from './temperature-reading.ts';
import { TemperatureSensor } from './temperature-sensor.ts';
import { Trip } from './trip.ts';
import { TripStop } from './trip-stop.ts';
import { UsageCounter } from './usage-counter.ts';
import { UsageDayCounter } from './usage-day-counter.ts';
import { UsageWarning } from './usage-warning.ts';
import { User } from './user.ts';
import { UserFeature } from './user-feature.ts';
import { Vehicle } from './vehicle.ts';
import { VehicleDevice } from './vehicle-device.ts';
import { VehiclePosition } from './vehicle-position.ts';
import { VehicleService } from './vehicle-service.ts';
import { WebhookDelivery } from './webhook-delivery.ts';
import { WebhookEndpoint } from './webhook-endpoint.ts';
import { WhatsAppConnection } from './whatsapp-connection.ts';
import { WhatsAppMessage } from './whatsapp-message.ts';
import { WidgetSession } from './widget-session.ts';
import { WidgetSettings } from './widget-settings.ts';

export { AnalyticsEventRecord } from './analytics-event-record.ts';
export { ApiKey } from './api-key.ts';
export { ApiUsageDay } from './api-usage-day.ts';
export { AuditEntry } from './audit-entry.ts';
export { ChatMessageRecord } from './chat-message-record.ts';
export { ChatSession } from './chat-session.ts';
export { ColdChainProfile } from './cold-chain-profile.ts';
export { CommunicationRecord } from './communication-record.ts';
export { ComplianceDocument } from './compliance-document.ts';
export { ComplianceLicence } from './compliance-licence.ts';
export { ComplianceResolution } from './compliance-resolution.ts';
export { CustomsDeclaration } from './customs-declaration.ts';
export { CustomsDeclarationLine } from './customs-declaration-line.ts';
export { DataRequest } from './data-request.ts';
export { DeclarationStatusChange } from './declaration-status-change.ts';
export { Driver } from './driver.ts';
export { Feature } from './feature.ts';
export { FreeZoneRegistration } from './free-zone-registration.ts';
export { IntegrationCall } from './integration-call.ts';
export { IntegrationConnector } from './integration-connector.ts';
export { IntegrationOrder } from './integration-order.ts';
export { IntegrationRequest } from './integration-request.ts';
export { IntegrationRun } from './integration-run.ts';
export { Invitation } from './invitation.ts';
export { Invoice } from './invoice.ts';
export { Lead } from './lead.ts';
export { MetricMinute } from './metric-minute.ts';
export { MonitoringAlert } from './monitoring-alert.ts';
export { MonitoringBudget } from './monitoring-budget.ts';
export { Notification } from './notification.ts';
export { NotificationRead } from './notification-read.ts';
export { Organization } from './organization.ts';
export { Plan } from './plan.ts';
export { PredictiveModelRun } from './predictive-model-run.ts';
export { RumSample } from './rum-sample.ts';
export { SecurityEvent } from './security-event.ts';
export { SensorAssignment } from './sensor-assignment.ts';
export { Session } from './session.ts';
export { Shipment } from './shipment.ts';
export { ShipmentEvent } from './shipment-event.ts';
export { Subscription } from './subscription.ts';
export { SupportCallRequest } from './support-call-request.ts';
export { SupportCase } from './support-case.ts';
export { TemperatureExcursion } from './temperature-excursion.ts';
export { TemperatureReading } from './temperature-reading.ts';
export { TemperatureSensor } from './temperature-sensor.ts';
export { Trip } from './trip.ts';
export { TripStop } from './trip-stop.ts';
export { UsageWarning } from './usage-warning.ts';
export { User } from './user.ts';
export { UserFeature } from './user-feature.ts';
export { Vehicle } from './vehicle.ts';
export { VehicleDevice } from './vehicle-device.ts';
export { VehiclePosition } from './vehicle-position.ts';
export { VehicleService } from './vehicle-service.ts';
export { WebhookDelivery } from './webhook-delivery.ts';
export { WebhookEndpoint } from './webhook-endpoint.ts';
export { WhatsAppConnection } from './whatsapp-connection.ts';
export { WhatsAppMessage } from './whatsapp-message.ts';
export { WidgetSession } from './widget-session.ts';
export { WidgetSettings } from './widget-settings.ts';

/** Every entity, for the ORM. Typed loosely: the inferred tuple type is too large for declarations. */
export const entities: EntitySchema[] = [
  Organization,
  User,
  Shipment,
  ShipmentEvent,
  ComplianceDocument,
  CommunicationRecord,
  Session,
  ChatSession,
  ChatMessageRecord,
  SupportCase,
  Lead,
  AnalyticsEventRecord,
  SupportCallRequest,
  Feature,
  UserFeature,
  Plan,
  AuditEntry,
  UsageCounter,
  UsageDayCounter,
  Subscription,
  Notification,
  NotificationRead,
  Vehicle,
  VehicleService,
  Driver,
  Trip,
  TripStop,
  VehicleDevice,
  VehiclePosition,
  WidgetSettings,
  WidgetSession,
  Invitation,
  Invoice,
  UsageWarning,
  DataRequest,
  IntegrationCall,
  IntegrationConnector,
  IntegrationOrder,
  IntegrationRequest,
  IntegrationRun,
  WhatsAppConnection,
  WhatsAppMessage,
  ApiKey,
  WebhookEndpoint,
  WebhookDelivery,
  ApiUsageDay,
  ComplianceResolution,
  ComplianceLicence,
  TemperatureSensor,
  SensorAssignment,
  TemperatureReading,
  ColdChainProfile,
  TemperatureExcursion,
  CustomsDeclaration,
  CustomsDeclarationLine,
  DeclarationStatusChange,
  FreeZoneRegistration,
  PredictiveModelRun,
  MetricMinute,
  SecurityEvent,
  MonitoringBudget,
  MonitoringAlert,
  RumSample,
];
