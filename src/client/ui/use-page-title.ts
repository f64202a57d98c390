import { useEffect } from 'react';

/** The site name the server put in the page (SITE_NAME), or this kind of page's default name. */
function appName(fallback = 'Ran Online'): string {
  const configured = document.querySelector<HTMLMetaElement>('meta[name="app-name"]')?.content?.trim();
  return configured || fallback;
}

/** Page titles are '{crumb} | {app name}' (docs/product/site-shell.md, Page titles and names). */
export function usePageTitle(crumb: string, fallbackAppName?: string): void {
  useEffect(() => {
    document.title = `${crumb} | ${appName(fallbackAppName)}`;
  }, [crumb, fallbackAppName]);
}
