import type { ReactNode } from 'react';
import uiEn from '#shared/i18n/ui.en.ts';
import { formatWhole } from '#shared/numbers.ts';
import { useT } from '../i18n/language.tsx';
import { registerArea } from '../i18n/messages.ts';
import { RelativeTime } from './relative-time.tsx';
import { SafeHtml } from './safe-html.tsx';

registerArea(uiEn, { fil: () => import('#shared/i18n/ui.fil.ts') });

/** What an article shows; `publishedAt` and `views` are left out where there are none yet (a preview). */
export interface ArticleContentProps {
  subject: string;
  author: string;
  /** Sanitized HTML (the server's pass; SafeHtml adds the client's). */
  content: string;
  thumbnail: string | null;
  showThumbnail: boolean;
  publishedAt?: string;
  views?: number;
  /** Under the article: the news page's "Back to news", the console's preview actions. */
  footer?: ReactNode;
}

/**
 * One article as players see it: thumbnail (when shown), subject, writer, date, views and the HTML. The
 * news pages and the console's preview both draw it, so a preview is what players get.
 */
export function ArticleContent(props: ArticleContentProps) {
  const t = useT();
  return (
    <article className="article" aria-labelledby="article-title" data-testid="article">
      {props.showThumbnail && props.thumbnail && (
        <img className="article__thumb" src={props.thumbnail} alt="" width="480" height="200" />
      )}
      <h2 id="article-title" className="article__title">
        {props.subject}
      </h2>
      <p className="article__meta">
        <span>{t('ui.article.by', { author: props.author })}</span>
        {props.publishedAt && (
          <span>
            <RelativeTime value={props.publishedAt} />
          </span>
        )}
        {props.views !== undefined && (
          <span>{t('ui.article.views', { count: props.views, views: formatWhole(props.views) })}</span>
        )}
      </p>
      <SafeHtml className="article__body" html={props.content} />
      {props.footer}
    </article>
  );
}
