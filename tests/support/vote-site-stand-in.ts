import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in of a vote site speaking GTop100's pingback protocol (docs/product/votes.md): its vote
 * page (GET /vote?vote=1&pingUsername=REF) shows a Vote button; voting (POST /vote) sends the pingback to
 * the site under test, a form with pingbackkey, pingUsername, VoterIP, Successful 0 and Reason, waits for
 * its answer, then shows a thank-you page linking back to `returnUrl`.
 */
export interface VoteSiteStandIn {
  url: string;
  /** Where the pingback goes: the site's callback address for this vote site (set once it exists). */
  callbackUrl: string;
  /** Each pingback's answer from the site, in order. */
  answers: { status: number; body: string }[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${htmlText(title)}</title></head><body><main><h1>${htmlText(title)}</h1>${body}</main></body></html>`;
}

export async function startVoteSiteStandIn(options: {
  pingbackKey: string;
  returnUrl: string;
}): Promise<VoteSiteStandIn> {
  const standIn: VoteSiteStandIn = { url: '', callbackUrl: '', answers: [], close: async () => {} };
  const server = createServer(async (request, response) => {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    const html = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(text);
    };
    // A browser asks for an icon; none, without an error in the console.
    if (address.pathname === '/favicon.ico') return html(204, '');
    if (address.pathname !== '/vote') return html(404, page('Not found', ''));
    if (request.method === 'GET') {
      const reference = address.searchParams.get('pingUsername') ?? '';
      return html(
        200,
        page(
          'Vote for Ran Stand-in',
          `<form method="post" action="/vote"><input type="hidden" name="pingUsername" value="${htmlText(reference)}">
<button type="submit">Vote</button></form>`,
        ),
      );
    }
    const form = new URLSearchParams(await readBody(request));
    const pingback = await fetch(standIn.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        pingbackkey: options.pingbackKey,
        pingUsername: form.get('pingUsername') ?? '',
        VoterIP: request.socket.remoteAddress ?? '',
        Successful: '0',
        Reason: 'Vote counted',
      }).toString(),
    });
    standIn.answers.push({ status: pingback.status, body: await pingback.text() });
    return html(
      200,
      page('Thank you for voting', `<p><a href="${htmlText(options.returnUrl)}">Back to the server</a></p>`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
