// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// The Islamic Calendar and Seasonal Intelligence sections (issue 19); their own entry, `@qafila/ui/screens/calendar`,
// so that the dashboard entry does not grow (apps/web loads them lazily).
export type { IslamicCalendarProps } from './IslamicCalendar/IslamicCalendar.tsx';
export { IslamicCalendar } from './IslamicCalendar/IslamicCalendar.tsx';
export type { SeasonalIntelligenceProps } from './SeasonalIntelligence/SeasonalIntelligence.tsx';
export { SeasonalIntelligence } from './SeasonalIntelligence/SeasonalIntelligence.tsx';
