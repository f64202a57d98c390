/**
 * Development's log destination: pino's JSON lines rewritten for a person at a terminal (production keeps
 * the JSON, for machines). A request line reads `14:05:09 GET /api/news 200 3.1 ms`; any other line
 * `14:05:09 WARN message {other fields}`, with an error's stack below it. No package needed for so little.
 */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line carries, or that the readable line already shows. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

export function readableLine(json: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const at = clock(entry.time);
  if (entry.msg === 'request completed' && entry.req && entry.res) {
    const ms = Math.round((entry.responseTime ?? 0) * 10) / 10;
    return `${at} ${entry.req.method} ${entry.req.url} ${entry.res.statusCode} ${ms} ms\n`;
  }
  const level = LEVELS[entry.level ?? 30] ?? String(entry.level);
  const rest = Object.fromEntries(Object.entries(entry).filter(([field]) => !SHOWN.has(field)));
  const request = entry.req
    ? ` (${entry.req.method} ${entry.req.url}${entry.reqId ? ` ${entry.reqId}` : ''})`
    : '';
  const fields = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
  const stack = entry.err
    ? `\n  ${(entry.err.stack ?? entry.err.message ?? '').replaceAll('\n', '\n  ')}`
    : '';
  return `${at} ${level} ${entry.msg ?? ''}${request}${fields}${stack}\n`;
}

/** A pino destination that writes readable lines to `out` (stdout unless a test collects them). */
export function readableLogStream(out: (text: string) => void = (text) => process.stdout.write(text)) {
  return { write: (line: string) => out(readableLine(line)) };
}
