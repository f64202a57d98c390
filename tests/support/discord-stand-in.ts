import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server answering Discord's "execute webhook" as Discord does (POST
 * /api/webhooks/:id/:token), so the real client in src/server/modules/discord/client.ts is what the tests
 * run: 200 with the created message as JSON when `?wait=true`, 204 without; X-RateLimit-* headers on every
 * answer. Scriptable: the next answers can be a 429 with `retry_after` (JSON and headers), a 5xx, or a
 * 404 Unknown Webhook, and a webhook id can be made unknown for good.
 */
interface DiscordRequest {
  webhookId: string;
  token: string;
  wait: boolean;
  body: Record<string, unknown>;
  /** The HTTP status the stand-in answered. */
  status: number;
}

type ScriptedAnswer =
  | { kind: 'rate-limit'; retryAfter: number; global?: boolean }
  | { kind: 'status'; status: number; message?: string; code?: number }
  /** A 2xx whose headers say the webhook's bucket is empty for `resetAfter` seconds. */
  | { kind: 'last-in-bucket'; resetAfter: number };

export interface DiscordStandIn {
  origin: string;
  /** Every request, in order, with its answer. */
  requests: DiscordRequest[];
  /** The bodies of the messages it accepted (2xx), in order. */
  delivered(): Record<string, unknown>[];
  /** Answers the next requests with these, in order, then serves normally again. */
  answerNext(...answers: ScriptedAnswer[]): void;
  /** Webhook ids that answer 404 Unknown Webhook from now on (deleted in Discord). */
  unknown: Set<string>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const PATH = /^\/api\/webhooks\/(\d+)\/([\w-]+)$/;

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startDiscordStandIn(): Promise<DiscordStandIn> {
  const script: ScriptedAnswer[] = [];
  const requests: DiscordRequest[] = [];
  const unknown = new Set<string>();
  let nextMessage = 1_300_000_000_000_000_000n;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = PATH.exec(url.pathname);
    const text = await readBody(request);
    if (request.method !== 'POST' || !match) {
      sendJson(response, 404, { message: '404: Not Found', code: 0 });
      return;
    }
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      sendJson(response, 400, { message: 'Cannot send an empty message', code: 50006 });
      return;
    }
    const [, webhookId = '', token = ''] = match;
    const wait = url.searchParams.get('wait') === 'true';
    const record = (status: number) => requests.push({ webhookId, token, wait, body, status });
    const bucket = (remaining: number, resetAfter: number) => ({
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset-after': String(resetAfter),
      'x-ratelimit-bucket': 'standin-bucket',
    });
    const scripted = script.shift();
    if (unknown.has(webhookId)) {
      record(404);
      sendJson(response, 404, { message: 'Unknown Webhook', code: 10015 });
      return;
    }
    if (scripted?.kind === 'rate-limit') {
      record(429);
      sendJson(
        response,
        429,
        {
          message: 'You are being rate limited.',
          retry_after: scripted.retryAfter,
          global: scripted.global ?? false,
        },
        {
          ...bucket(0, scripted.retryAfter),
          'retry-after': String(Math.ceil(scripted.retryAfter)),
          'x-ratelimit-scope': scripted.global ? 'global' : 'user',
          ...(scripted.global ? { 'x-ratelimit-global': 'true' } : {}),
        },
      );
      return;
    }
    if (scripted?.kind === 'status') {
      record(scripted.status);
      sendJson(response, scripted.status, {
        message:
          scripted.message ?? (scripted.status === 404 ? 'Unknown Webhook' : '500: Internal Server Error'),
        code: scripted.code ?? (scripted.status === 404 ? 10015 : 0),
      });
      return;
    }
    const headers = scripted?.kind === 'last-in-bucket' ? bucket(0, scripted.resetAfter) : bucket(4, 2);
    if (!wait) {
      record(204);
      response.writeHead(204, headers);
      response.end();
      return;
    }
    record(200);
    nextMessage += 1n;
    sendJson(
      response,
      200,
      {
        id: String(nextMessage),
        type: 0,
        channel_id: '1200000000000000001',
        webhook_id: webhookId,
        content: body.content ?? '',
        embeds: body.embeds ?? [],
        timestamp: new Date().toISOString(),
      },
      headers,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    delivered: () => requests.filter((r) => r.status < 300).map((r) => r.body),
    answerNext: (...answers) => script.push(...answers),
    unknown,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
