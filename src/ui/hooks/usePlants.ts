import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Plant } from '@/modules/shared/domain/Plant';
import { USE_CASES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';

/** Spec section 4: the plant list is loading, failed, or loaded. */
export type PlantsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'loaded'; readonly plants: readonly Plant[] };

export function usePlants(): PlantsState & { retry: () => void } {
  const listPlants = useInjection(USE_CASES.ListPlants);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlantsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    // A retry reads anew: a read another screen began before the click may still be failing.
    // The outcome renders as a transition: React then renders a page of cards in slices it can
    // interrupt, not in one long task that holds up the main thread (ADR 0012).
    const settle = (next: PlantsState) =>
      startTransition(() => {
        if (current) setState(next);
      });
    listPlants.execute({ afresh: attempt > 0 }).then(
      (plants) => settle({ status: 'loaded', plants }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [listPlants, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
