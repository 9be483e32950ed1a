import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.ts';

// A row per message: the bubble sits at the inline end for the user and at the inline start for the assistant,
// whatever the parent's layout.
export const row = recipe({
  base: { display: 'flex' },
  variants: {
    sender: {
      user: { justifyContent: 'flex-end' },
      assistant: { justifyContent: 'flex-start' },
    },
  },
});

export const bubble = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    maxInlineSize: 'min(80%, 36rem)',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.lg,
    fontFamily: vars.typography.fontFamily,
    fontSize: vars.typography.fontSize.sm,
  },
  variants: {
    sender: {
      // The tail corner points at the speaker's side: end-end for the user, end-start for the assistant.
      user: {
        backgroundColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
        borderEndEndRadius: vars.radius.sm,
      },
      assistant: {
        backgroundColor: vars.color.neutral.soft,
        color: vars.color.text.primary,
        borderEndStartRadius: vars.radius.sm,
      },
    },
  },
});

export const content = style({
  margin: 0,
  // Keeps the line breaks of the message; long words and links still wrap.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.typography.lineHeight.body,
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  fontSize: vars.typography.fontSize.xs,
  opacity: 0.85,
});
