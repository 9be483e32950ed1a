import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

// The admin dashboard's shared layout, so that this folder's files import their styles from one place.
export {
  badges,
  buttonRow,
  cardRow,
  cardStack,
  muted,
  panel,
  sectionHeader,
  sectionTitle,
} from '../AdminDashboard.css.ts';

export const userCell = style({ display: 'grid', gap: 0, minInlineSize: 0 });

export const userName = style({ fontWeight: vars.typography.fontWeight.semibold, overflowWrap: 'anywhere' });

export const breakAnywhere = style({ overflowWrap: 'anywhere' });

export const featureGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const featureItem = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'space-between',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-state="assigned"]': {
      borderColor: vars.color.accent.border,
      backgroundColor: vars.color.accent.soft,
    },
  },
});
