import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from './location.ts';
import { addressOf, locationAt } from './routers.tsx';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: string; ref?: Ref<HTMLAnchorElement> };

/** Another site's address ('https://…', 'mailto:…', '//host/…'): the browser goes there itself. */
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A link that opens a page of the site without reloading: a plain left click navigates in the app; a click
 * with a modifier key, another button or a target other than this tab, or a link to another site is left to
 * the browser. A link to the address already open replaces it rather than adding a history entry.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = EXTERNAL.test(to);
  const href = external ? to : addressOf(locationAt(to, addressOf(location)));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      external ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(href, { replace: replace ?? href === addressOf(location), state });
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

/**
 * A menu's link, marked while its page is open (aria-current="page" and the class 'active'): on its path
 * and, unless `end`, on the paths below it. Case is ignored, as the router ignores it.
 */
export function NavLink({ end, className, ...rest }: LinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const path = (rest.to.split(/[?#]/)[0] ?? '').toLowerCase();
  // The character after the link's path must start a segment: '/news' is not open on '/newsletter'.
  const cut = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(cut) === '/');
  return (
    <Link
      {...rest}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
