import { RECOVERY_CODE_PATTERN, TWO_FACTOR_INVALID_CODE } from '@qafila/contracts';
import { Secret } from 'otpauth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createChallenges } from '../src/modules/two-factor/challenge.ts';
import { totpCode, totpOf, verifyTotp } from '../src/modules/two-factor/totp.ts';
import {
  type Actors,
  ADMIN_PASSWORD,
  json,
  OPS_PASSWORD,
  PASSWORD,
  requestJson,
  type TestServer,
  tokenOf,
} from './helpers.ts';
import { totpTestServer } from './totp-clock.ts';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 Appendix B, SHA-1: the 20-byte ASCII secret "12345678901234567890", 8 digits, 30-second steps.
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  const rfc = totpOf(Secret.fromLatin1('12345678901234567890'), { digits: 8 });

  it.each(vectors)('at %i s the code is %s', (seconds, code) => {
    expect(rfc.generate({ timestamp: seconds * 1000 })).toBe(code);
    expect(rfc.validate({ token: code, timestamp: seconds * 1000, window: 0 })).toBe(0);
  });

  it('accepts the previous and the next 30-second step, not two steps away', () => {
    const secret = new Secret({ size: 20 }).base32;
    const now = 1_700_000_000_000;
    const code = totpCode(secret, now);
    expect(code).toMatch(/^\d{6}$/);
    expect(verifyTotp(secret, code, now)).toBe(true);
    expect(verifyTotp(secret, code, now + 30_000)).toBe(true);
    expect(verifyTotp(secret, code, now - 30_000)).toBe(true);
    expect(verifyTotp(secret, code, now + 90_000)).toBe(false);
    expect(verifyTotp(secret, code, now - 90_000)).toBe(false);
    expect(verifyTotp(secret, ` ${code.slice(0, 3)} ${code.slice(3)} `, now)).toBe(true);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
  });
});

// Each TOTP code is accepted once: `freshCode` moves the (fake) clock on a 30-second step first.
const server = totpTestServer();
const { freshCode } = server;
let srv: TestServer;
let actors: Actors;
beforeAll(() => {
  srv = server.srv();
  actors = server.actors();
});

const post = (path: string, token?: string, body?: unknown) => requestJson(srv, 'POST', path, token, body ?? {});

/** Turns two-factor sign-in on for the caller, as the profile card does: setup, then confirm with a current code. */
async function enrol(token: string, base = '/api/me/two-factor') {
  const setup = await post(`${base}/setup`, token);
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl, qrSvg } = await json<{ secret: string; otpauthUrl: string; qrSvg: string }>(setup);
  const confirm = await post(`${base}/confirm`, token, { code: freshCode(secret) });
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(confirm);
  return { secret, otpauthUrl, qrSvg, recoveryCodes };
}

/** The first sign-in step; the challenge when the account has two-factor sign-in on. */
async function firstStep(username: string, password: string, path = '/api/auth/login') {
  const res = await post(path, undefined, { username, password });
  return { status: res.status, body: await json(res) };
}

async function challengeOf(username: string, password: string, path = '/api/auth/login'): Promise<string> {
  const { status, body } = await firstStep(username, password, path);
  expect(status).toBe(200);
  expect(body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return body.challenge;
}

const secondStep = (challenge: string, code: string, path = '/api/auth/login/two-factor') =>
  post(path, undefined, { challenge, code });

async function auditActions(userId: number): Promise<string[]> {
  const { AuditEntry } = await import('../src/db/entities/index.ts');
  const entries = await srv.services.orm.em.fork().find(AuditEntry, { targetType: 'user', targetId: String(userId) });
  return entries.map((e) => e.action);
}

describe('enrolment', () => {
  it('is off at first; setup gives a key, an otpauth URL and an SVG QR code, and again replaces the key', async () => {
    const token = actors.customerB.token;
    expect(await json(await requestJson(srv, 'GET', '/api/me/two-factor', token))).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const first = await json(await post('/api/me/two-factor/setup', token));
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Qafila:cust_b\?/);
    expect(first.otpauthUrl).toContain(`secret=${first.secret}`);
    expect(first.otpauthUrl).toContain('issuer=Qafila');
    expect(first.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const second = await json(await post('/api/me/two-factor/setup', token));
    expect(second.secret).not.toBe(first.secret);
    // The replaced key's codes no longer confirm.
    const stale = await post('/api/me/two-factor/confirm', token, { code: freshCode(first.secret) });
    expect(stale.status).toBe(400);
  });

  it('confirm: a wrong code 400 with the message; the right one turns it on with ten recovery codes; audited', async () => {
    const token = actors.customerA.token;
    expect((await post('/api/me/two-factor/confirm', token, { code: '123456' })).status).toBe(409); // no setup yet
    const { secret } = await json(await post('/api/me/two-factor/setup', token));
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const bad = await post('/api/me/two-factor/confirm', token, { code: wrong });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ error: TWO_FACTOR_INVALID_CODE });
    expect((await post('/api/me/two-factor/confirm', token, { code: '12ab' })).status).toBe(400);
    const ok = await post('/api/me/two-factor/confirm', token, { code: freshCode(secret) });
    expect(ok.status).toBe(200);
    const { recoveryCodes } = await json(ok);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const status = await json(await requestJson(srv, 'GET', '/api/me/two-factor', token));
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(status.enabledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await post('/api/me/two-factor/setup', token)).status).toBe(409);
    expect(await auditActions(actors.customerA.id)).toContain('two-factor.enable');
    // Stored: the secret, and the recovery codes only hashed.
    const { User } = await import('../src/db/entities/index.ts');
    const row = await srv.services.orm.em
      .fork()
      .findOneOrFail(User, { id: actors.customerA.id }, { populate: ['totpSecret', 'recoveryCodes'] });
    expect(row.totpSecret).toBe(secret);
    expect(row.recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(row.recoveryCodes)).not.toContain(code);
  });

  it('visitors get 401; a super admin token is not a user token (401), a user token not an admin one (403)', async () => {
    expect((await requestJson(srv, 'GET', '/api/me/two-factor')).status).toBe(401);
    const admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
    expect((await requestJson(srv, 'GET', '/api/me/two-factor', admin)).status).toBe(401);
    expect((await requestJson(srv, 'GET', '/api/admin/two-factor', actors.customerA.token)).status).toBe(403);
  });
});

describe('sign-in with two-factor on', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol(actors.staffSame.token));
  });

  it('the password step answers a challenge instead of a token; a wrong password is still 401', async () => {
    const { status, body } = await firstStep('staff_demo', 'wrong password');
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Invalid credentials' });
    const challenge = await challengeOf('staff_demo', PASSWORD);
    expect(challenge).not.toMatch(/^v1\./);
  });

  it('the second step with a code answers the normal sign-in; the token works; the challenge is single use', async () => {
    const challenge = await challengeOf('staff_demo', PASSWORD);
    const res = await secondStep(challenge, freshCode(secret));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json(res);
    expect(body).toEqual({
      token: expect.stringMatching(/^v1\./),
      user: expect.objectContaining({ id: actors.staffSame.id, username: 'staff_demo', role: 'org_user' }),
    });
    const me = await requestJson(srv, 'GET', '/api/auth/me', body.token);
    expect(me.status).toBe(200);
    expect((await json(me)).username).toBe('staff_demo');
    const again = await secondStep(challenge, freshCode(secret));
    expect(again.status).toBe(401);
  });

  it('a code is accepted once: the same code again, within its 90 seconds, is refused; a later one works', async () => {
    const code = freshCode(secret);
    expect((await secondStep(await challengeOf('staff_demo', PASSWORD), code)).status).toBe(200);
    vi.setSystemTime(Date.now() + 5_000);
    const replay = await secondStep(await challengeOf('staff_demo', PASSWORD), code);
    expect(replay.status).toBe(401);
    expect(await json(replay)).toEqual({ error: 'Invalid credentials' });
    // Nor does an earlier step's code that is still inside the window.
    const earlier = totpCode(secret, Date.now() - 30_000);
    expect((await secondStep(await challengeOf('staff_demo', PASSWORD), earlier)).status).toBe(401);
    expect((await secondStep(await challengeOf('staff_demo', PASSWORD), freshCode(secret))).status).toBe(200);
    // The two refusals counted as wrong codes; the next tests count their own.
    srv.services.limits.twoFactorPerAccount.reset(`two-factor:${actors.staffSame.id}`);
  });

  it('a wrong code gets the wrong password answer (401) and the challenge stays usable', async () => {
    const challenge = await challengeOf('staff_demo', PASSWORD);
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const bad = await secondStep(challenge, wrong);
    expect(bad.status).toBe(401);
    expect(await json(bad)).toEqual({ error: 'Invalid credentials' });
    expect((await secondStep(challenge, freshCode(secret))).status).toBe(200);
  });

  it('a recovery code signs in once; the second use fails; one fewer is left', async () => {
    const code = recoveryCodes[0]!;
    // As typed: upper case and without dashes is the same code.
    const first = await secondStep(await challengeOf('staff_demo', PASSWORD), code.toUpperCase().replace(/-/g, ''));
    expect(first.status).toBe(200);
    const second = await secondStep(await challengeOf('staff_demo', PASSWORD), code);
    expect(second.status).toBe(401);
    const status = await json(await requestJson(srv, 'GET', '/api/me/two-factor', actors.staffSame.token));
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('refuses an expired, a forged or a tampered challenge, and a challenge of the other kind of sign-in', async () => {
    const challenges = createChallenges(srv.services.config.secret);
    const expired = challenges.issue(actors.staffSame.id, 'user', Date.now() - 301_000);
    expect((await secondStep(expired, freshCode(secret))).status).toBe(401);
    const forged = createChallenges('another secret').issue(actors.staffSame.id, 'user');
    expect((await secondStep(forged, freshCode(secret))).status).toBe(401);
    const genuine = await challengeOf('staff_demo', PASSWORD);
    const parts = genuine.split('.');
    parts[1] = String(actors.customerA.id);
    expect((await secondStep(parts.join('.'), freshCode(secret))).status).toBe(401);
    expect((await secondStep(genuine, freshCode(secret), '/api/admin/login/two-factor')).status).toBe(401);
    expect((await secondStep(genuine, freshCode(secret))).status).toBe(200);
  });

  it("a challenge of one account cannot sign in another, even with the other's code", async () => {
    const other = await enrol(actors.orgAdminSame.token);
    const challenge = await challengeOf('staff_demo', PASSWORD);
    const res = await secondStep(challenge, freshCode(other.secret));
    // The other account's current code is not this account's (the two secrets differ).
    expect(totpCode(other.secret)).not.toBe(totpCode(secret));
    expect(res.status).toBe(401);
    expect((await secondStep(challenge, other.recoveryCodes[0]!)).status).toBe(401);
    const ok = await json(await secondStep(challenge, freshCode(secret)));
    expect(ok.user.username).toBe('staff_demo');
  });
});

describe('rate limit of wrong codes', () => {
  it('5 wrong codes per account in 15 minutes, then 429 with Retry-After, even for the right code', async () => {
    const { secret } = await enrol(actors.staffOther.token);
    const challenge = await challengeOf('staff_falcon', PASSWORD);
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, wrong)).status).toBe(401);
    const limited = await secondStep(challenge, freshCode(secret));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(limited)).error).toMatch(/Too many attempts/);
    // Also for a fresh challenge of the same account, and for turning it off.
    expect((await secondStep(await challengeOf('staff_falcon', PASSWORD), freshCode(secret))).status).toBe(429);
    const disable = await post('/api/me/two-factor/disable', actors.staffOther.token, {
      password: PASSWORD,
      code: freshCode(secret),
    });
    expect(disable.status).toBe(429);
    // Another account is not held back; once the window is over (reset here), the right code gets through.
    const other = await challengeOf('staff_demo', PASSWORD);
    expect((await secondStep(other, '000000')).status).not.toBe(429);
    srv.services.limits.twoFactorPerAccount.reset(`two-factor:${actors.staffOther.id}`);
    expect((await secondStep(challenge, freshCode(secret))).status).toBe(200);
  });
});

describe('turning it off and new recovery codes', () => {
  it('disable needs the password and a code; then the password alone signs in again; audited', async () => {
    const { secret } = await enrol(actors.orgAdminOther.token);
    const token = actors.orgAdminOther.token;
    const wrongPassword = await post('/api/me/two-factor/disable', token, {
      password: 'nope',
      code: freshCode(secret),
    });
    expect(wrongPassword.status).toBe(400);
    const wrongCode = await post('/api/me/two-factor/disable', token, { password: PASSWORD, code: 'aaaa-bbbb-cccc' });
    expect(wrongCode.status).toBe(400);
    // One message for both, so the answer does not tell which was wrong.
    expect(await json(wrongCode)).toEqual({ error: 'The password or the code is not valid.' });
    expect(await json(wrongPassword)).toEqual({ error: 'The password or the code is not valid.' });
    expect((await post('/api/me/two-factor/disable', token, { password: PASSWORD })).status).toBe(400);
    expect((await firstStep('admin_falcon', PASSWORD)).body.twoFactorRequired).toBe(true);
    const ok = await post('/api/me/two-factor/disable', token, { password: PASSWORD, code: freshCode(secret) });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ success: true });
    expect(await json(await requestJson(srv, 'GET', '/api/me/two-factor', token))).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const { status, body } = await firstStep('admin_falcon', PASSWORD);
    expect(status).toBe(200);
    expect(body.token).toMatch(/^v1\./);
    expect((await post('/api/me/two-factor/disable', token, { password: PASSWORD, code: '123456' })).status).toBe(409);
    expect(await auditActions(actors.orgAdminOther.id)).toEqual(
      expect.arrayContaining(['two-factor.enable', 'two-factor.disable']),
    );
  });

  it('new recovery codes need the password and a code; the old ones stop working, the new ones work', async () => {
    const token = await tokenOf(srv, '/api/auth/login', 'ops', OPS_PASSWORD);
    const { secret, recoveryCodes: old } = await enrol(token);
    const bad = await post('/api/me/two-factor/recovery-codes', token, { password: 'nope', code: freshCode(secret) });
    expect(bad.status).toBe(400);
    const res = await post('/api/me/two-factor/recovery-codes', token, { password: OPS_PASSWORD, code: old[0] });
    expect(res.status).toBe(200);
    const { recoveryCodes } = await json(res);
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(old[1]);
    expect((await secondStep(await challengeOf('ops', OPS_PASSWORD), old[1]!)).status).toBe(401);
    expect((await secondStep(await challengeOf('ops', OPS_PASSWORD), recoveryCodes[0])).status).toBe(200);
    expect(await auditActions((await json(await requestJson(srv, 'GET', '/api/auth/me', token))).id)).toContain(
      'two-factor.recovery-codes',
    );
  });
});

describe('the super admin', () => {
  it('enrols under /api/admin/two-factor and then signs in to the portal with a code', async () => {
    const admin = await tokenOf(srv, '/api/admin/login', 'admin', ADMIN_PASSWORD);
    const { secret, recoveryCodes } = await enrol(admin, '/api/admin/two-factor');
    expect(recoveryCodes).toHaveLength(10);
    expect(await json(await requestJson(srv, 'GET', '/api/admin/two-factor', admin))).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const challenge = await challengeOf('admin', ADMIN_PASSWORD, '/api/admin/login');
    // The customer sign-in's second step does not take a portal challenge.
    expect((await secondStep(challenge, freshCode(secret))).status).toBe(401);
    const wrong = await secondStep(challenge, '000000', '/api/admin/login/two-factor');
    if (totpCode(secret) !== '000000') expect(wrong.status).toBe(401);
    const res = await secondStep(challenge, freshCode(secret), '/api/admin/login/two-factor');
    expect(res.status).toBe(200);
    const { token, username } = await json(res);
    expect(username).toBe('admin');
    expect((await requestJson(srv, 'GET', '/api/admin/info', token)).status).toBe(200);
    // The portal's sign-in with a recovery code; then off again with the password and a code.
    const viaRecovery = await secondStep(
      await challengeOf('admin', ADMIN_PASSWORD, '/api/admin/login'),
      recoveryCodes[0]!,
      '/api/admin/login/two-factor',
    );
    expect(viaRecovery.status).toBe(200);
    const off = await post('/api/admin/two-factor/disable', token, {
      password: ADMIN_PASSWORD,
      code: freshCode(secret),
    });
    expect(off.status).toBe(200);
    expect((await firstStep('admin', ADMIN_PASSWORD, '/api/admin/login')).body.token).toMatch(/^v1\./);
  });
});
