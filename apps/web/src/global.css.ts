import { vars } from '@qafila/ui/themes';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
