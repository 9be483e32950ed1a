import type { ReactNode } from 'react';
import {
  BriefcaseIcon,
  CalendarIcon,
  CardIcon,
  ChartIcon,
  ChatIcon,
  CheckCircleIcon,
  CodeIcon,
  CustomsIcon,
  DocIcon,
  GlobeIcon,
  GridIcon,
  LeafIcon,
  LockIcon,
  MoonIcon,
  PackageIcon,
  PinIcon,
  PlugIcon,
  PulseIcon,
  SettingsIcon,
  ShieldIcon,
  SparkIcon,
  ThermometerIcon,
  TrafficIcon,
  TruckIcon,
  UserIcon,
} from '../../private/icons.tsx';

// The dashboard's choice of icon per section, category and metric; the drawings are the design system's
// (private/icons.tsx).

/** One decorative icon per dashboard section id (and the profile). */
export const sectionIcons: Record<string, ReactNode> = {
  overview: <GridIcon />,
  shipments: <PackageIcon />,
  fleet: <TruckIcon />,
  tracking: <PinIcon />,
  temperature: <ThermometerIcon />,
  traffic: <TrafficIcon />,
  'ai-chat': <ChatIcon />,
  analytics: <ChartIcon />,
  insights: <SparkIcon />,
  seasonal: <CalendarIcon />,
  carbon: <LeafIcon />,
  documents: <DocIcon />,
  compliance: <ShieldIcon />,
  security: <LockIcon />,
  freezone: <GlobeIcon />,
  customs: <CustomsIcon />,
  integrations: <PlugIcon />,
  'api-status': <CodeIcon />,
  'chat-widget': <ChatIcon />,
  billing: <CardIcon />,
  whatsapp: <ChatIcon />,
  'islamic-calendar': <MoonIcon />,
  monitoring: <PulseIcon />,
  team: <UserIcon />,
  customers: <BriefcaseIcon />,
  profile: <SettingsIcon />,
};

/** Category icons of the sidebar. */
export const categoryIcons: Record<string, ReactNode> = {
  logistics: <TruckIcon />,
  ai: <SparkIcon />,
  compliance: <ShieldIcon />,
  enterprise: <BriefcaseIcon />,
};

/** Decorative icons of the overview's metric cards. */
export const metricIcons: Record<string, ReactNode> = {
  activeShipments: <PackageIcon />,
  completedToday: <CheckCircleIcon />,
  pendingCustoms: <CustomsIcon />,
  fleetVehicles: <TruckIcon />,
  apiCallsToday: <CodeIcon />,
  complianceScore: <ShieldIcon />,
  whatsappMessages: <ChatIcon />,
  carbonSaved: <LeafIcon />,
  dubaiTemperature: <ThermometerIcon />,
  trafficStatus: <TrafficIcon />,
};
