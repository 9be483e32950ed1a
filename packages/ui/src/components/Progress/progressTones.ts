/** Colour of a progress indicator. */
export const progressTones = ['accent', 'neutral', 'info', 'positive', 'caution', 'critical'] as const;
export type ProgressTone = (typeof progressTones)[number];
