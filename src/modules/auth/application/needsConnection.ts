import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import { AuthError, authErrorReason } from '@/modules/auth/domain/AuthError';

/**
 * ADR 0019: an identity call needs the network. While the browser is offline
 * it is not tried, and fails with AuthError('offline') so the screen can say
 * that a connection is needed rather than a generic failure; a call that
 * failed for the network ('network') while the browser went offline says the
 * same. Anything else passes through as it is.
 */
export async function needsConnection<T>(
  connectivity: ConnectivityPort,
  call: () => Promise<T>,
): Promise<T> {
  if (!connectivity.isOnline()) throw new AuthError('offline');
  try {
    return await call();
  } catch (error) {
    if (authErrorReason(error) === 'network' && !connectivity.isOnline()) {
      throw new AuthError('offline', 'offline', { cause: error });
    }
    throw error;
  }
}
