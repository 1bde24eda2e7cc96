// Types for ensure-browsers.mjs, imported by playwright.config.ts and the browser suite's support.

export interface BrowserPackage {
  readonly name: string;
  readonly path: string;
}
export declare const BROWSER_PACKAGES: Readonly<
  Record<'chromium' | 'firefox' | 'webkit' | 'xvfb' | 'full', BrowserPackage>
>;
export declare const MINIBROWSER_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function ensureBrowsers(
  browsers?: readonly (keyof typeof BROWSER_PACKAGES)[],
  options?: { log?: (line: string) => void },
): void;
