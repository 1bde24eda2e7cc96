/** What vite.config.ts adds to `import.meta.env`. */
interface ImportMetaEnv {
  /** LEAFY_SW_DEV=1: the dev server serves the offline worker, and the page registers it. */
  readonly LEAFY_SW_DEV: boolean;
}
