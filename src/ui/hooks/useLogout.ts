import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_TOASTS } from '@/modules/auth/domain/authMessages';
import { USE_CASES } from '@/di/tokens';
import { PATHS } from '@/ui/lib/paths';
import { toast } from '@/ui/lib/toast';
import { useInjection } from '@/ui/di/useInjection';

/** Spec section 4: logout signs out and goes to /. */
export function useLogout(): () => Promise<void> {
  const signOut = useInjection(USE_CASES.SignOut);
  const navigate = useNavigate();
  // Not useFormSubmission: the top bar has no form state, and it is on the first screen, which
  // loads react-hot-toast lazily through '@/ui/lib/toast' (ADR 0012) where that hook imports it.
  return useCallback(async () => {
    try {
      await signOut.execute();
      toast.success(AUTH_TOASTS.loggedOut);
      navigate(PATHS.home);
    } catch {
      toast.error(AUTH_TOASTS.logoutFailed);
    }
  }, [signOut, navigate]);
}
