import { describe, expect, it } from 'vitest';
import { base32Decode, totpCode, totpStep } from '../../src/server/security/totp.ts';
import type { AuditList } from '../../src/shared/contracts/admin.ts';
import { runningSite, runScript, watchHealth } from '../support/processes.ts';

/**
 * `npm run admin` makes staff without SQL while `npm start` serves (README, "First administrator"): it uses
 * the site's embedded PostgreSQL, the site sees the new role on the next request, and each change leaves its
 * audit row.
 */
const running = runningSite('ran-admin-command-');

async function signIn(userId: string, password: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${running.port}/api/processlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ UserID: userId, UserPass: password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function post(pathname: string, token: string, body?: object) {
  const res = await fetch(`http://127.0.0.1:${running.port}/api/${pathname}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-requested-with': 'XMLHttpRequest',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function get(pathname: string, token: string) {
  const res = await fetch(`http://127.0.0.1:${running.port}/api/${pathname}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('npm run admin beside a running site', () => {
  it('grants and revokes staff roles, each with its audit row, while /api/health keeps answering', async () => {
    const demo = await signIn('demo', 'RanDemo#2025');
    const admin = await signIn('admin', 'RanAdmin#2025');
    expect((await get('admin/me', demo)).status).toBe(403);
    const health = watchHealth(running.port);

    const grant = await runScript('admin.ts', ['grant', 'demo', '--role', 'admin'], running.env);
    expect(grant.stderr).toMatch(/Using the embedded PostgreSQL of the site \(pid \d+\)/);
    expect(grant.stdout).toMatch(/^demo \(account (\d+)\) was a player and is now an administrator\.$/m);
    expect(grant.code).toBe(0);
    const demoNum = grant.stdout.match(/account (\d+)/)![1]!;

    const again = await runScript('admin.ts', ['grant', 'DEMO'], running.env);
    expect(again.stdout).toContain('is already an administrator; nothing changed.');
    expect(again.code).toBe(0);

    const answers = await health.stop();
    expect(answers.length).toBeGreaterThan(3);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);

    // The same session is an administrator on its next request.
    const me = await get('admin/me', demo);
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ userId: 'demo', role: 'admin' });

    const grants = (await get('admin/audit?action=staff.grant', admin)).json as unknown as AuditList;
    expect(grants.total).toBe(1);
    expect(grants.data[0]).toMatchObject({
      staff: null,
      ip: null,
      action: 'staff.grant',
      recordType: 'user',
      recordId: demoNum,
      changes: [
        { field: 'user_type', old: 1, new: 11 },
        { field: 'role', old: null, new: 'admin' },
      ],
    });

    const revoke = await runScript('admin.ts', ['revoke', 'demo'], running.env);
    expect(revoke.stdout).toContain('was an administrator and is now a player.');
    expect(revoke.code).toBe(0);
    expect((await get('admin/me', demo)).status).toBe(403);

    const support = await runScript('admin.ts', ['grant', 'demo', '--role', 'support'], running.env);
    expect(support.code).toBe(0);
    expect((await get('admin/me', demo)).json).toMatchObject({ role: 'support' });
    expect((await get('admin/audit', demo)).status).toBe(403);

    const log = (await get(`admin/audit?record=user:${demoNum}`, admin)).json as unknown as AuditList;
    expect(log.data.map((e) => [e.action, e.changes])).toEqual([
      ['staff.grant', [{ field: 'role', old: null, new: 'support' }]],
      [
        'staff.revoke',
        [
          { field: 'user_type', old: 11, new: 1 },
          { field: 'role', old: 'admin', new: null },
        ],
      ],
      [
        'staff.grant',
        [
          { field: 'user_type', old: 1, new: 11 },
          { field: 'role', old: null, new: 'admin' },
        ],
      ],
    ]);
  }, 120_000);

  it('refuses an unknown account, a bad argument and a support grant for an administrator, changing nothing', async () => {
    const admin = await signIn('admin', 'RanAdmin#2025');
    const total = async () => ((await get('admin/audit', admin)).json as unknown as AuditList).total;
    const before = await total();

    const unknown = await runScript('admin.ts', ['grant', 'nobody_here'], running.env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account has the user ID 'nobody_here'.");

    const badName = await runScript('admin.ts', ['grant', "x'; drop table users; --"], running.env);
    expect(badName.code).toBe(1);
    expect(badName.stderr).toContain('is not a user ID');

    const badRole = await runScript('admin.ts', ['grant', 'demo', '--role', 'owner'], running.env);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('--role must be admin or support.');

    const noVerb = await runScript('admin.ts', ['promote', 'demo'], running.env);
    expect(noVerb.code).toBe(1);
    expect(noVerb.stderr).toContain('Usage: npm run admin -- grant <userId>');

    const adminToSupport = await runScript('admin.ts', ['grant', 'admin', '--role', 'support'], running.env);
    expect(adminToSupport.code).toBe(1);
    expect(adminToSupport.stderr).toContain("'admin' is an administrator; revoke that first");

    expect(await total()).toBe(before);
    expect((await get('admin/me', admin)).json).toMatchObject({ role: 'admin' });
  }, 120_000);

  it('reset-2fa turns off a staff member’s second factor (a lost phone), audited as the command', async () => {
    const admin = await signIn('admin', 'RanAdmin#2025');
    const enrol = await post('admin/factor/enrol', admin);
    const secret = String(enrol.json.secret);
    const code = totpCode(base32Decode(secret) as Buffer, totpStep(new Date()));
    expect((await post('admin/factor/confirm', admin, { code })).status).toBe(200);
    expect((await get('admin/factor', admin)).json).toMatchObject({ enabled: true });

    const reset = await runScript('admin.ts', ['reset-2fa', 'admin'], running.env);
    expect(reset.stdout).toMatch(/^admin \(account \d+\) signs in with the password alone/m);
    expect(reset.code).toBe(0);
    // Every session of the account ended with the reset; the password alone signs in again.
    expect((await get('admin/factor', admin)).status).toBe(401);
    const again = await signIn('admin', 'RanAdmin#2025');
    expect((await get('admin/factor', again)).json).toMatchObject({ enabled: false });
    const twice = await runScript('admin.ts', ['reset-2fa', 'admin'], running.env);
    expect(twice.stdout).toContain('This account has no two-step sign-in to reset. Nothing changed.');

    const log = (await get('admin/audit?action=factor.reset', again)).json as unknown as AuditList;
    expect(log.data).toEqual([
      expect.objectContaining({
        staff: null,
        ip: null,
        changes: [{ field: 'second_factor', old: 'on', new: 'off' }],
      }),
    ]);
  }, 120_000);
});
