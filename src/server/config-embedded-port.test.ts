import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('EMBEDDED_PG_PORT', () => {
  it('is unset by default (a free port at each start); empty is unset', () => {
    expect(loadConfig({}).EMBEDDED_PG_PORT).toBeUndefined();
    expect(loadConfig({ EMBEDDED_PG_PORT: '' }).EMBEDDED_PG_PORT).toBeUndefined();
  });

  it('takes a port from 1024 to 65535', () => {
    expect(loadConfig({ EMBEDDED_PG_PORT: '1024' }).EMBEDDED_PG_PORT).toBe(1024);
    expect(loadConfig({ EMBEDDED_PG_PORT: '54329' }).EMBEDDED_PG_PORT).toBe(54329);
    expect(loadConfig({ EMBEDDED_PG_PORT: '65535' }).EMBEDDED_PG_PORT).toBe(65535);
  });

  it('refuses anything else with a message naming it', () => {
    for (const bad of ['0', '80', '1023', '65536', '5432.5', '-5432', ' 5432', 'postgres', '0x1538']) {
      expect(() => loadConfig({ EMBEDDED_PG_PORT: bad }), bad).toThrow(
        /EMBEDDED_PG_PORT: expected a port number, 1024 to 65535/,
      );
    }
  });
});
