import { useEffect } from 'react';
import { siteName } from './site-config.ts';

/** Page titles are '{crumb} | {site name}' (docs/product/site-shell.md, Page titles and names). */
export function usePageTitle(crumb: string, fallbackAppName?: string): void {
  useEffect(() => {
    document.title = `${crumb} | ${siteName(fallbackAppName)}`;
  }, [crumb, fallbackAppName]);
}
