/**
 * A compiled note as HTML for feed readers: full content, every link and image absolute, figures
 * as plain <figure><img><figcaption> (a reader has none of the site's CSS or components).
 */
import 'server-only';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { absoluteImageUrl, responsiveImage } from '@/lib/media/images';
import { FIGURE_SLOT } from '@/lib/media/slots';
import { absoluteUrl } from '@/lib/config/paths';
import { FIGURE_ELEMENT } from '@/lib/writing/figure';
import { withoutTrailingSlash } from '@/lib/writing/site-pages';

/** Makes a site-relative link absolute; leaves other links alone. */
function absolute(href: string, pagePath: string): string {
  if (href.startsWith('#')) return absoluteUrl(pagePath) + href;
  if (href.startsWith('/')) return absoluteUrl(withoutTrailingSlash(href));
  return href;
}

export function feedHtml(tree: Root, pagePath: string): string {
  const copy = structuredClone(tree);
  visit(copy, 'element', (node: Element) => {
    if (node.tagName === FIGURE_ELEMENT) {
      const { src, alt, caption } = node.properties;
      const { width, height } = responsiveImage(String(src), FIGURE_SLOT);
      node.tagName = 'figure';
      node.properties = {};
      node.children = [
        {
          type: 'element',
          tagName: 'img',
          properties: {
            src: absoluteImageUrl(String(src)),
            alt: String(alt),
            width,
            height,
          },
          children: [],
        },
        ...(caption
          ? [
              {
                type: 'element' as const,
                tagName: 'figcaption',
                properties: {},
                children: [{ type: 'text' as const, value: String(caption) }],
              },
            ]
          : []),
      ];
      return;
    }
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      node.properties.href = absolute(node.properties.href, pagePath);
    }
    // The page's keyboard affordances and theme variables mean nothing in a reader.
    if (node.tagName === 'pre') {
      delete node.properties.tabIndex;
      delete node.properties.role;
      delete node.properties.ariaLabel;
    }
  });
  return toHtml(copy);
}
