import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * For every test of the file that calls it: console warnings are silenced (an adapter may warn
 * about what it drops or skips), and any console.error fails the test: the screens must say what
 * went wrong in the shop's words, never fall over.
 */
export function failOnConsoleErrors(): void {
  let error: MockInstance<typeof console.error>;

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
  });
}
