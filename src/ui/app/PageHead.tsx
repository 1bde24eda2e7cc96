import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { headTagKey, headTags, type HeadTag } from '@/ui/lib/seo/headTags';
import { PAGE_HEAD_TABLE, type PageName } from '@/ui/lib/pageHeadTable';
import { pageMeta, pageMetaOf } from '@/ui/lib/seo/pageMeta';
import { siteOriginOf } from '@/ui/lib/seo/siteOrigin';

/** Every tag some page's head holds: the ones a page without them must lose. */
const MANAGED_KEYS = new Set(
  (Object.keys(PAGE_HEAD_TABLE) as PageName[]).flatMap((name) =>
    headTags(pageMetaOf(name, siteOriginOf(undefined))).map(headTagKey),
  ),
);

/**
 * Keeps the head's description, canonical link, robots and Open Graph tags in step with the page
 * shown (the page head table, src/ui/lib/pageHeadTable.ts), as the build wrote them for the page
 * first opened (src/ui/lib/seo/headHtml.ts): a page the shopper moves to must not keep the
 * canonical URL of the one before, nor a page for an unknown path look listable. The title is
 * each page's own (usePageTitle); the structured data stays as the first page had it.
 */
export function PageHead({ origin = siteOriginOf(import.meta.env.VITE_SITE_ORIGIN) }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const tags = new Map(headTags(pageMeta(pathname, origin)).map((tag) => [headTagKey(tag), tag]));
    for (const key of new Set([...MANAGED_KEYS, ...tags.keys()])) {
      const wanted = tags.get(key);
      const present = document.head.querySelectorAll(key);
      present.forEach((element, index) => {
        if (!wanted || index > 0) element.remove();
      });
      if (wanted)
        write(present[0] ?? document.head.appendChild(document.createElement(wanted.tag)), wanted);
    }
  }, [pathname, origin]);
  return null;
}

function write(element: Element, { attributes }: HeadTag): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}
