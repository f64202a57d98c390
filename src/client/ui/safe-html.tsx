import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { isVideoFrameUrl } from '#shared/video-hosts.ts';

let hooked = false;
function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify;
}

/**
 * The client's own pass over server-sanitized HTML (defence in depth): HTML only (no SVG or MathML), no
 * scripts, handlers, styles or forms, and iframes only from the video hosts the CSP allows.
 */
function purifyHtml(html: string): string {
  // Rendering on the server (no DOM): the server's own sanitizer has already passed over this HTML, and the
  // browser's pass runs again when it draws the article.
  if (typeof document === 'undefined') return html;
  const body = purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'target'],
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'object',
      'embed',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['style', 'srcdoc'],
    RETURN_DOM: true,
  }) as HTMLElement;
  for (const frame of body.querySelectorAll('iframe'))
    if (!isVideoFrameUrl(frame.getAttribute('src'))) frame.remove();
  return body.innerHTML;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purifyHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on save, on render by the server and here by DOMPurify
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
