import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, base32Decode, base32Encode, otpauthUri, totpCode, totpStep } from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 secret is the ASCII of "12345678901234567890"; codes have 8 digits.
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it('computes the RFC test vectors (SHA-1, 8 digits) and their 6-digit forms', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, totpStep(at(seconds)), 8)).toBe(code);
      expect(totpCode(RFC_SECRET, totpStep(at(seconds)))).toBe(code.slice(2));
    }
  });

  it('round-trips base32 as apps write it (RFC 4648 test vector, any case, spaces)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('accepts the step before and after the current one, and nothing further', () => {
    const secret = base32Encode(RFC_SECRET);
    const now = at(1111111111);
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(RFC_SECRET, step + offset);
      expect(acceptedTotpStep(secret, code, now, 0)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(acceptedTotpStep(secret, totpCode(RFC_SECRET, step + offset), now, 0)).toBeNull();
    }
  });

  it('refuses a code of a step already used, or older', () => {
    const secret = base32Encode(RFC_SECRET);
    const now = at(1234567890);
    const step = totpStep(now);
    const code = totpCode(RFC_SECRET, step);
    expect(acceptedTotpStep(secret, code, now, step - 1)).toBe(step);
    expect(acceptedTotpStep(secret, code, now, step)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(RFC_SECRET, step - 1), now, step)).toBeNull();
  });

  it('refuses anything that is not six digits', () => {
    const secret = base32Encode(RFC_SECRET);
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456']) {
      expect(acceptedTotpStep(secret, code, at(59), 0)).toBeNull();
    }
  });

  it('writes the otpauth address apps read', () => {
    expect(otpauthUri('Ran Online PH', 'admin1', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Ran%20Online%20PH%3Aadmin1?secret=JBSWY3DPEHPK3PXP&issuer=Ran+Online+PH&algorithm=SHA1&digits=6&period=30',
    );
  });
});
