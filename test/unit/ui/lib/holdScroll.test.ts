// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdScroll } from '@/ui/lib/holdScroll';

/** jsdom has no layout: a ResizeObserver the test fires by hand, as the page changing height. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** The page changed height: the observer calls back while it observes anything. */
  resize() {
    if (this.observed.length > 0) this.callback();
  }
}

const pageChangesHeight = () => FakeResizeObserver.instances.forEach((o) => o.resize());

describe('holdScroll', () => {
  beforeEach(() => {
    FakeResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('places the page at once, and again each time the page changes height', () => {
    const place = vi.fn();
    holdScroll({ place });
    expect(place).toHaveBeenCalledTimes(1);
    pageChangesHeight();
    pageChangesHeight();
    expect(place).toHaveBeenCalledTimes(3);
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])(
    'lets go once the shopper acts (%s), and says so once',
    (type) => {
      const place = vi.fn();
      const released = vi.fn();
      holdScroll({ place, onRelease: released });
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event(type));
      pageChangesHeight();
      expect(place).toHaveBeenCalledTimes(1);
      expect(released).toHaveBeenCalledTimes(1);
    },
  );

  it('lets go when released: the next page was shown', () => {
    const place = vi.fn();
    const released = vi.fn();
    const release = holdScroll({ place, onRelease: released });
    release();
    pageChangesHeight();
    window.dispatchEvent(new Event('wheel'));
    expect(place).toHaveBeenCalledTimes(1);
    expect(released).toHaveBeenCalledTimes(1);
  });

  it('lets go once the place is reached, and not before', () => {
    let top = 0;
    const place = vi.fn(() => {
      // The page is 600 px tall, then 5000: the offset is cut until then.
      top = Math.min(4800, pageHeight);
    });
    let pageHeight = 600;
    const released = vi.fn();
    holdScroll({ place, reached: () => top === 4800, onRelease: released });
    expect(released).not.toHaveBeenCalled();
    pageHeight = 5000;
    pageChangesHeight();
    expect(released).toHaveBeenCalledTimes(1);
    pageChangesHeight();
    expect(place).toHaveBeenCalledTimes(2);
  });

  it('a scroll event alone does not let go: the shop scrolls too', () => {
    const place = vi.fn();
    holdScroll({ place });
    window.dispatchEvent(new Event('scroll'));
    pageChangesHeight();
    expect(place).toHaveBeenCalledTimes(2);
  });
});
