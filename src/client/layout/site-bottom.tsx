import { BackToTop } from '../ui/back-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * The footer and the back-to-top button, in a chunk of their own: neither is needed for the first paint
 * (a server-rendered page keeps its footer's HTML until this loads), so they stay out of the public pages'
 * first chunk (docs/decisions/0005).
 */
export default function SiteBottom() {
  return (
    <>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
