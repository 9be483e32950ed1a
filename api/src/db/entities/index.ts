import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { COMMUNICATION_CHANNELS, DOCUMENT_STATUSES, ROLES, SHIPMENT_STATUSES } from '@qafila/contracts';

const timestamps = {
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
};

/** A tenant: a logistics company. Every business row belongs to one. */
export const Organization = defineEntity({
  name: 'Organization',
  tableName: 'organizations',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    subdomain: p.string().length(63).unique(),
    ...timestamps,
  },
});
export type Organization = InferEntity<typeof Organization>;

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    username: p.string().length(100).unique(),
    email: p.string().length(254).nullable().unique(),
    name: p.string().length(200).nullable(),
    role: p.enum(ROLES),
    passwordHash: p.text().lazy(),
    ...timestamps,
  },
});
export type User = InferEntity<typeof User>;

export const Shipment = defineEntity({
  name: 'Shipment',
  tableName: 'shipments',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    customer: () => p.manyToOne(User).index(),
    trackingNumber: p.string().length(32).unique(),
    status: p.enum(SHIPMENT_STATUSES).index(),
    origin: p.string().length(200),
    destination: p.string().length(200),
    service: p.string().length(100),
    weightKg: p.double(),
    lengthCm: p.integer(),
    widthCm: p.integer(),
    heightCm: p.integer(),
    declaredValueAed: p.double(),
    description: p.text().nullable(),
    estimatedDelivery: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Shipment = InferEntity<typeof Shipment>;

/** One step of a shipment's status history. */
export const ShipmentEvent = defineEntity({
  name: 'ShipmentEvent',
  tableName: 'shipment_events',
  properties: {
    id: p.integer().primary(),
    shipment: () => p.manyToOne(Shipment).index().deleteRule('cascade'),
    status: p.enum(SHIPMENT_STATUSES),
    description: p.text(),
    location: p.string().length(200).nullable(),
    occurredAt: p.datetime(),
  },
});
export type ShipmentEvent = InferEntity<typeof ShipmentEvent>;

/** A customs or compliance document of a shipment. */
export const ComplianceDocument = defineEntity({
  name: 'ComplianceDocument',
  tableName: 'compliance_documents',
  properties: {
    id: p.integer().primary(),
    shipment: () => p.manyToOne(Shipment).index().deleteRule('cascade'),
    documentType: p.string().length(64),
    name: p.string().length(200),
    status: p.enum(DOCUMENT_STATUSES),
    description: p.text(),
    ...timestamps,
  },
});
export type ComplianceDocument = InferEntity<typeof ComplianceDocument>;

/** A message sent to or received from a customer on a channel. */
export const CommunicationRecord = defineEntity({
  name: 'CommunicationRecord',
  tableName: 'communication_records',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    customer: () => p.manyToOne(User).index(),
    shipment: () => p.manyToOne(Shipment).nullable().deleteRule('set null'),
    channel: p.enum(COMMUNICATION_CHANNELS),
    messageType: p.string().length(64),
    subject: p.string().length(300).nullable(),
    occurredAt: p.datetime(),
  },
});
export type CommunicationRecord = InferEntity<typeof CommunicationRecord>;

export const entities = [Organization, User, Shipment, ShipmentEvent, ComplianceDocument, CommunicationRecord];
