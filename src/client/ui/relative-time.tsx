import { relativeTime } from '#shared/relative-time.ts';
import { useLanguage } from '../i18n/language.tsx';
import { useRenderTime } from './render-time.ts';

/**
 * A news date as people say it ('5 minutes ago'), counted from the render's time while a server-rendered
 * page hydrates (ui/render-time.ts), so the browser's first draw matches the server's HTML. In the page's
 * language ('5 minuto na ang nakalipas').
 */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const now = useRenderTime();
  const { language } = useLanguage();
  return (
    <time className={className} dateTime={value}>
      {relativeTime(value, new Date(now), language)}
    </time>
  );
}
