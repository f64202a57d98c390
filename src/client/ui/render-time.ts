import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The instant a server-rendered page was rendered (ms since the epoch), or null in a page the browser
 * rendered itself. Text that depends on the time ('5 minutes ago', the clock) is drawn for this instant
 * while the browser hydrates the server's HTML, so both draw the same text even when the page came from the
 * server's page cache, and for the browser's own time afterwards.
 */
const RenderTimeContext = createContext<number | null>(null);
export const RenderTimeProvider = RenderTimeContext.Provider;

const MINUTE = 60_000;
// To the minute, so that every read within one render agrees (a snapshot must not change between reads).
const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const noChanges = () => () => {};

/** "Now" for time-dependent text: the render's time while hydrating, the browser's (to the minute) after. */
export function useRenderTime(): number {
  const rendered = useContext(RenderTimeContext);
  return useSyncExternalStore(noChanges, thisMinute, () => rendered ?? thisMinute());
}
