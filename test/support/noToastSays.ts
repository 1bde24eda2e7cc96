import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { loadToasts } from '@/ui/lib/toast';

/**
 * No toast says `text`. The shop's toasts wait for their library (src/ui/lib/toast.ts): once it
 * has come and drawn what it was asked for, a toast that is not on screen was never asked for.
 */
export async function expectNoToastSays(text: string): Promise<void> {
  await act(async () => {
    await loadToasts();
  });
  expect(screen.queryByText(text, { selector: '[role="status"]' })).not.toBeInTheDocument();
}
