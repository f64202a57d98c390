import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { memoryRateStore } from '../../src/server/plugins/rate-limit.ts';
import { RATE_RULES } from '../../src/server/rate-rules.ts';
import { nextIp, post } from '../support/accounts.ts';
import { createUser } from '../support/factories.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Strangers cannot lock an owner out (issue 9, item 6). The rate limits run on an injected clock: the
 * tests move time forward instead of waiting out a window.
 */
let t: TestApp;
let mail: MailCatcher;
let now = Date.now();
const MINUTE = 60_000;
/** Tries per bucket per 15 minutes (the same for the shared bucket and each known one). */
const BUCKET = RATE_RULES.loginAccount.limit;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail, rateStore: memoryRateStore({ now: () => now }) });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let strangerCount = 0;
/** A stranger's address, never one the tests' players use (those come from nextIp(): 198.51.100.x). */
function strangerIp(): string {
  strangerCount += 1;
  return `10.${Math.floor(strangerCount / 250) % 250}.${strangerCount % 250}.7`;
}

function cookieValue(res: { headers: Record<string, unknown> }, name: string): string | null {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = all.find((c: string) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1).split(';')[0] ?? '') : null;
}

const signIn = (userId: string, password: string, ip: string, device?: string) =>
  post(
    t.app,
    'processlogin',
    { UserID: userId, UserPass: password },
    { ip, ...(device ? { cookie: `ran_device=${device}` } : {}) },
  );

/** The owner signs in once from home: the browser gets a device cookie and the address becomes known. */
async function ownerAtHome() {
  const owner = await createUser(t.db);
  const home = nextIp();
  const res = await signIn(owner.user_id, owner.password, home);
  expect(res.json().data.status).toBe(1);
  const device = cookieValue(res, 'ran_device');
  expect(device).toMatch(/^[\w-]{40,}$/);
  return { owner, home, device: device! };
}

/** `count` wrong guesses, each from a new address; returns how many were answered (not 429). */
async function strangersGuess(userId: string, count: number): Promise<number> {
  let answered = 0;
  for (let i = 0; i < count; i++) {
    const res = await signIn(userId, `Wrong-Guess-${i}`, strangerIp());
    if (res.statusCode === 200) {
      expect(res.json().data.status).toBe(2);
      answered += 1;
    } else {
      expect(res.statusCode).toBe(429);
    }
  }
  return answered;
}

// A test here checks up to a hundred passwords, each an argon2id at production cost (what the limits count):
// seconds on an idle machine, past the default 30 s on a busy 2-core one. The bound fits that work.
describe('sign-in lockout', { timeout: 120_000 }, () => {
  it('120 wrong guesses from 120 addresses do not stop the owner on a known browser or address', async () => {
    const { owner, home, device } = await ownerAtHome();
    expect(await strangersGuess(owner.user_id, 120)).toBe(BUCKET);

    // A stranger with the right password on an unknown browser and address is capped.
    const unknown = await signIn(owner.user_id, owner.password, strangerIp());
    expect(unknown.statusCode).toBe(429);
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(0);

    // The owner's browser, from an address it never used (travelling): gets in.
    const travelling = await signIn(owner.user_id, owner.password, nextIp(), device);
    expect(travelling.statusCode).toBe(200);
    expect(travelling.json().data).toMatchObject({ status: 1, message: M.loginOk });
    expect(cookieValue(travelling, 'ran_device')).toBe(device); // a known browser keeps its token
    // Another browser at the owner's home address (the phone on the home Wi-Fi): gets in.
    expect((await signIn(owner.user_id, owner.password, home)).json().data.status).toBe(1);

    // The strangers' bucket empties when its window ends.
    now += 15 * MINUTE;
    expect((await signIn(owner.user_id, owner.password, strangerIp())).json().data.status).toBe(1);
  });

  it('an admin account is no easier to lock than a player', async () => {
    const admin = await createUser(t.db, { userType: 30 });
    const office = nextIp();
    const device = cookieValue(await signIn(admin.user_id, admin.password, office), 'ran_device')!;
    await strangersGuess(admin.user_id, 30);
    expect((await signIn(admin.user_id, admin.password, nextIp(), device)).json().data.status).toBe(30);
  });

  it('a known browser has its own cap: a stolen device cookie does not buy unlimited guesses', async () => {
    const { owner, home, device } = await ownerAtHome();
    const thief = strangerIp();
    for (let i = 0; i < RATE_RULES.loginKnown.limit; i++) {
      expect((await signIn(owner.user_id, `Wrong-${i}-guess`, thief, device)).json().data.status).toBe(2);
    }
    expect((await signIn(owner.user_id, owner.password, thief, device)).statusCode).toBe(429);
    // The owner's address is another bucket and still works.
    expect((await signIn(owner.user_id, owner.password, home)).json().data.status).toBe(1);
  });

  it('a device cookie of another account, or a made-up one, counts as an unknown browser', async () => {
    const { device } = await ownerAtHome();
    const victim = await createUser(t.db);
    await strangersGuess(victim.user_id, BUCKET);
    for (const cookie of [device, 'made-up-device-token-0123456789abcdef']) {
      expect((await signIn(victim.user_id, victim.password, strangerIp(), cookie)).statusCode).toBe(429);
    }
  });

  it('caps checked passwords per account at 100 an hour, across every bucket', async () => {
    const owner = await createUser(t.db);
    const home = nextIp();
    const cap = RATE_RULES.loginAccountHour.limit;
    // Enough browsers of the owner's (each first sign-in mints a device token) to reach the cap.
    const browsers = Math.ceil(cap / (RATE_RULES.loginKnown.limit + 1));
    const devices: string[] = [];
    for (let i = 0; i < browsers; i++) {
      devices.push(cookieValue(await signIn(owner.user_id, owner.password, home), 'ran_device')!);
    }
    expect(new Set(devices).size).toBe(browsers);
    let answered = browsers; // the sign-ins above were checked passwords too
    for (const device of devices) {
      for (let i = 0; i < RATE_RULES.loginKnown.limit; i++) {
        const res = await signIn(owner.user_id, `Wrong-${i}-guess`, strangerIp(), device);
        if (res.statusCode === 200) answered += 1;
        else expect(res.statusCode).toBe(429);
      }
    }
    expect(answered).toBe(cap);
    // Every bucket is now refused, the owner's home address included, until the hour has passed.
    expect((await signIn(owner.user_id, owner.password, home)).statusCode).toBe(429);
    now += 60 * MINUTE;
    expect((await signIn(owner.user_id, owner.password, home)).json().data.status).toBe(1);
  });

  it("strangers on the owner's own address (carrier NAT, a cafe) cannot spend it for the owner's browser", async () => {
    const { owner, home, device } = await ownerAtHome();
    // The address's own limit, spent by strangers spraying made-up accounts from behind the same NAT.
    for (let i = 0; i < RATE_RULES.loginAddress.limit; i++) {
      await signIn(`nat_${i}_${strangerCount}`, 'Wrong-password-1', home);
    }
    expect((await signIn(`nat_last_${strangerCount}`, 'Wrong-password-1', home)).statusCode).toBe(429);
    // The owner's known browser on that address still signs in; without it, the address is refused.
    expect((await signIn(owner.user_id, owner.password, home, device)).json().data.status).toBe(1);
    expect((await signIn(owner.user_id, owner.password, home)).statusCode).toBe(429);
  });

  it('someone at a computer the owner once used cannot reach the hourly cap for the owner', async () => {
    const { owner, device: homeDevice } = await ownerAtHome();
    // The owner once signed in at a cafe: that browser and that address are known to the account.
    const cafe = nextIp();
    const cafeRes = await signIn(owner.user_id, owner.password, cafe);
    const cafeDevice = cookieValue(cafeRes, 'ran_device')!;
    // For the next hour, a stranger uses every bucket within reach: the cafe browser, the cafe address
    // without its cookie, and the shared bucket from anywhere, each until it answers 429.
    let guesses = 0;
    for (let window = 0; window < 4; window++) {
      for (const attempt of [
        (i: number) => signIn(owner.user_id, `Wrong-${i}`, cafe, cafeDevice),
        (i: number) => signIn(owner.user_id, `Wrong-${i}`, cafe),
        (i: number) => signIn(owner.user_id, `Wrong-${i}`, strangerIp()),
      ]) {
        for (let i = 0; ; i++) {
          const res = await attempt(i);
          if (res.statusCode === 429) break;
          guesses += 1;
        }
      }
      // The owner at home, on the home browser, is never refused.
      expect((await signIn(owner.user_id, owner.password, nextIp(), homeDevice)).json().data.status).toBe(1);
      now += 15 * MINUTE; // the next window of every bucket, still within the hour
    }
    expect(guesses).toBeLessThan(RATE_RULES.loginAccountHour.limit);
  });

  it('per-address limits still hold for a stranger spraying many accounts', async () => {
    const ip = strangerIp();
    for (let i = 0; i < 60; i++) {
      expect((await signIn(`spray_${i}_${strangerCount}`, 'Wrong-password-1', ip)).statusCode).toBe(200);
    }
    expect((await signIn('spray_last', 'Wrong-password-1', ip)).statusCode).toBe(429);
  });

  it('a password reset forgets every other browser and address, and makes the resetting browser known', async () => {
    const { owner, home, device } = await ownerAtHome();
    await post(t.app, 'findPassword', { findPWID: owner.user_id, findPWEmail: owner.email }, { ip: home });
    const token = mail.token(await mail.last(owner.email, /new password/), 'reset-password');
    const laptop = nextIp();
    const reset = await post(
      t.app,
      'reset-password',
      { token, newPassword: 'Fresh-Start-2026' },
      { ip: laptop },
    );
    expect(reset.statusCode).toBe(200);
    const resetDevice = cookieValue(reset, 'ran_device')!;
    expect(resetDevice).toMatch(/^[\w-]{40,}$/);
    await strangersGuess(owner.user_id, 12);
    // The old browser and home address are strangers now; the browser that reset the password is not.
    expect((await signIn(owner.user_id, 'Fresh-Start-2026', home, device)).statusCode).toBe(429);
    expect((await signIn(owner.user_id, 'Fresh-Start-2026', nextIp(), resetDevice)).json().data.status).toBe(
      1,
    );
  });

  it('a password change forgets other browsers, and makes the browser that changed it known', async () => {
    const { owner, device: oldDevice } = await ownerAtHome();
    const office = nextIp();
    const token = (await signIn(owner.user_id, owner.password, office)).json().data.token;
    const ref = { UserNum: owner.user_num, UserID: owner.user_id };
    await post(t.app, 'validate-secret-answer', { ...ref, secretAnswer: 'blue' }, { token, ip: office });
    const changed = await post(
      t.app,
      'updatepassword',
      { ...ref, UserPass: owner.password, NewUserPass: 'Brand-New-Pass-1' },
      { token, ip: office },
    );
    expect(changed.statusCode).toBe(200);
    const newDevice = cookieValue(changed, 'ran_device')!;
    expect(newDevice).toMatch(/^[\w-]{40,}$/);
    await strangersGuess(owner.user_id, 12);
    expect((await signIn(owner.user_id, 'Brand-New-Pass-1', nextIp(), oldDevice)).statusCode).toBe(429);
    expect((await signIn(owner.user_id, 'Brand-New-Pass-1', nextIp(), newDevice)).json().data.status).toBe(1);
  });
});

describe('recovery cannot be blocked by a stranger', () => {
  const findPw = (findPWID: string, findPWEmail: string, ip = strangerIp()) =>
    post(t.app, 'findPassword', { findPWID, findPWEmail }, { ip });
  const findId = (findIDEmail: string, ip = strangerIp()) =>
    post(t.app, 'findUserID', { findIDEmail }, { ip });

  it("a stranger's 50 reset requests cost the owner nothing: same answers, 3 mails, the newest link works", async () => {
    const owner = await createUser(t.db);
    const answers = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const res = await findPw(owner.user_id, owner.email);
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    const own = await findPw(owner.user_id, owner.email, nextIp());
    expect(own.statusCode).toBe(200);
    answers.add(own.body);
    expect([...answers]).toEqual([JSON.stringify({ message: M.findPwSent })]);

    const letters = (await mail.to(owner.email)).filter((m) => /new password/.test(m.subject));
    expect(letters).toHaveLength(3);
    const newest = mail.token(letters.at(-1)!, 'reset-password');
    const reset = await post(t.app, 'reset-password', { token: newest, newPassword: 'Owner-Again-2026' });
    expect(reset.statusCode).toBe(200);

    // After the window the owner's request mails a new link again.
    now += 15 * MINUTE;
    await findPw(owner.user_id, owner.email, nextIp());
    expect((await mail.to(owner.email)).filter((m) => /new password/.test(m.subject))).toHaveLength(4);
  });

  it("a stranger's find-ID requests never make the owner's fail, and mail at most 3 times", async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 30; i++) expect((await findId(owner.email)).statusCode).toBe(200);
    const own = await findId(owner.email, nextIp());
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: M.findIdSent });
    const letters = await mail.to(owner.email);
    expect(letters.filter((m) => /your User ID/.test(m.subject))).toHaveLength(3);
  });

  it('answers an unknown account exactly as a known one, spam or not (no enumeration)', async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 10; i++) await findPw(owner.user_id, owner.email);
    const known = await findPw(owner.user_id, owner.email);
    const unknown = await findPw('nobody_at_all', 'nobody_at_all@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('still limits one address (429 to the caller only)', async () => {
    const ip = strangerIp();
    for (let i = 0; i < 20; i++) await findPw(`someone${i}`, `someone${i}@example.com`, ip);
    expect((await findPw('someone_else', 'someone_else@example.com', ip)).statusCode).toBe(429);
    expect((await findPw('someone_else', 'someone_else@example.com')).statusCode).toBe(200);
  });
});
