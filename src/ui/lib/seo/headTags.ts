import type { PageMeta } from './pageMeta';

/** One element of a page's head but its title: a `<meta>` or a `<link>`, by its attributes. */
export interface HeadTag {
  readonly tag: 'meta' | 'link';
  readonly attributes: Readonly<Record<string, string>>;
}

const named = (name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { name, content },
});
const property = (name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { property: name, content },
});

/**
 * The `<meta>` and `<link>` elements that say `meta`, in order: the build writes them
 * (./headHtml.ts) and the shell keeps them in step as the shopper moves between pages
 * (src/ui/app/PageHead.tsx).
 */
export function headTags(meta: PageMeta): HeadTag[] {
  const { openGraph: og, twitter } = meta;
  return [
    named('description', meta.description),
    ...(meta.robots ? [named('robots', meta.robots)] : []),
    ...(meta.canonical
      ? [{ tag: 'link', attributes: { rel: 'canonical', href: meta.canonical } } as const]
      : []),
    property('og:type', og.type),
    property('og:site_name', og.siteName),
    property('og:locale', og.locale),
    property('og:title', og.title),
    property('og:description', og.description),
    ...(og.url ? [property('og:url', og.url)] : []),
    property('og:image', og.image.url),
    property('og:image:type', og.image.type),
    property('og:image:width', String(og.image.width)),
    property('og:image:height', String(og.image.height)),
    property('og:image:alt', og.image.alt),
    named('twitter:card', twitter.card),
    named('twitter:image:alt', twitter.imageAlt),
  ];
}

/**
 * What tells a tag apart from the others of a head: a `<meta>` by its name or property, a
 * `<link>` by its rel. A page has at most one tag of each key.
 */
export function headTagKey({ tag, attributes }: HeadTag): string {
  if (tag === 'link') return `link[rel="${attributes.rel}"]`;
  return attributes.property !== undefined
    ? `meta[property="${attributes.property}"]`
    : `meta[name="${attributes.name}"]`;
}
