import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOASTS_TOP_CLASS } from '@/ui/layout/layoutConstants';
import { toast, Toaster } from '@/ui/lib/Toaster';

function renderToaster() {
  render(<Toaster durationMs={TOAST_DURATION_MS} topClassName={TOASTS_TOP_CLASS} />);
}

/** The status region holding exactly `message`, and the toast card around it. */
function shown(message: string) {
  const status = screen.getByText(message, { selector: '[role="status"]' });
  return { status, card: status.parentElement!, row: status.closest('[data-visible]') };
}

describe('Toaster', () => {
  it('lies under the top bar (z-40), so that an open menu is drawn over the toasts', () => {
    renderToaster();
    act(() => {
      toast.success('Added to wishlist');
    });
    const toaster = shown('Added to wishlist').status.closest('[data-toaster]');
    expect(toaster).toHaveClass('z-30');
  });

  it('success, error and blank: a polite status with only the message; a check, a cross, no icon', () => {
    renderToaster();
    act(() => {
      toast.success('Added to wishlist');
      toast.error('Failed to add to cart');
      toast('Checkout is coming soon');
    });
    for (const message of ['Added to wishlist', 'Failed to add to cart', 'Checkout is coming soon'])
      expect(shown(message).status).toHaveAttribute('aria-live', 'polite');
    const icon = (message: string) => shown(message).card.querySelector('svg')?.classList;
    expect(icon('Added to wishlist')).toContain('lucide-circle-check');
    expect(icon('Failed to add to cart')).toContain('lucide-circle-x');
    expect(icon('Checkout is coming soon')).toBeUndefined();
  });

  it("keeps a toast's own ariaProps: the silent one is shown, not announced", () => {
    renderToaster();
    act(() => {
      toast.error('Failed to add to cart', { ariaProps: { role: 'status', 'aria-live': 'off' } });
    });
    const { status } = shown('Failed to add to cart');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'off');
  });

  describe('on a controlled clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('a toast lasts 3 s, not while the pointer rests on it, and leaves after its exit', () => {
      renderToaster();
      act(() => {
        toast.success('Added to wishlist');
      });
      act(() => vi.advanceTimersByTime(2_000));
      fireEvent.mouseEnter(shown('Added to wishlist').card);
      act(() => vi.advanceTimersByTime(10_000));
      expect(shown('Added to wishlist').row, 'held while the pointer is on it').not.toBeNull();

      fireEvent.mouseLeave(shown('Added to wishlist').card);
      act(() => vi.advanceTimersByTime(990));
      expect(shown('Added to wishlist').row, 'its last second').not.toBeNull();
      act(() => vi.advanceTimersByTime(20));
      expect(shown('Added to wishlist').row, 'dismissed: fading out').toBeNull();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByText('Added to wishlist')).toBeNull();
    });

    it('a toast raised again under its id replaces the one shown, its time started again', () => {
      renderToaster();
      act(() => {
        toast.success('Password reset email sent! Check your inbox.', { id: 'password-reset' });
      });
      act(() => vi.advanceTimersByTime(2_000));
      act(() => {
        toast.error('No account found with this email', { id: 'password-reset' });
      });
      expect(screen.getAllByRole('status'), 'one answer, the newest').toHaveLength(1);
      expect(shown('No account found with this email').row).not.toBeNull();
      act(() => vi.advanceTimersByTime(2_000));
      expect(shown('No account found with this email').row, 'its own 3 s').not.toBeNull();
      act(() => vi.advanceTimersByTime(1_010));
      expect(shown('No account found with this email').row, 'then dismissed').toBeNull();
    });

    it('a toast with an infinite duration stays until dismissed', () => {
      renderToaster();
      act(() => {
        toast('A new version of the shop is ready.', { id: 'app-update', duration: Infinity });
      });
      act(() => vi.advanceTimersByTime(60_000));
      expect(shown('A new version of the shop is ready.').row).not.toBeNull();
      act(() => {
        toast.dismiss('app-update');
      });
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByText('A new version of the shop is ready.')).toBeNull();
    });
  });
});
