import { test as base, expect } from '@playwright/test';

/** baseURL is the server started by global-setup.ts on a random port. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup.ts did not start the server');
    await use(url);
  },
});
export { expect };
