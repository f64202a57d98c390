import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '#shared/messages.ts';
import { conflict, forbidden, HttpError } from '../http-error.ts';
import { registerErrorHandler } from './errors.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/validate',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is required.'), age: z.number().int() }) } },
    async () => ({ ok: true }),
  );
  typed.get('/forbidden', async () => {
    throw forbidden('Not yours.');
  });
  typed.get('/conflict', async () => {
    throw conflict('Already running.');
  });
  typed.get('/limited', async () => {
    throw new HttpError(429, MESSAGES.tooManyRequests, { headers: { 'Retry-After': '30' } });
  });
  typed.get('/bug', async () => {
    throw new Error('select * from users -- secret SQL text');
  });
  typed.get('/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers validation failures with 400 and a message per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/validate', payload: { name: '', age: 1.5 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.name).toBe('Name is required.');
    expect(body.errors.age).toBeTypeOf('string');
    expect(body.message).toBe('Name is required.');
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad_request', message: 'Bad request.' });
  });

  it('passes HttpError status, message and headers through', async () => {
    expect((await app.inject('/forbidden')).json()).toEqual({ code: 'forbidden', message: 'Not yours.' });
    expect((await app.inject('/conflict')).statusCode).toBe(409);
    const limited = await app.inject('/limited');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.json().message).toBe('Too many Requests! try again later');
  });

  it('hides bugs behind a generic 500 with no stack or SQL', async () => {
    const res = await app.inject('/bug');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/select|stack|at /i);
    expect(res.json()).toEqual({ code: 'internal', message: MESSAGES.unexpected });
  });

  it('answers an unreachable database with 503 and Retry-After', async () => {
    const res = await app.inject('/db-down');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).not.toContain('5432');
  });
});
