/**
 * REST helpers for the Firebase Auth emulator (see docs in
 * /work/shared/notes/toolchain.md). The emulator is started by the test
 * command (scripts/emulator.mjs exec …), never by a test.
 */
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from '../../../scripts/emulator.mjs';

export { AUTH_EMULATOR_PROJECT };

/** The emulator's base URL: FIREBASE_AUTH_EMULATOR_HOST (host:port) if set, else 127.0.0.1:9099. */
export function authEmulatorUrl(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || AUTH_EMULATOR_HOST;
  return /^https?:\/\//.test(host) ? host.replace(/\/+$/, '') : `http://${host}`;
}

function projectUrl(emulatorUrl: string, path: string): string {
  return `${emulatorUrl}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/${path}`;
}

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`,
    );
  }
  return response;
}

/** Fails (with the way to fix it) unless the Auth emulator answers at `emulatorUrl`. */
export async function assertAuthEmulatorReachable(emulatorUrl: string): Promise<void> {
  let detail: string;
  try {
    const response = await fetch(`${emulatorUrl}/`, { signal: AbortSignal.timeout(3000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    if (response.ok && body.authEmulator?.ready === true) return;
    detail = `it answered ${response.status} ${JSON.stringify(body)}`;
  } catch (error) {
    detail =
      error instanceof Error
        ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}`
        : String(error);
  }
  throw new Error(
    `The Firebase Auth emulator is not reachable at ${emulatorUrl}: ${detail}.\n` +
      'The Firebase contract tests need it. Run them through the test command, which starts it, e.g.\n' +
      '  node scripts/emulator.mjs exec -- npx vitest run test/contract\n' +
      'or start it yourself first: node scripts/emulator.mjs ' +
      '(FIREBASE_AUTH_EMULATOR_HOST=host:port points the tests at another one).',
  );
}

export async function setEmailEnumerationProtection(
  emulatorUrl: string,
  enabled: boolean,
): Promise<void> {
  await call(projectUrl(emulatorUrl, 'config'), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
}

interface OobCode {
  readonly email: string;
  readonly requestType: string;
  readonly oobCode: string;
  readonly oobLink: string;
}

/** Addresses of every password-reset mail the emulator has "sent", oldest first. */
export async function passwordResetMails(emulatorUrl: string): Promise<string[]> {
  const response = await call(projectUrl(emulatorUrl, 'oobCodes'));
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((code) => code.requestType === 'PASSWORD_RESET').map((code) => code.email);
}
