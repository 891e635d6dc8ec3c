import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  buildSigningPayload,
  computeSignature,
  createNonce,
  NONCE_PATTERN,
  signRequest,
  unixSeconds,
  verifySignature,
} from '../src/signing.ts';

// Fixed vectors (also in docs/protocol.md); each expected hex was computed independently with
//   printf 'POST\n/api/sync/push\ndemo-app\n1767225600\nAAAAAAAAAAAAAAAAAAAAAA' | openssl dgst -sha256 -hmac 's3cr3t'
const VECTORS = [
  {
    secret: 's3cr3t',
    input: {
      method: 'POST',
      path: '/api/sync/push',
      projectKey: 'demo-app',
      timestamp: '1767225600',
      nonce: 'AAAAAAAAAAAAAAAAAAAAAA',
    },
    expected: '7c729af3ef22c4d21b4356a678ac78015d6dbe5b6a7ee1ceeffdf85a8411b1a4',
  },
  {
    secret: 'another secret with spaces',
    input: {
      method: 'GET',
      path: '/api/sync/pull',
      projectKey: 'web_shop-2',
      timestamp: '1800000000',
      nonce: 'q1w2e3r4t5y6u7i8o9p0_-',
    },
    expected: 'f41066aaa62e47d34614939c68423520c378fbb935fd274c0df705d64ba7aa98',
  },
];

function opensslHmac(secret: string, payload: string): string {
  const out = execFileSync('openssl', ['dgst', '-sha256', '-hmac', secret], { input: payload }).toString();
  return out.trim().split(/\s+/).pop() as string;
}

describe('signing payload', () => {
  it('joins the five fields with newlines and no trailing newline', () => {
    expect(buildSigningPayload(VECTORS[0]!.input)).toBe(
      'POST\n/api/sync/push\ndemo-app\n1767225600\nAAAAAAAAAAAAAAAAAAAAAA',
    );
  });

  it('upper-cases the method', () => {
    expect(buildSigningPayload({ ...VECTORS[0]!.input, method: 'post' }).startsWith('POST\n')).toBe(true);
  });

  it('refuses a field that contains a newline', () => {
    expect(() => buildSigningPayload({ ...VECTORS[0]!.input, nonce: 'abc\ndef' })).toThrow(/nonce/);
  });
});

describe('signature', () => {
  it.each(VECTORS)('matches openssl for $input.method $input.path', ({ secret, input, expected }) => {
    const payload = buildSigningPayload(input);
    const ours = computeSignature(secret, payload);
    expect(ours).toMatch(/^[0-9a-f]{64}$/);
    expect(ours).toBe(expected);
    expect(ours).toBe(opensslHmac(secret, payload));
  });

  it('verifies a good signature and rejects others without throwing', () => {
    const payload = buildSigningPayload(VECTORS[0]!.input);
    const good = computeSignature('s3cr3t', payload);
    expect(verifySignature('s3cr3t', payload, good)).toBe(true);
    expect(verifySignature('wrong', payload, good)).toBe(false);
    expect(verifySignature('s3cr3t', payload, good.toUpperCase())).toBe(false);
    expect(verifySignature('s3cr3t', payload, good.slice(0, 63))).toBe(false);
    expect(verifySignature('s3cr3t', payload, `${good}00`)).toBe(false);
    expect(verifySignature('s3cr3t', payload, 'z'.repeat(64))).toBe(false);
    expect(verifySignature('s3cr3t', payload, '')).toBe(false);
  });
});

describe('branch', () => {
  // printf 'POST\n/api/sync/push\ndemo-app\n1767225600\nAAAAAAAAAAAAAAAAAAAAAA\nfeature/checkout' | openssl dgst -sha256 -hmac 's3cr3t'
  const input = { ...VECTORS[0]!.input, branch: 'feature/checkout' };

  it('is the sixth line when the request names one, and absent for main', () => {
    expect(buildSigningPayload(input)).toBe(
      'POST\n/api/sync/push\ndemo-app\n1767225600\nAAAAAAAAAAAAAAAAAAAAAA\nfeature/checkout',
    );
    expect(buildSigningPayload({ ...input, branch: '' })).toBe(buildSigningPayload(VECTORS[0]!.input));
    const signature = computeSignature('s3cr3t', buildSigningPayload(input));
    expect(signature).toBe('6188562983274e15370b544bf234ad415d19f12331ed98d37ef1f7b640959aea');
    expect(signature).toBe(opensslHmac('s3cr3t', buildSigningPayload(input)));
  });

  it('is sent as x-sync-branch by signRequest, only when given', () => {
    const signed = signRequest({
      method: 'GET',
      path: '/api/sync/pull',
      projectKey: 'demo',
      secret: 'x',
      branch: 'b',
    });
    expect(signed['x-sync-branch']).toBe('b');
    const main = signRequest({ method: 'GET', path: '/api/sync/pull', projectKey: 'demo', secret: 'x' });
    expect('x-sync-branch' in main).toBe(false);
  });
});

describe('signRequest', () => {
  it('produces the four headers with a 10-digit timestamp and a 22-character nonce', () => {
    const headers = signRequest({
      method: 'GET',
      path: '/api/sync/pull',
      projectKey: 'demo',
      secret: 'x',
      nowMs: 1_767_225_600_999,
    });
    expect(headers['x-project-key']).toBe('demo');
    expect(headers['x-sync-ts']).toBe('1767225600');
    expect(headers['x-sync-nonce']).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const payload = buildSigningPayload({
      method: 'GET',
      path: '/api/sync/pull',
      projectKey: 'demo',
      timestamp: headers['x-sync-ts'],
      nonce: headers['x-sync-nonce'],
    });
    expect(verifySignature('x', payload, headers['x-sync-signature'])).toBe(true);
  });

  it('uses a fresh nonce every call', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(NONCE_PATTERN);
  });

  it('formats Unix seconds', () => {
    expect(unixSeconds(1_000)).toBe('1');
    expect(unixSeconds(1_767_225_600_000)).toBe('1767225600');
  });
});
