import type { Container } from 'inversify';
import { FirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuth';
import { createFirebaseAuth } from '@/modules/auth/infrastructure/FirebaseAuthClient';
import type { FirebaseEnvironment } from './firebaseConfig';
import { singleton } from './singleton';
import { PORTS } from './tokens';

/**
 * Binds AuthPort to Firebase for the given environment (the emulator when it
 * is local). Shared by the local and the production composition roots.
 */
export function bindFirebaseAuth(container: Container, environment: FirebaseEnvironment): void {
  singleton(container, PORTS.AuthPort, () => new FirebaseAuth(createFirebaseAuth(environment)));
}
