import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productionLogStream } from './log-stream.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function logFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'log-stream-'));
  dirs.push(dir);
  return path.join(dir, 'site.log');
}

describe('production log stream', () => {
  it('writes every line whole and in order, across batches, long lines and any UTF-8', async () => {
    const file = logFile();
    const log = productionLogStream(file);
    const lines: string[] = [];
    for (let i = 0; i < 3000; i++) {
      // Three-byte and four-byte characters near the batch's edges must not be split or lost.
      const text = i % 7 === 0 ? `Señor ₱${i} 🎮` : `request ${i}`;
      lines.push(`{"n":${i},"msg":${JSON.stringify(text)}}\n`);
      if (i === 1500) lines.push(`{"long":"${'é'.repeat(70_000)}"}\n`);
    }
    for (const line of lines) log.stream.write(line);
    await log.close();
    expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
  });

  it('stops listening for the process exit once closed', async () => {
    const before = process.listenerCount('exit');
    const log = productionLogStream(logFile());
    expect(process.listenerCount('exit')).toBe(before + 1);
    log.stream.write('{"msg":"one"}\n');
    await log.close();
    expect(process.listenerCount('exit')).toBe(before);
  });
});
