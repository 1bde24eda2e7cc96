// Each page's head as data: the page head table's title and description, a canonical URL and
// Open Graph card for the pages search engines may list, `noindex` and no canonical for the rest.
import { describe, expect, it } from 'vitest';
import { pageMeta } from '@/ui/lib/seo/pageMeta';
import { SOCIAL_CARD } from '@/ui/lib/seo/socialCard';

const ORIGIN = 'https://leafy.example';

const LISTED = [
  {
    path: '/',
    title: 'Leafy · Indoor plants delivered',
    description:
      'Leafy: healthy indoor plants, hand-picked from small nurseries and delivered to your door.',
  },
  {
    path: '/plants',
    title: 'All Plants · Leafy',
    description:
      'Every indoor plant at Leafy: search by name, filter by category and care level, sort by price or rating.',
  },
  {
    path: '/login',
    title: 'Login · Leafy',
    description: 'Sign in to Leafy to see plant details, your cart and your wishlist.',
  },
  {
    path: '/signup',
    title: 'Sign Up · Leafy',
    description: 'Create a Leafy account to keep a cart and a wishlist of indoor plants.',
  },
];

describe('the head of a page search engines may list', () => {
  it.each(LISTED)('$path: its title, description, canonical URL and card', (page) => {
    expect(pageMeta(page.path, ORIGIN)).toEqual({
      title: page.title,
      description: page.description,
      canonical: `${ORIGIN}${page.path}`,
      robots: null,
      openGraph: {
        title: page.title,
        description: page.description,
        url: `${ORIGIN}${page.path}`,
        type: 'website',
        siteName: 'Leafy',
        locale: 'en_US',
        image: {
          url: `${ORIGIN}/images/social-card.jpg`,
          type: 'image/jpeg',
          width: 1200,
          height: 630,
          alt: SOCIAL_CARD.alt,
        },
      },
      twitter: { card: 'summary_large_image', imageAlt: SOCIAL_CARD.alt },
    });
  });

  it('has one canonical URL whatever the query, fragment or trailing slash', () => {
    expect(pageMeta('/plants/', ORIGIN).canonical).toBe(`${ORIGIN}/plants`);
    expect(pageMeta('/plants//', ORIGIN).canonical).toBe(`${ORIGIN}/plants`);
  });
});

describe('the head of a page search engines are not to list', () => {
  it('for a path no route matches: the 404 page’s title, noindex, no canonical URL', () => {
    for (const path of ['/no-such-page', '/plantsx', '/plants/extra', '/LOGIN', '/plant/']) {
      const meta = pageMeta(path, ORIGIN);
      expect(meta, path).toMatchObject({
        title: 'Page not found · Leafy',
        robots: 'noindex',
        canonical: null,
      });
      expect(meta.openGraph.url, path).toBeNull();
    }
  });

  it('for a page behind sign-in: its own title, noindex, no canonical URL', () => {
    expect(pageMeta('/plant/7', ORIGIN)).toMatchObject({
      title: 'Plant details · Leafy',
      robots: 'noindex',
      canonical: null,
    });
    expect(pageMeta('/cart', ORIGIN)).toMatchObject({
      title: 'My Cart · Leafy',
      robots: 'noindex',
    });
    expect(pageMeta('/profile', ORIGIN)).toMatchObject({
      title: 'My Profile · Leafy',
      robots: 'noindex',
    });
  });
});
