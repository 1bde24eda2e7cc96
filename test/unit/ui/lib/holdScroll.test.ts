// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldOffset, holdScroll } from '@/ui/lib/holdScroll';

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

  it('tells the offset it holds the page at until it lets go; a place with none has none', () => {
    const release = holdScroll({ place: vi.fn(), top: 4800 });
    expect(heldOffset()).toBe(4800);
    release();
    expect(heldOffset()).toBeNull();

    holdScroll({ place: vi.fn() });
    expect(heldOffset()).toBeNull();
  });

  it('tells the offset of the latest hold: letting go of an earlier one does not forget it', () => {
    const releaseEarlier = holdScroll({ place: vi.fn(), top: 4800 });
    const releaseLatest = holdScroll({ place: vi.fn(), top: 300 });
    releaseEarlier();
    expect(heldOffset()).toBe(300);
    releaseLatest();
    expect(heldOffset()).toBeNull();
  });

  it('forgets the offset once it is reached', () => {
    holdScroll({ place: vi.fn(), reached: () => true, top: 4800 });
    expect(heldOffset()).toBeNull();
  });
});
