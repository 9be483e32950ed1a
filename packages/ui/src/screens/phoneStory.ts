// The screens' phone stories: the 390 px viewport, and the check that nothing overflows the page sideways.
import { expect } from 'storybook/test';

export const phoneViewport = {
  viewport: {
    options: { phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
  },
};

export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };

/** A phone story (390 px): nothing overflows the page sideways. */
export const phoneStory = {
  globals: phoneGlobals,
  parameters: phoneViewport,
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
