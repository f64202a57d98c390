import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Real child processes of the README's commands (`npm start`, `npm run <script>`), for Vitest's process
 * tests and the Playwright walk alike: nothing here may import a test runner.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

export interface StartedProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
}

/**
 * Runs `node scripts/start.ts` as `npm start` would, with the given environment on top of ours. With
 * `terminal`, it leads a process group of its own, as a shell's foreground job does: a signal sent to
 * `-pid` then reaches it and every process it started, as Ctrl-C does.
 */
export function spawnStart(
  env: Record<string, string>,
  options: { terminal?: boolean } = {},
): StartedProcess {
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', SKIP_CLIENT_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.terminal === true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  return { child, output: () => output, exited };
}

export async function waitForOutput(
  proc: StartedProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
  pollMs = 100,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (pattern.test(proc.output())) return;
    if (proc.child.exitCode !== null) throw new Error(`process exited early:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`timed out waiting for ${pattern}:\n${proc.output()}`);
}

export interface CommandResult {
  code: number | string;
  stdout: string;
  stderr: string;
}

/** Runs one of the README's commands (`node scripts/<script> ...args`) to its end. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}`, ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? signal ?? -1, stdout, stderr }));
  });
}
