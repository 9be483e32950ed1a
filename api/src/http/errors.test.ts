import type { Context } from 'koa';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  NotSignedInError,
  PlanLimitError,
  TooManyAttemptsError,
} from '../domain/errors.ts';
import { errorHandler } from './errors.ts';

async function answer(err: Error) {
  const headers: Record<string, string> = {};
  const ctx = {
    state: {},
    status: 200,
    body: undefined as unknown,
    set: (h: Record<string, string>) => Object.assign(headers, h),
  };
  await errorHandler(pino({ level: 'silent' }))(ctx as unknown as Context, async () => {
    throw err;
  });
  return { status: ctx.status, body: ctx.body, headers };
}

describe('the error middleware maps domain errors', () => {
  it.each([
    [new InvalidInputError('username is required'), 400, 'username is required'],
    [new NotSignedInError('Sign in to open a case'), 401, 'Sign in to open a case'],
    [new ForbiddenError(), 403, 'Forbidden'],
    [new NotFoundError('Shipment not found'), 404, 'Shipment not found'],
    [new ConflictError('A user with this username already exists'), 409, 'A user with this username already exists'],
    [
      new PlanLimitError('Your Starter plan allows 5 users', { metric: 'users', plan: 'Starter', limit: 5 }),
      402,
      'Your Starter plan allows 5 users',
    ],
  ])('%s → %i with its message', async (err, status, message) => {
    expect(await answer(err)).toEqual({ status, body: { error: message }, headers: {} });
  });

  it('answers too many attempts with 429 and Retry-After', async () => {
    expect(await answer(new TooManyAttemptsError('Too many attempts. Try again in 30 seconds.', 30))).toEqual({
      status: 429,
      body: { error: 'Too many attempts. Try again in 30 seconds.' },
      headers: { 'Retry-After': '30' },
    });
  });

  it('hides the message of a domain error without a status of its own behind a bare 500', async () => {
    class Unmapped extends DomainError {}
    expect(await answer(new Unmapped('internal detail'))).toEqual({
      status: 500,
      body: { error: 'Internal server error' },
      headers: {},
    });
  });
});
