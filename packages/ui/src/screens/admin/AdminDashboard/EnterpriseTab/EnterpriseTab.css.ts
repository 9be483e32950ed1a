import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css.ts';

// After Card's own header styles (imported first): title and badges wrap onto lines, centred, closer together.
export const cardHeader = style({ flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const domain = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

export const colorSwatch = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  cursor: 'pointer',
});

export const preview = style({ border: `1px dashed ${vars.color.border.default}` });

export const previewLogo = style({
  blockSize: '2rem',
  inlineSize: 'auto',
  maxInlineSize: '8rem',
  objectFit: 'contain',
});

// A lead's message keeps its line breaks.
export const preWrap = style({ whiteSpace: 'pre-wrap' });
