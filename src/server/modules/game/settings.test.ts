import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mssqlConfigOf } from './game-database.ts';
import { looksLikeForm, matchesStoredForm, storedFormOf } from './password-forms.ts';
import { DEFAULT_LOGIN_PORT, gameBridgeOf } from './settings.ts';

describe('game settings', () => {
  it('leave the bridge off when unset', () => {
    expect(gameBridgeOf(loadConfig({}))).toBeNull();
  });

  it('need the address and the profile together, and a known profile', () => {
    expect(() => loadConfig({ GAME_DATABASE_URL: 'mssql://sa:x@game:1433' })).toThrow(
      /GAME_PROFILE: required/,
    );
    expect(() => loadConfig({ GAME_PROFILE: 'md5-19' })).toThrow(/GAME_DATABASE_URL: required/);
    expect(() => loadConfig({ GAME_DATABASE_URL: 'mssql://sa:x@game', GAME_PROFILE: 'sha1' })).toThrow(
      /GAME_PROFILE/,
    );
    expect(() => loadConfig({ GAME_DATABASE_URL: 'mysql://game', GAME_PROFILE: 'plain' })).toThrow(
      /GAME_DATABASE_URL/,
    );
  });

  it('refuse defaults that are not a JSON object of names to numbers or strings', () => {
    const base = { GAME_DATABASE_URL: 'mssql://sa:x@game', GAME_PROFILE: 'md5-19' };
    expect(() => loadConfig({ ...base, GAME_USER_DEFAULTS: '{nope' })).toThrow(
      /GAME_USER_DEFAULTS: expected JSON/,
    );
    expect(() => loadConfig({ ...base, GAME_USER_DEFAULTS: '{"A;B":1}' })).toThrow(/GAME_USER_DEFAULTS/);
    expect(() => loadConfig({ ...base, GAME_PURCHASE_DEFAULTS: '{"A":true}' })).toThrow(
      /GAME_PURCHASE_DEFAULTS/,
    );
  });

  it('pick the dialect from the address', () => {
    const pg = gameBridgeOf(loadConfig({ GAME_DATABASE_URL: 'postgres://p@h/game', GAME_PROFILE: 'plain' }));
    expect(pg?.dialect).toBe('postgres');
    expect(pg?.profile.passwordForm).toBe('plain');
  });
});

describe('password forms', () => {
  it('md5-19 is upper-case hex MD5 cut to 19 characters', () => {
    // MD5("password") = 5f4dcc3b5aa765d61d8327deb882cf99
    expect(storedFormOf('md5-19', 'password')).toBe('5F4DCC3B5AA765D61D8');
    expect(storedFormOf('plain', 'password')).toBe('password');
  });

  it('a legacy password matches its stored form only', () => {
    expect(matchesStoredForm('md5-19', 'password', '5f4dcc3b5aa765d61d8')).toBe(true);
    expect(matchesStoredForm('md5-19', 'password', '5F4DCC3B5AA765D61D8  ')).toBe(true);
    expect(matchesStoredForm('md5-19', 'Password', '5F4DCC3B5AA765D61D8')).toBe(false);
    expect(matchesStoredForm('plain', 'secret', 'secret')).toBe(true);
    expect(matchesStoredForm('plain', 'secret', 'Secret')).toBe(false);
    expect(looksLikeForm('md5-19', '5F4DCC3B5AA765D61D8')).toBe(true);
    expect(looksLikeForm('md5-19', 'hunter2')).toBe(false);
  });
});

describe('the SQL Server address', () => {
  it('gives the driver host, port, login and TLS choices', () => {
    expect(
      mssqlConfigOf('mssql://ran%40web:p%3Ass@game-db:1533/?encrypt=false&trustServerCertificate=true'),
    ).toMatchObject({
      server: 'game-db',
      port: 1533,
      user: 'ran@web',
      password: 'p:ss',
      database: undefined,
      options: { encrypt: false, trustServerCertificate: true },
    });
    expect(mssqlConfigOf('mssql://sa:x@game-db')).toMatchObject({
      port: 1433,
      options: { encrypt: true, trustServerCertificate: false },
    });
  });
});

describe('the login server setting', () => {
  it('takes host:port, and the Ran client port 5001 when the port is left out', () => {
    expect(loadConfig({}).GAME_LOGIN_SERVER).toBeUndefined();
    expect(loadConfig({ GAME_LOGIN_SERVER: '' }).GAME_LOGIN_SERVER).toBeUndefined();
    expect(loadConfig({ GAME_LOGIN_SERVER: '192.168.1.20:5003' }).GAME_LOGIN_SERVER).toEqual({
      host: '192.168.1.20',
      port: 5003,
    });
    expect(loadConfig({ GAME_LOGIN_SERVER: 'login.ran.example' }).GAME_LOGIN_SERVER).toEqual({
      host: 'login.ran.example',
      port: DEFAULT_LOGIN_PORT,
    });
    expect(loadConfig({ GAME_LOGIN_SERVER: '[::1]:6000' }).GAME_LOGIN_SERVER).toEqual({
      host: '::1',
      port: 6000,
    });
  });

  it('refuses what is not a host and a port, naming the variable', () => {
    for (const bad of [
      'tcp://game:5001',
      'game:0',
      'game:70000',
      'game:50a',
      'user@game',
      'game/login',
      ':5001',
    ]) {
      expect(() => loadConfig({ GAME_LOGIN_SERVER: bad }), bad).toThrow(
        /GAME_LOGIN_SERVER: expected host:port/,
      );
    }
  });
});
