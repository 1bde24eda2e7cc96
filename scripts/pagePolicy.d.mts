// Types for pagePolicy.mjs, imported by vite.config.ts and the browser suite.
import type { Plugin } from 'vite';
import type { FirebaseConfig } from './hostingPolicy.mjs';

export type FirebaseTarget =
  | { readonly mode: 'production'; readonly authDomain: string }
  | { readonly mode: 'local'; readonly emulatorOrigin: string };

export declare const HEADERS_DIGEST_META: string;
export declare const DEFAULT_AUTH_EMULATOR_URL: string;
export declare const DEPLOY_MODE: string;
export declare function firebaseTarget(env: Readonly<Record<string, unknown>>): FirebaseTarget;
export declare function checkDeployTarget(
  env: Readonly<Record<string, unknown>>,
  mode: string,
): void;
export declare function checkPagePolicy(html: string): void;
export declare function checkFrameSrc(policy: string, target: FirebaseTarget): void;
export declare function pageCsp(
  policy: string,
  options: { target: FirebaseTarget; inlineStyles: readonly string[] },
): string;
export declare function headersDigest(config: FirebaseConfig): string;
export declare function withPagePolicy(
  html: string,
  options: { config: FirebaseConfig; target: FirebaseTarget },
): string;
export declare function pagePolicy(options: { root: string }): Plugin;
