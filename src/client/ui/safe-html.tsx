import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const VIDEO_HOSTS = new Set(['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com']);

let hooked = false;
function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName !== 'iframe') return;
      const src = (node as Element).getAttribute('src') ?? '';
      let allowed = false;
      try {
        const url = new URL(src);
        allowed = url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname);
      } catch {
        allowed = false;
      }
      if (!allowed) node.parentNode?.removeChild(node);
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify;
}

/** The client's own pass over server-sanitized HTML (defence in depth): no scripts, handlers or styles. */
export function purifyHtml(html: string): string {
  return purifier().sanitize(html, {
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
  });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purifyHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on save, on render by the server and here by DOMPurify
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
