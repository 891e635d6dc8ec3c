import { describe, expect, it, vi } from 'vitest';
import { requestId } from '../src/http/request-id.ts';

/** An RFC 9562 UUID of version 8 (custom), variant 10xx, lower-case hex. */
const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestId', () => {
  it('gives UUIDs of version 8, each one different, numbered under one prefix', () => {
    const ids = Array.from({ length: 100_000 }, () => requestId());
    for (const id of ids.slice(0, 1000)) expect(id).toMatch(UUID_V8);
    expect(ids.at(-1)).toMatch(UUID_V8);
    expect(new Set(ids).size).toBe(ids.length);
    const prefixes = new Set(ids.map((id) => id.slice(0, 24)));
    expect(prefixes.size).toBe(1);
    const counters = ids.map((id) => Number.parseInt(id.slice(24), 16));
    for (let i = 1; i < counters.length; i++) expect(counters[i]).toBe((counters[i - 1] as number) + 1);
  });

  it('draws a new random prefix in another process (a fresh module instance)', async () => {
    const first = requestId();
    const prefixes = new Set([first.slice(0, 24)]);
    for (let i = 0; i < 5; i++) {
      vi.resetModules();
      const fresh = (await import('../src/http/request-id.ts')) as typeof import('../src/http/request-id.ts');
      const id = fresh.requestId();
      expect(id).toMatch(UUID_V8);
      // A fresh instance counts from 1.
      expect(id.slice(24)).toBe('000000000001');
      prefixes.add(id.slice(0, 24));
    }
    expect(prefixes.size).toBe(6);
  });
});
