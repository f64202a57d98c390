import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

// OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane (docs/ARCHITECTURE.md, Data).
interface Argon2Params {
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
}

const PARAMS: Argon2Params = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

async function derive(secret: string, salt: Buffer, params: Argon2Params): Promise<Buffer> {
  return argon2Async('argon2id', {
    message: Buffer.from(secret.normalize('NFKC'), 'utf8'),
    nonce: salt,
    memory: params.memory,
    passes: params.passes,
    parallelism: params.parallelism,
    tagLength: params.tagLength,
  });
}

/** Hashes a password or secret answer into a self-describing PHC string. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(secret, salt, PARAMS);
  const { memory: m, passes: t, parallelism: p } = PARAMS;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Constant-time check of a secret against a PHC string made by hashSecret. False for malformed hashes. */
export async function verifySecret(secret: string, phc: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(phc);
  if (!match) return false;
  const [, m, t, p, salt, expected] = match as unknown as [string, string, string, string, string, string];
  const expectedBuf = Buffer.from(expected, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), {
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expectedBuf.length,
  });
  return actual.length === expectedBuf.length && timingSafeEqual(actual, expectedBuf);
}

/** A real hash of a random secret: verified against when an account does not exist, so timing matches. */
let decoyHash: Promise<string> | undefined;
export function decoySecretHash(): Promise<string> {
  decoyHash ??= hashSecret(randomBytes(16).toString('hex'));
  return decoyHash;
}
