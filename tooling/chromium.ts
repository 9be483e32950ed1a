/**
 * How every test runner here launches a browser: Debian's chromium (or `CHROME_PATH`), never a downloaded one, with
 * the flags that let it run in a container without a sandbox, a GPU or background traffic. Used by the UI's and the
 * stories' Vitest browser mode, the visual regression suite and the end-to-end suite; `extraArgs` are a suite's own.
 */
export function chromiumLaunchOptions(...extraArgs: string[]): { executablePath: string; args: string[] } {
  return {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}
