import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#shared/contracts/accounts.ts';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('accepts 8 to 20 characters that are not common', () => {
    expect(passwordProblem('Tiger-Lily-42', 'someone')).toBeNull();
    expect(passwordProblem(`${'a'.repeat(7)}b`, 'someone')).toBeNull();
    expect(passwordProblem('x9'.repeat(10), 'someone')).toBeNull();
  });

  it('rejects short, long, common, repeated and user-id passwords with a clear message', () => {
    expect(passwordProblem('', 'u')).toBe(M.passwordRequired);
    expect(passwordProblem('Ab1-xyz', 'u')).toBe(M.passwordTooShort);
    expect(passwordProblem('y'.repeat(21), 'u')).toBe(M.passwordTooLong);
    expect(passwordProblem('Q'.repeat(64), 'u')).toBe(M.passwordTooLong);
    expect(passwordProblem('PassWord123', 'u')).toBe(M.passwordCommon);
    expect(passwordProblem('ranonline123', 'u')).toBe(M.passwordCommon);
    expect(passwordProblem('zzzzzzzzz', 'u')).toBe(M.passwordCommon);
    expect(passwordProblem('HeroOfTheDay', 'herooftheday')).toBe(M.passwordIsUserId);
  });
});
