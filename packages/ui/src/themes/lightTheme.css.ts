import { createQafilaTheme } from './createQafilaTheme.ts';
import { lightTokens } from './lightTokens.ts';

/** Class name that applies the light theme to an element and its descendants. */
export const lightTheme = createQafilaTheme(lightTokens, 'light');
