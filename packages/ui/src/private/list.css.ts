import { style } from '@vanilla-extract/css';

/** A list without bullets, indentation or margins: its items draw their own markers. */
export const bareList = style({ margin: 0, padding: 0, listStyle: 'none' });
