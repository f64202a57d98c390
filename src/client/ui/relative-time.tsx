import { relativeTime } from '#shared/relative-time.ts';
import { useRenderTime } from './render-time.ts';

/**
 * A news date as people say it ('5 minutes ago'), counted from the render's time while a server-rendered
 * page hydrates (ui/render-time.ts), so the browser's first draw matches the server's HTML.
 */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const now = useRenderTime();
  return (
    <time className={className} dateTime={value}>
      {relativeTime(value, new Date(now))}
    </time>
  );
}
