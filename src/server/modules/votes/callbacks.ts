import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { VoteSiteKind } from '#shared/votes.ts';

/**
 * What each vote site's callback says, read as that site documents it (docs/product/votes.md,
 * Verification). Pure: no database, so each kind's reading is tested on its own.
 */

/** One vote a callback reports. */
export interface ReportedVote {
  /** Our vote reference, as the player's link carried it to the vote site; null when absent. */
  reference: string | null;
  /** The voter's address as the vote site saw it. */
  voterIp: string | null;
  /** Whether the vote site says the vote counted (only GTop100 reports a vote that did not). */
  counted: boolean;
  /** What the vote site said besides (GTop100's Reason). */
  detail: string | null;
}

export interface ReadCallback {
  /** The shared key the callback carries (GTop100's pingbackkey), or null. */
  key: string | null;
  votes: ReportedVote[];
}

/**
 * GTop100 sends its votes in batches, of a size it does not document. A vote left unread is a vote never
 * rewarded (and GTop100 does not send it again), so the bound is what the route's 64 KiB body can carry
 * (about 130 bytes a vote, plugins/request-body.ts), not a guess at a busy day's batch. It still bounds
 * the rows one callback can write.
 */
const MAX_VOTES_PER_CALLBACK = 500;

type Fields = Record<string, string>;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return text(value[0]);
  return null;
}

/** A plain object's fields with a text or number value; anything else is left out. */
function fieldsOf(value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const fields: Fields = {};
  for (const [name, item] of Object.entries(value)) {
    const read = text(item);
    if (read !== null) fields[name] = read;
  }
  return fields;
}

const present = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** GTop100's Successful / success: 0 is a vote that counted, anything else (or nothing) one that did not. */
const countedFlag = (value: string | undefined): boolean =>
  value !== undefined && /^-?0+$/.test(value.trim());

/**
 * GTop100's JSON pingback: `{ siteid, pingbackkey, Common: [entry, ...] }`, where each entry is a list of
 * one-field objects (or one object) with pb_name (our reference), ip, success and reason.
 */
function gtop100Json(body: Fields & { Common?: unknown }, raw: Record<string, unknown>): ReadCallback {
  const entries = Array.isArray(raw.Common) ? raw.Common.slice(0, MAX_VOTES_PER_CALLBACK) : [];
  const votes = entries.map((entry: unknown) => {
    const merged: Fields = Array.isArray(entry)
      ? Object.assign({}, ...entry.map((part: unknown) => fieldsOf(part)))
      : fieldsOf(entry);
    return {
      reference: present(merged.pb_name),
      voterIp: present(merged.ip),
      counted: countedFlag(merged.success),
      detail: present(merged.reason),
    };
  });
  return { key: present(body.pingbackkey), votes };
}

/**
 * Reads one callback of `kind`: its query and its body (form fields or JSON), the body's fields taking
 * precedence. A callback with nothing recognisable reports one vote without a reference.
 */
export function readCallback(kind: VoteSiteKind, query: unknown, body: unknown): ReadCallback {
  const raw =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const fields: Fields = { ...fieldsOf(query), ...fieldsOf(raw) };
  switch (kind) {
    case 'gtop100':
      if (Array.isArray(raw.Common)) return gtop100Json(fields, raw);
      return {
        key: present(fields.pingbackkey),
        votes: [
          {
            reference: present(fields.pingUsername),
            voterIp: present(fields.VoterIP),
            counted: countedFlag(fields.Successful),
            detail: present(fields.Reason),
          },
        ],
      };
    case 'xtremetop100':
      return {
        key: null,
        votes: [
          {
            reference: present(fields.custom),
            voterIp: present(fields.votingip),
            counted: true,
            detail: null,
          },
        ],
      };
    case 'topg':
      return {
        key: null,
        votes: [
          { reference: present(fields.p_resp), voterIp: present(fields.ip), counted: true, detail: null },
        ],
      };
    case 'top100arena':
      return {
        key: null,
        votes: [{ reference: present(fields.postback), voterIp: null, counted: true, detail: null }],
      };
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the callback's key is the stored one, compared in constant time (of the digests). */
export function keyMatches(given: string | null, stored: string | null): boolean {
  if (stored === null || stored === '') return false;
  const same = timingSafeEqual(digest(given ?? ''), digest(stored));
  return same && given !== null;
}

/** An IPv4 address written as IPv6 (::ffff:192.0.2.1, as a dual-stack socket reports it) as plain IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether `address` (the caller's, request.ip) is one of the listed addresses or inside a listed range. */
export function addressAllowed(address: string, allowed: readonly string[]): boolean {
  const caller = plainAddress(address);
  const family = isIP(caller);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [base = '', prefix] = entry.split('/');
    // A range keeps its IPv6 form: its prefix counts IPv6 bits (::ffff:203.0.113.0/120), which an IPv4
    // subnet cannot take (BlockList throws), and BlockList matches IPv4 callers against mapped ranges.
    const plain = prefix === undefined ? plainAddress(base) : base;
    const type = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(plain) === 0) continue;
    if (prefix === undefined) list.addAddress(plain, type);
    else list.addSubnet(plain, Number(prefix), type);
  }
  return list.check(caller, family === 6 ? 'ipv6' : 'ipv4');
}
