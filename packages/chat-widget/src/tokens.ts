// Design tokens copied from @qafila/ui's light theme (packages/ui/src/themes/lightTokens.ts and palette.ts) as plain
// constants: the widget ships no vanilla-extract runtime and must not depend on the React design system. Written
// without optional spaces: every byte counts in the launcher's 3 KB.
export const colour = {
  accent: '#0E6F69',
  accentHover: '#0A5A55',
  onAccent: '#FFFFFF',
  accentSoft: '#E6F4F3',
  text: '#1C1A17',
  textSecondary: '#5E584D',
  surface: '#FFFFFF',
  sunken: '#F7F5F2',
  neutralSoft: '#F2EFEA',
  border: '#D6D1C8',
  borderSubtle: '#EAE7E1',
  focus: '#0E6F69',
  positive: '#17612F',
  positiveSoft: '#E8F5EC',
  caution: '#7A4A00',
  cautionSoft: '#FDF4E1',
  critical: '#A31F1F',
  criticalSoft: '#FDECEC',
  info: '#184C9E',
  infoSoft: '#E8F0FC',
} as const;

export const font = {
  latin: "Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  arabic: "'IBM Plex Sans Arabic',Inter,system-ui,'Segoe UI',Tahoma,sans-serif",
} as const;

export const radius = { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' } as const;

export const shadow = {
  md: '0 2px 4px rgb(28 26 23/.06),0 4px 12px rgb(28 26 23/.08)',
  lg: '0 8px 16px rgb(28 26 23/.08),0 16px 40px rgb(28 26 23/.12)',
} as const;
