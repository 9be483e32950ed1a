import type { SVGProps } from 'react';

// Inline, decorative icons (no icon font, no CDN). 16 × 16 grid, stroked in currentColor, sized by the parent.
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

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 8.5l3 3 6-7" />
    </Icon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 7.25v4M8 4.75v.01" />
    </Icon>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M5.25 8.25l2 2 3.5-4" />
    </Icon>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 1.75l6.5 12H1.5z" />
      <path d="M8 6.25v3.5M8 11.75v.01" />
    </Icon>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5" />
    </Icon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 4.5V8l2.25 1.5" />
    </Icon>
  );
}

/** A lorry; drawn facing forward in LTR, so callers flip it in RTL. */
export function TruckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M1.5 4h8v7h-8zM9.5 6.5h2.75L14.5 9v2h-5" />
      <circle cx="4.5" cy="12" r="1.25" />
      <circle cx="11.5" cy="12" r="1.25" />
    </Icon>
  );
}

/** A stamped document: customs. */
export function CustomsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 1.75h6l3 3v9.5h-9z" />
      <path d="M9.5 1.75v3h3" />
      <circle cx="8" cy="9.5" r="2" />
    </Icon>
  );
}

export function PackageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 1.75l5.75 3v6.5L8 14.25l-5.75-3v-6.5z" />
      <path d="M2.25 4.75L8 7.75l5.75-3M8 7.75v6.5" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6l4 4 4-4" />
    </Icon>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M1.75 8h12.5M8 1.75c1.75 1.75 2.5 3.9 2.5 6.25S9.75 12.5 8 14.25C6.25 12.5 5.5 10.35 5.5 8S6.25 3.5 8 1.75z" />
    </Icon>
  );
}

/** An arrow pointing forward; drawn for LTR, so callers flip it in RTL. */
export function ArrowForwardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 8h11M9.5 4l4 4-4 4" />
    </Icon>
  );
}

/** A paper plane; drawn for LTR, so callers flip it in RTL. */
export function SendIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 2.5l12 5.5-12 5.5 2-5.5zM4 8h5" />
    </Icon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 2v8.5M4.5 7.5L8 11l3.5-3.5M2.5 13.5h11" />
    </Icon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 2h2.5l1.25 3-1.5 1c.75 1.75 2 3 3.75 3.75l1-1.5 3 1.25V12c0 1.1-.9 2-2 2C6.5 14 2 9.5 2 4c0-1.1.9-2 1-2z" />
    </Icon>
  );
}

export function SettingsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="2" />
      <path d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4" />
    </Icon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 3.5h12v7.5H6.5L3.5 13.5V11H2z" />
    </Icon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="8" cy="5.5" r="2.75" />
      <path d="M2.75 14c.5-2.75 2.6-4.25 5.25-4.25s4.75 1.5 5.25 4.25" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
    </Icon>
  );
}

/** Qafila's mark: a caravan's track across dunes. */
export function BrandMark(props: IconProps) {
  return (
    <Icon strokeWidth="1.75" {...props}>
      <path d="M1.5 11.5c2-3 4-3 6.5 0s4.5 3 6.5 0" />
      <circle cx="4.5" cy="5" r="1.5" />
      <circle cx="8" cy="4" r="1.5" />
      <circle cx="11.5" cy="5" r="1.5" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="7" cy="7" r="4.75" />
      <path d="M10.5 10.5l3.5 3.5" />
    </Icon>
  );
}

/** A chevron pointing forward (right in LTR); callers flip it in RTL. */
export function ChevronForwardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 4l4 4-4 4" />
    </Icon>
  );
}

/** A panel with a rail at the start: toggles a sidebar; drawn for LTR, so callers flip it in RTL. */
export function SidebarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="1.75" y="2.5" width="12.5" height="11" rx="1.5" />
      <path d="M6 2.5v11" />
    </Icon>
  );
}

/** Three dots in a row: more actions. */
export function MoreIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 8h.01M8 8h.01M12.5 8h.01" strokeWidth="2.5" />
    </Icon>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 10.5V2M4.5 5L8 1.5 11.5 5M2.5 13.5h11" />
    </Icon>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 1.75h6l3 3v9.5h-9z" />
      <path d="M9.5 1.75v3h3" />
    </Icon>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 13.5v-11M4 6.5l4-4 4 4" />
    </Icon>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 2.5v11M4 9.5l4 4 4-4" />
    </Icon>
  );
}

/** Up and down arrows: a sortable column that is not sorted. */
export function SortIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 6.5l3-3 3 3M5 9.5l3 3 3-3" />
    </Icon>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 8h9" />
    </Icon>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.25 2.25h4.5v4.5h-4.5zM9.25 2.25h4.5v4.5h-4.5zM2.25 9.25h4.5v4.5h-4.5zM9.25 9.25h4.5v4.5h-4.5z" />
    </Icon>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 14.25s4.75-4.25 4.75-7.75a4.75 4.75 0 0 0-9.5 0c0 3.5 4.75 7.75 4.75 7.75z" />
      <circle cx="8" cy="6.5" r="1.75" />
    </Icon>
  );
}

export function ThermometerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6.5 9.25V2.75a1.5 1.5 0 0 1 3 0v6.5a3 3 0 1 1-3 0z" />
      <path d="M8 6v5" />
    </Icon>
  );
}

export function TrafficIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5.5 1.75h5v12.5h-5z" />
      <circle cx="8" cy="4.5" r=".9" />
      <circle cx="8" cy="8" r=".9" />
      <circle cx="8" cy="11.5" r=".9" />
    </Icon>
  );
}

export function ChartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 14h12M4 11.5V8M7.25 11.5V4.5M10.5 11.5V7M13 11.5V2.5" />
    </Icon>
  );
}

export function SparkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 1.75l1.5 4.75L14.25 8 9.5 9.5 8 14.25 6.5 9.5 1.75 8 6.5 6.5z" />
    </Icon>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.25 3.5h11.5v10.25H2.25zM2.25 6.75h11.5M5.25 1.75v3M10.75 1.75v3" />
    </Icon>
  );
}

export function LeafIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 13.5c0-6 3.5-10 11-11 0 7.5-4 11-9.5 11zM2.5 13.5l6-6" />
    </Icon>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 1.75l5.25 2v4c0 3.25-2.25 5.5-5.25 6.5-3-1-5.25-3.25-5.25-6.5v-4z" />
      <path d="M5.75 8l1.5 1.5 3-3" />
    </Icon>
  );
}

export function PlugIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5.5 1.75v3M10.5 1.75v3M3.75 4.75h8.5V7.5a4.25 4.25 0 0 1-8.5 0zM8 11.75v2.5" />
    </Icon>
  );
}

export function CodeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5.5 4.5L2 8l3.5 3.5M10.5 4.5L14 8l-3.5 3.5" />
    </Icon>
  );
}

export function CardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M1.75 3.75h12.5v8.5H1.75zM1.75 6.5h12.5M4 10h2.5" />
    </Icon>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13.25 10A5.75 5.75 0 0 1 6 2.75a5.75 5.75 0 1 0 7.25 7.25z" />
    </Icon>
  );
}

export function PulseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M1.5 8.5h3l1.75-4.5 3.5 8 1.75-3.5h3" />
    </Icon>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.25 7.25h9.5v7h-9.5zM5.25 7.25V5a2.75 2.75 0 0 1 5.5 0v2.25" />
    </Icon>
  );
}

export function DocIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 1.75h6l3 3v9.5h-9z" />
      <path d="M9.5 1.75v3h3M5.75 8.5h4.5M5.75 11h4.5" />
    </Icon>
  );
}

export function BriefcaseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M1.75 4.75h12.5v8.5H1.75zM5.75 4.75v-2h4.5v2M1.75 8.5h12.5" />
    </Icon>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 11.5V7a4 4 0 0 1 8 0v4.5l1.25 1.25H2.75zM6.5 14.25h3" />
    </Icon>
  );
}

export function SignOutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6.5 2.25H2.75v11.5H6.5M10.5 5l3 3-3 3M13.5 8H6" />
    </Icon>
  );
}
