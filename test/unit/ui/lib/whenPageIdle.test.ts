// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from '@/ui/lib/whenPageIdle';

/** Makes document.readyState say `state` until the test ends. */
function pageIs(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

describe('whenPageIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('waits for the load event, then runs the task once the browser is idle', () => {
    pageIs('interactive');
    const requestIdleCallback = vi.fn(
      (_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7,
    );
    window.requestIdleCallback = requestIdleCallback;
    const task = vi.fn();

    whenPageIdle(task, 1500);
    vi.advanceTimersByTime(10_000);
    expect(requestIdleCallback).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(task).not.toHaveBeenCalled();

    requestIdleCallback.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded, asks for idle time at once (2 s at the latest by default)', () => {
    pageIs('complete');
    const requestIdleCallback = vi.fn(() => 1);
    window.requestIdleCallback = requestIdleCallback;

    whenPageIdle(() => {});

    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  });

  it('without requestIdleCallback, runs the task on a timer after load', () => {
    pageIs('complete');
    const task = vi.fn();

    whenPageIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load event, never runs the task nor asks for idle time', () => {
    pageIs('loading');
    const requestIdleCallback = vi.fn(() => 1);
    window.requestIdleCallback = requestIdleCallback;
    const task = vi.fn();

    const cancel = whenPageIdle(task);
    cancel();
    window.dispatchEvent(new Event('load'));

    expect(requestIdleCallback).not.toHaveBeenCalled();
    expect(task).not.toHaveBeenCalled();
  });

  it('cancelled while waiting for idle time, gives the idle callback back and never runs the task', () => {
    pageIs('complete');
    const requestIdleCallback = vi.fn((_run: IdleRequestCallback) => 42);
    const cancelIdleCallback = vi.fn();
    window.requestIdleCallback = requestIdleCallback;
    window.cancelIdleCallback = cancelIdleCallback;
    const task = vi.fn();

    const cancel = whenPageIdle(task);
    cancel();
    requestIdleCallback.mock.calls[0]![0]({ didTimeout: true, timeRemaining: () => 0 });

    expect(cancelIdleCallback).toHaveBeenCalledWith(42);
    expect(task).not.toHaveBeenCalled();
  });

  it('cancelled while waiting on the fallback timer, never runs the task', () => {
    pageIs('complete');
    const task = vi.fn();

    whenPageIdle(task)();
    vi.advanceTimersByTime(100);

    expect(task).not.toHaveBeenCalled();
  });
});
