import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Component tests (src/client/**\/*.browser.test.tsx) run in a real Chromium page (vitest browser mode):
 * `render` mounts a part into the page with React (drawn when it returns), `cleanup` unmounts everything mounted. Updates are
 * awaited with `expect.element` / `vi.waitFor`, which retry until the page shows what is expected.
 */
const mounted: { root: Root; host: HTMLElement }[] = [];

export function render(ui: ReactNode): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  // Drawn before render returns, so the test can read the page at once.
  flushSync(() => root.render(ui));
  mounted.push({ root, host });
  return host;
}

export function cleanup(): void {
  for (const { root, host } of mounted.splice(0)) {
    root.unmount();
    host.remove();
  }
}
