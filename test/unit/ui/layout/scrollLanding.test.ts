import { describe, expect, it } from 'vitest';
import { NavigationType, type Location } from 'react-router-dom';
import { scrollLanding } from '@/ui/layout/scrollLanding';

let keys = 0;
function at(url: string): Location {
  const parsed = new URL(url, 'http://shop.test');
  keys += 1;
  return {
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    state: null,
    key: `entry-${keys}`,
  };
}

const visit = (previous: string | null, current: string, navigationType: NavigationType) => ({
  previous: previous === null ? null : at(previous),
  location: at(current),
  navigationType,
});

describe('scrollLanding', () => {
  it('leaves the first load where the browser put it', () => {
    expect(scrollLanding(visit(null, '/plants', NavigationType.Pop), undefined)).toEqual({
      to: 'nowhere',
    });
  });

  it('finds the section a first load names, without a jump to the top', () => {
    expect(scrollLanding(visit(null, '/#about', NavigationType.Pop), undefined)).toEqual({
      to: 'section',
      id: 'about',
      newPage: false,
    });
  });

  it('opens a page reached by a link at its top', () => {
    expect(scrollLanding(visit('/plants', '/plant/9', NavigationType.Push), undefined)).toEqual({
      to: 'top',
    });
    expect(scrollLanding(visit('/plant/9', '/login', NavigationType.Replace), undefined)).toEqual({
      to: 'top',
    });
  });

  it('opens a page reached by a link at its top, whatever offset its entry is said to have', () => {
    expect(scrollLanding(visit('/plants', '/plant/9', NavigationType.Push), 4800)).toEqual({
      to: 'top',
    });
  });

  it('returns Back or Forward to the offset the entry had', () => {
    expect(scrollLanding(visit('/plant/9', '/plants', NavigationType.Pop), 4800)).toEqual({
      to: 'offset',
      top: 4800,
    });
    expect(scrollLanding(visit('/plants', '/plant/9', NavigationType.Pop), 0)).toEqual({
      to: 'offset',
      top: 0,
    });
  });

  it('opens at its top an entry Back reaches with no offset kept (before a reload)', () => {
    expect(scrollLanding(visit('/plant/9', '/plants', NavigationType.Pop), undefined)).toEqual({
      to: 'top',
    });
  });

  it('a link to a #hash on another page lands on its section, from the top', () => {
    expect(scrollLanding(visit('/plants', '/#about', NavigationType.Push), undefined)).toEqual({
      to: 'section',
      id: 'about',
      newPage: true,
    });
  });

  it('a link to another #hash of the same page lands on its section', () => {
    expect(scrollLanding(visit('/#about', '/#privacy', NavigationType.Push), undefined)).toEqual({
      to: 'section',
      id: 'privacy',
      newPage: false,
    });
  });

  it('reads a #hash written with escapes, and one whose escapes are broken as written', () => {
    expect(
      scrollLanding(visit('/plants', '/#caf%C3%A9', NavigationType.Push), undefined),
    ).toMatchObject({
      id: 'café',
    });
    expect(scrollLanding(visit('/plants', '/#100%', NavigationType.Push), undefined)).toMatchObject(
      {
        id: '100%',
      },
    );
  });

  it('moves nothing when only the query changes: a search typed, a filter ticked', () => {
    expect(
      scrollLanding(visit('/plants', '/plants?q=fern', NavigationType.Replace), undefined),
    ).toEqual({
      to: 'nowhere',
    });
    expect(
      scrollLanding(visit('/plants', '/plants?care=easy', NavigationType.Push), undefined),
    ).toEqual({
      to: 'nowhere',
    });
  });
});
