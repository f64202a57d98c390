import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  it('is required in production, with a message naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow(/PUBLIC_URL: required/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ran.example.com' }).PUBLIC_URL).toBe(
      'https://ran.example.com',
    );
  });

  it('is optional in development and tests (links then use http://localhost:PORT)', () => {
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).PUBLIC_URL).toBeUndefined();
  });

  it('is kept as an origin: a trailing slash is dropped; paths, queries and other schemes are refused', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Ran.Example.com:8443/' }).PUBLIC_URL).toBe(
      'https://ran.example.com:8443',
    );
    for (const bad of ['ftp://ran.example.com', 'https://ran.example.com/ran', 'https://x.com/?a=1', 'ran']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('SESSION_SECRET is no longer a setting (links are random tokens stored hashed)', () => {
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(40) })).not.toHaveProperty('SESSION_SECRET');
  });
});
