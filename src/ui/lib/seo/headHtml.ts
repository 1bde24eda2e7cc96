import type { Plant } from '@/modules/shared/domain/Plant';
import { headTags } from './headTags';
import { pageHead, shellHead, type PageHead } from './pageHead';
import { jsonLdText } from './structuredData';

/** Text as an HTML attribute's double-quoted value, or an element's text, reads it back. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The head of the page at `pathname` (./pageHead.ts), as HTML for the page's `<head>`: its title,
 * the tags of ./headTags.ts and its structured data (`catalogue`: the plants the listing lists),
 * with absolute URLs on `origin`. Every text is escaped: a plant's name cannot end an attribute,
 * an element or the script.
 */
export function headHtml(pathname: string, catalogue: readonly Plant[], origin: string): string {
  return htmlOf(pageHead(pathname, catalogue, origin));
}

/** The head of the HTML served at any path without a page of its own (shellHead), as HTML. */
export function shellHeadHtml(origin: string): string {
  return htmlOf(shellHead(origin));
}

function htmlOf(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...headTags(head).map(
      ({ tag, attributes }) =>
        `<${tag} ${Object.entries(attributes)
          .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
          .join(' ')} />`,
    ),
    `<script type="application/ld+json">${jsonLdText(head.structuredData)}</script>`,
  ].join('\n');
}
