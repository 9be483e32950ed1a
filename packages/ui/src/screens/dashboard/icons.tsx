import type { ReactNode, SVGProps } from 'react';
import {
  ChatIcon,
  CheckCircleIcon,
  CustomsIcon,
  GlobeIcon,
  PackageIcon,
  SettingsIcon,
  TruckIcon,
} from '../../private/icons.tsx';

// Decorative icons of the feature dashboard that the design system's private set lacks: 16 × 16, stroked in
// currentColor, sized by the parent (same drawing rules as private/icons.tsx).
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

export const GridIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.25 2.25h4.5v4.5h-4.5zM9.25 2.25h4.5v4.5h-4.5zM2.25 9.25h4.5v4.5h-4.5zM9.25 9.25h4.5v4.5h-4.5z" />
  </Icon>
);
export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 14.25s4.75-4.25 4.75-7.75a4.75 4.75 0 0 0-9.5 0c0 3.5 4.75 7.75 4.75 7.75z" />
    <circle cx="8" cy="6.5" r="1.75" />
  </Icon>
);
export const ThermometerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.5 9.25V2.75a1.5 1.5 0 0 1 3 0v6.5a3 3 0 1 1-3 0z" />
    <path d="M8 6v5" />
  </Icon>
);
export const TrafficIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5.5 1.75h5v12.5h-5z" />
    <circle cx="8" cy="4.5" r=".9" />
    <circle cx="8" cy="8" r=".9" />
    <circle cx="8" cy="11.5" r=".9" />
  </Icon>
);
export const ChartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 14h12M4 11.5V8M7.25 11.5V4.5M10.5 11.5V7M13 11.5V2.5" />
  </Icon>
);
export const SparkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 1.75l1.5 4.75L14.25 8 9.5 9.5 8 14.25 6.5 9.5 1.75 8 6.5 6.5z" />
  </Icon>
);
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.25 3.5h11.5v10.25H2.25zM2.25 6.75h11.5M5.25 1.75v3M10.75 1.75v3" />
  </Icon>
);
export const LeafIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 13.5c0-6 3.5-10 11-11 0 7.5-4 11-9.5 11zM2.5 13.5l6-6" />
  </Icon>
);
export const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 1.75l5.25 2v4c0 3.25-2.25 5.5-5.25 6.5-3-1-5.25-3.25-5.25-6.5v-4z" />
    <path d="M5.75 8l1.5 1.5 3-3" />
  </Icon>
);
export const PlugIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5.5 1.75v3M10.5 1.75v3M3.75 4.75h8.5V7.5a4.25 4.25 0 0 1-8.5 0zM8 11.75v2.5" />
  </Icon>
);
export const CodeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5.5 4.5L2 8l3.5 3.5M10.5 4.5L14 8l-3.5 3.5" />
  </Icon>
);
export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M1.75 3.75h12.5v8.5H1.75zM1.75 6.5h12.5M4 10h2.5" />
  </Icon>
);
export const MoonIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.25 10A5.75 5.75 0 0 1 6 2.75a5.75 5.75 0 1 0 7.25 7.25z" />
  </Icon>
);
export const PulseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M1.5 8.5h3l1.75-4.5 3.5 8 1.75-3.5h3" />
  </Icon>
);
export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.25 7.25h9.5v7h-9.5zM5.25 7.25V5a2.75 2.75 0 0 1 5.5 0v2.25" />
  </Icon>
);
export const DocIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 1.75h6l3 3v9.5h-9z" />
    <path d="M9.5 1.75v3h3M5.75 8.5h4.5M5.75 11h4.5" />
  </Icon>
);
export const BriefcaseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M1.75 4.75h12.5v8.5H1.75zM5.75 4.75v-2h4.5v2M1.75 8.5h12.5" />
  </Icon>
);
export const FindIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="7" cy="7" r="4.75" />
    <path d="M10.5 10.5l3.5 3.5" />
  </Icon>
);
export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 11.5V7a4 4 0 0 1 8 0v4.5l1.25 1.25H2.75zM6.5 14.25h3" />
  </Icon>
);
export const SignOutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.5 2.25H2.75v11.5H6.5M10.5 5l3 3-3 3M13.5 8H6" />
  </Icon>
);

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
  billing: <CardIcon />,
  whatsapp: <ChatIcon />,
  'islamic-calendar': <MoonIcon />,
  monitoring: <PulseIcon />,
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
