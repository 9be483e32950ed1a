import { style } from '@vanilla-extract/css';

// The admin dashboard's shared layout, so that this folder's files import their styles from one place.
export { cardRow, cardStack, figure, grid, list, muted, panel, sectionTitle } from '../AdminDashboard.css.ts';

export const figureItem = style({ display: 'grid' });
