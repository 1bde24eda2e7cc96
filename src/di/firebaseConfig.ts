import * as v from 'valibot';
import { parseUrl } from '@/modules/shared/domain/parseUrl';

/** The Vite variables that point the shop at a real Firebase project (see .env.example). */
export const FIREBASE_PRODUCTION_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/** The local project: a `demo-` id needs no credentials and never reaches Google. */
export const DEMO_PROJECT_ID = 'demo-plants';
export const DEMO_API_KEY = 'demo-api-key';
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId?: string;
}

export interface ProductionFirebaseEnvironment {
  readonly mode: 'production';
  readonly config: FirebaseWebConfig;
  readonly emulatorUrl: null;
}

export interface LocalFirebaseEnvironment {
  readonly mode: 'local';
  readonly config: FirebaseWebConfig;
  /** Origin of the Auth emulator, without a trailing slash. */
  readonly emulatorUrl: string;
}

export type FirebaseEnvironment = ProductionFirebaseEnvironment | LocalFirebaseEnvironment;

/** What Vite puts in import.meta.env (strings and booleans), or any such record. */
export type EnvironmentVariables = Readonly<Record<string, unknown>>;

/** A variable left empty in a .env file counts as not set. */
const OptionalVariable = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.transform((value) => (value === '' ? undefined : value)),
);

const EmulatorUrl = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.transform((value) => (value === '' ? DEFAULT_AUTH_EMULATOR_URL : value)),
  v.url('VITE_AUTH_EMULATOR_URL must be a URL such as http://127.0.0.1:9099'),
  v.check(
    (value) => /^https?:$/.test(parseUrl(value)?.protocol ?? ''),
    'VITE_AUTH_EMULATOR_URL must be an http(s) URL',
  ),
  v.transform((value) => new URL(value).origin),
);

const EnvironmentSchema = v.object({
  VITE_FIREBASE_API_KEY: OptionalVariable,
  VITE_FIREBASE_AUTH_DOMAIN: OptionalVariable,
  VITE_FIREBASE_PROJECT_ID: OptionalVariable,
  VITE_FIREBASE_APP_ID: OptionalVariable,
  VITE_AUTH_EMULATOR_URL: EmulatorUrl,
});

/**
 * Which Firebase the shop talks to. All four production variables set: that
 * project. None set: the local Auth emulator with the demo project. Some but
 * not all: an error, rather than a production build quietly talking to an
 * emulator that is not there.
 */
export function resolveFirebaseEnvironment(env: EnvironmentVariables): FirebaseEnvironment {
  const result = v.safeParse(EnvironmentSchema, env, { abortPipeEarly: true });
  if (!result.success) {
    throw new Error(
      `Invalid Firebase configuration: ${result.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  const vars = result.output;
  const missing = FIREBASE_PRODUCTION_VARIABLES.filter((name) => vars[name] === undefined);
  const { VITE_FIREBASE_API_KEY: apiKey, VITE_FIREBASE_AUTH_DOMAIN: authDomain } = vars;
  const { VITE_FIREBASE_PROJECT_ID: projectId, VITE_FIREBASE_APP_ID: appId } = vars;
  if (
    apiKey !== undefined &&
    authDomain !== undefined &&
    projectId !== undefined &&
    appId !== undefined
  ) {
    return {
      mode: 'production',
      config: { apiKey, authDomain, projectId, appId },
      emulatorUrl: null,
    };
  }
  if (missing.length < FIREBASE_PRODUCTION_VARIABLES.length) {
    throw new Error(
      `Incomplete Firebase configuration: ${missing.join(', ')} not set. ` +
        `Set all of ${FIREBASE_PRODUCTION_VARIABLES.join(', ')} for a real project, or none for the local Auth emulator.`,
    );
  }
  return {
    mode: 'local',
    config: {
      apiKey: DEMO_API_KEY,
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      projectId: DEMO_PROJECT_ID,
    },
    emulatorUrl: vars.VITE_AUTH_EMULATOR_URL,
  };
}

/** An emulator endpoint that answers GET with CORS headers while the emulator runs (the preview banner polls it). */
export function emulatorStatusUrl(environment: LocalFirebaseEnvironment): string {
  return `${environment.emulatorUrl}/emulator/v1/projects/${environment.config.projectId}/config`;
}
