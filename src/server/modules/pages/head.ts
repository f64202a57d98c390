import { NEWS_FEED_PATH } from '#shared/news-types.ts';

/**
 * The tags that make a public page shareable and findable (docs/product/sharing.md): title, description,
 * canonical address, Open Graph and Twitter card tags, for an article its NewsArticle structured data, and
 * the news feed for readers to discover. Every address is absolute, from PUBLIC_URL, as link previews need;
 * the feed's is site-relative, which readers resolve against the page.
 */
export interface PageHead {
  siteName: string;
  /** The page's own title, without the site name. */
  crumb: string;
  description: string;
  /** Absolute canonical address. */
  url: string;
  /** Absolute image address (an article's thumbnail, else the operator's link preview picture), or null. */
  image: string | null;
  /** The image's size when it is known (the link preview picture's), so a preview can lay it out at once. */
  imageSize?: { width: number; height: number };
  article?: { headline: string; author: string; publishedAt: string };
  /** The page in each language offered, for hreflang alternates (docs/product/languages.md); none: English only. */
  languages?: { hreflang: string; url: string }[];
  /** The news feed link's title in the page's language ('{site name} news'). */
  feedTitle: string;
}

/** Escapes text for an HTML attribute value in double quotes or for element text. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An address on this site as an absolute URL (PUBLIC_URL has no trailing slash); other sites' as they are. */
export function absoluteUrl(publicUrl: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address;
  return `${publicUrl.replace(/\/+$/, '')}/${address.replace(/^\/+/, '')}`;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** JSON inside <script>: `<` escaped so no text of an article can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function structuredData(head: PageHead): string {
  const article = head.article;
  if (!article) return '';
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline.slice(0, 110),
    description: head.description,
    datePublished: article.publishedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: head.siteName },
    mainEntityOfPage: head.url,
    ...(head.image ? { image: [head.image] } : {}),
  };
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

/** The document title: '{crumb} | {site name}', as the page itself sets it. */
export const documentTitle = (head: Pick<PageHead, 'crumb' | 'siteName'>) =>
  `${head.crumb} | ${head.siteName}`;

/** Everything but <title>, which replaces the shell's own (as the description meta does). */
export function headTags(head: PageHead): string {
  const title = documentTitle(head);
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', head.article ? 'article' : 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.article?.headline ?? title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.article?.headline ?? title),
    meta('name', 'twitter:description', head.description),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feedTitle)}" href="${NEWS_FEED_PATH}" />`,
  ];
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image));
    // Structured properties follow the og:image they describe.
    if (head.imageSize) {
      tags.push(
        meta('property', 'og:image:width', String(head.imageSize.width)),
        meta('property', 'og:image:height', String(head.imageSize.height)),
      );
    }
    tags.push(meta('name', 'twitter:image', head.image));
  }
  if (head.article) tags.push(meta('property', 'article:published_time', head.article.publishedAt));
  for (const alternate of head.languages ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.url)}" />`,
    );
  }
  return tags.join('') + structuredData(head);
}
