import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
 * (docs/decisions/0057-blocking-time-without-devtools.md).
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
  // Gone: it exited, or it never started (no 'exit' follows a failed spawn).
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  // A Chromium that is missing or dies fails every call still waiting, instead of leaving it hanging.
  const failAll = (reason: string) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`Chromium (${CHROME}): ${reason}`));
    pending.clear();
  };
  child.once('error', (error) => failAll(error.message));
  child.once('exit', (code, signal) => failAll(`exited (${signal ?? code})`));
  // A write to a Chromium that is gone fails its call through failAll, not as an unhandled stream error.
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
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      toChromium.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  const close = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const { targetInfos } = (await call('Target.getTargets')) as {
      targetInfos: { targetId: string; type: string }[];
    };
    const page = targetInfos.find((target) => target.type === 'page');
    if (!page) throw new Error('Chromium opened no page');
    const { sessionId } = (await call('Target.attachToTarget', {
      targetId: page.targetId,
      flatten: true,
    })) as {
      sessionId: string;
    };
    return { send: (method, params) => call(method, params, sessionId), close };
  } catch (error) {
    await close();
    throw error;
  }
}
