// The screens' phone stories: the 390 px viewport with the check that nothing overflows the page sideways, and the
// 360 px one.
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

/** The small-phone viewport (360 px), for the narrowest layouts. */
export const smallPhone = {
  globals: { viewport: { value: 'small', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        small: { name: 'Small phone (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
};

/** The 375 px phone viewport (the narrowest common iPhone width), for screens whose figures sit two to a row. */
export const phone375 = {
  globals: phoneGlobals,
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
};
