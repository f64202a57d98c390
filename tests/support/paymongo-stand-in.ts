import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  newId,
  paidEventBody,
  type SessionRecord,
  sessionResource,
} from '../../src/server/modules/payments/paymongo-resources.ts';
import { signatureHeader } from '../../src/server/modules/payments/paymongo-signature.ts';

/**
 * A loopback HTTP server speaking PayMongo's Checkout Sessions protocol (POST /v1/checkout_sessions,
 * GET /v1/checkout_sessions/:id, POST /v1/checkout_sessions/:id/expire, HTTP Basic with the secret key),
 * so the real client in
 * src/server/modules/payments/paymongo-provider.ts is what the tests run. It also plays the player paying
 * (markPaid) and makes the signed webhooks PayMongo would send.
 */
export interface StandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every create request's parsed body, in order. */
  created: unknown[];
  /** The Authorization header of every call. */
  authHeaders: string[];
  sessions: Map<string, SessionRecord>;
  /** Answer the next calls with this HTTP status instead (null: serve normally). */
  failWith: number | null;
  /** Answer only the expire calls with this HTTP status instead (null: serve normally). */
  failExpireWith: number | null;
  /** The ids of the sessions the site asked to expire, in order. */
  expireCalls: string[];
  markPaid(id: string, amountCentavos?: number, currency?: string): void;
  expire(id: string): void;
  /** The body and Paymongo-Signature header of a paid event for a session (`live`: a live-mode event). */
  paidWebhook(
    id: string,
    options?: { eventId?: string; timestamp?: number; secret?: string; live?: boolean },
  ): { body: string; signature: string };
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPaymongoStandIn(): Promise<StandIn> {
  const secretKey = 'sk_test_standin0000000000';
  const webhookSecret = 'whsk_standin_0000000000000';
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const sessions = new Map<string, SessionRecord>();
  const standIn: StandIn = {
    url: '',
    secretKey,
    webhookSecret,
    created: [],
    authHeaders: [],
    sessions,
    failWith: null,
    failExpireWith: null,
    expireCalls: [],
    markPaid(id, amountCentavos, currency = 'PHP') {
      const record = sessions.get(id);
      if (!record) throw new Error(`no session ${id}`);
      record.payment = {
        id: newId('pay'),
        amountCentavos: amountCentavos ?? record.amountCentavos,
        currency,
      };
    },
    expire(id) {
      const record = sessions.get(id);
      if (record) record.status = 'expired';
    },
    paidWebhook(id, options = {}) {
      const record = sessions.get(id);
      if (!record) throw new Error(`no session ${id}`);
      const mode = options.live ? 'live' : 'test';
      const body = paidEventBody(record, options.eventId, mode === 'live');
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      return { body, signature: signatureHeader(options.secret ?? webhookSecret, timestamp, body, mode) };
    },
    close: async () => {},
  };

  const server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    standIn.authHeaders.push(String(request.headers.authorization));
    const text = await readBody(request);
    if (standIn.failWith) return reply(standIn.failWith, { errors: [{ code: 'stand_in_failure' }] });
    if (request.headers.authorization !== expectedAuth) {
      return reply(401, { errors: [{ code: 'api_key_invalid', detail: 'API key is invalid' }] });
    }
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/v1/checkout_sessions') {
      const body = JSON.parse(text) as {
        data: {
          attributes: { line_items: { amount: number; currency: string }[]; reference_number: string };
        };
      };
      standIn.created.push(body);
      const [item] = body.data.attributes.line_items;
      const id = newId('cs');
      const record: SessionRecord = {
        id,
        reference: body.data.attributes.reference_number,
        amountCentavos: item?.amount ?? 0,
        currency: item?.currency ?? 'PHP',
        checkoutUrl: `https://checkout.paymongo.test/${id}`,
        status: 'active',
        payment: null,
      };
      sessions.set(id, record);
      return reply(200, { data: sessionResource(record) });
    }
    const expiring = /^\/v1\/checkout_sessions\/([\w-]+)\/expire$/.exec(url.pathname);
    if (request.method === 'POST' && expiring) {
      standIn.expireCalls.push(expiring[1]!);
      if (standIn.failExpireWith)
        return reply(standIn.failExpireWith, { errors: [{ code: 'stand_in_failure' }] });
      const record = sessions.get(expiring[1]!);
      if (!record) return reply(404, { errors: [{ code: 'resource_not_found' }] });
      if (record.payment || record.status !== 'active') {
        return reply(400, {
          errors: [{ code: 'parameter_invalid', detail: 'The session cannot be expired.' }],
        });
      }
      record.status = 'expired';
      return reply(200, { data: sessionResource(record) });
    }
    const match = /^\/v1\/checkout_sessions\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const record = sessions.get(match[1]!);
      if (!record) return reply(404, { errors: [{ code: 'resource_not_found' }] });
      return reply(200, { data: sessionResource(record) });
    }
    return reply(404, { errors: [{ code: 'route_not_found' }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
