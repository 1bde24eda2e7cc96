import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from '@/ui/components/StarRating';

function stars() {
  const rating = screen.getByRole('img', { name: /^Rated / });
  return [...rating.querySelectorAll('path')].map((star) =>
    star.classList.contains('fill-amber-400') ? 'filled' : 'empty',
  );
}

describe('StarRating', () => {
  it('names the rating and fills the stars to it, rounded', () => {
    render(<StarRating rating={3.6} />);
    expect(screen.getByRole('img', { name: 'Rated 3.6 out of 5' })).toHaveTextContent('3.6');
    expect(stars()).toEqual(['filled', 'filled', 'filled', 'filled', 'empty']);
  });

  it('fills none at 0 and all five at 5', () => {
    const { unmount } = render(<StarRating rating={0} />);
    expect(stars()).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    unmount();
    render(<StarRating rating={5} />);
    expect(stars()).toEqual(['filled', 'filled', 'filled', 'filled', 'filled']);
  });

  it('draws the five stars as one picture, as wide as five stars and their gaps', () => {
    const { container } = render(<StarRating rating={4} size={14} />);
    const pictures = container.querySelectorAll('svg');
    expect(pictures).toHaveLength(1);
    // 5 stars of 14 px and 4 gaps of 4 px, as the five separate icons were laid out.
    expect(Number(pictures[0]?.getAttribute('width'))).toBeCloseTo(5 * 14 + 4 * 4);
    expect(pictures[0]).toHaveAttribute('height', '14');
    expect(pictures[0]).toHaveAttribute('aria-hidden', 'true');
  });
});
