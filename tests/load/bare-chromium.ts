import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** The Chromium the page scripts drive (Debian's package unless CHROMIUM_PATH names another). */
export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CALL_TIMEOUT_MS = 30_000;
const CLOSE_GRACE_MS = 5000;

/** A DevTools protocol call on the page's session, answered with its result. */
export type Send = (method: string, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface BareChromium {
  send: Send;
  close(): Promise<void>;
}

/**
 * Chromium, headless and with a fresh profile, driven over the DevTools protocol through a pipe (no port),
 * with only the domains the caller turns on. That is the point of it: Playwright and Lighthouse turn on
 * the Runtime domain (console and exception reporting) in every page, and with it V8 records a detailed
 * stack with source positions for every Error the page creates. On the site that makes V8 parse React
 * DOM's renderer a second time while the entry runs, work no player's phone does
 * (docs/decisions/0057-blocking-time-without-the-runtime-domain.md).
 */
export async function launchBareChromium(): Promise<BareChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'ran-bare-chromium-'));
  const child = spawn(
    CHROME,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      '--window-size=412,823',
      'about:blank',
    ],
    // The protocol runs on descriptors 3 (to Chromium) and 4 (from Chromium), messages ending in a NUL.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }
  >();
  const toChromium = child.stdio[3] as Writable;
  const fromChromium = child.stdio[4] as Readable;
  // Gone: it exited, or it never started (no 'exit' follows a failed spawn). From then on every call, the
  // ones waiting and any made later, fails with the reason at once instead of waiting for an answer.
  let gone: Error | null = null;
  const exited = new Promise<void>((resolve) => {
    const end = (reason: string) => {
      gone ??= new Error(`Chromium (${CHROME}): ${reason}`);
      for (const waiting of pending.values()) waiting.reject(gone);
      pending.clear();
      resolve();
    };
    child.once('error', (error) => end(error.message));
    child.once('exit', (code, signal) => end(`exited (${signal ?? code})`));
  });
  // A write to a Chromium that is gone fails its call as above, not as an unhandled stream error.
  toChromium.on('error', () => undefined);

  let buffered = '';
  fromChromium.setEncoding('utf8');
  fromChromium.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${message.error.message} (${message.error.code})`));
      else waiting.resolve(message.result ?? {});
    }
  });
  const call = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = ++nextId;
      // An answer that never comes (a page whose main thread never frees) fails the call, not the whole run.
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer within ${CALL_TIMEOUT_MS} ms`));
      }, CALL_TIMEOUT_MS);
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          then(value);
        };
      pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      toChromium.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  const close = async () => {
    child.kill('SIGTERM');
    const stubborn = setTimeout(() => child.kill('SIGKILL'), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(stubborn);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    // A page of its own rather than the window's first tab, which may not be listed yet this early.
    const { targetId } = (await call('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await call('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    return { send: (method, params) => call(method, params, sessionId), close };
  } catch (error) {
    await close();
    throw error;
  }
}
