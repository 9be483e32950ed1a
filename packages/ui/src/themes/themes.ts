import { lightTheme } from './lightTheme.css.ts';

/** Theme class names by name. Dark and white-label themes join this map. */
export const themes = { light: lightTheme } as const;
export type ThemeName = keyof typeof themes;
