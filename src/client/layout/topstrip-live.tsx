import { ManilaClock } from './manila-clock.tsx';
import { ServerStatusLine } from './server-status.tsx';

/**
 * The top strip's parts that change while a page is open: the game server's status and the Manila clock.
 * One module, loaded apart from the first chunk (lazy-clock.tsx): a server-rendered page draws both with
 * its HTML and hydrates them together.
 */
export function TopstripLive() {
  return (
    <>
      <ServerStatusLine />
      <ManilaClock />
    </>
  );
}
