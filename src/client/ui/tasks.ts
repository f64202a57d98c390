/**
 * The next task: the browser may paint and answer input before it. A message rather than a timer, which a
 * hidden tab (a link opened in the background) holds back for a second or more.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** `then` once the browser has nothing else to do, or after `timeoutMs` at the latest. */
export function whenIdle(then: () => void, timeoutMs: number): void {
  if (window.requestIdleCallback) window.requestIdleCallback(then, { timeout: timeoutMs });
  else window.setTimeout(then, Math.min(200, timeoutMs));
}
