import { describe, expect, it } from 'vitest';
import { RecentBytes } from '../src/routes/recent-bytes.ts';

describe('RecentBytes', () => {
  it('finds a value by equal bytes in another buffer, and nothing for other bytes of the same length', () => {
    const recent = new RecentBytes({ maxEntries: 4, maxBytes: 100 });
    const value = Object.freeze({ a: 1 });
    const bytes = Buffer.from('{"a":1}');
    recent.set(bytes, value);
    // The kept bytes are a copy: changing the request's buffer changes nothing kept.
    bytes.write('X');
    expect(recent.get(Buffer.from('{"a":1}'))).toBe(value);
    expect(recent.get(Buffer.from('{"a":2}'))).toBeUndefined();
    expect(recent.get(Buffer.from('{"a":10}'))).toBeUndefined();
  });

  it('keeps at most maxEntries bodies, 8 of one length, none over maxBytes', () => {
    const recent = new RecentBytes({ maxEntries: 12, maxBytes: 10 });
    recent.set(Buffer.from('x'.repeat(11)), 'long');
    expect(recent.get(Buffer.from('x'.repeat(11)))).toBeUndefined();
    for (let i = 0; i < 9; i++) recent.set(Buffer.from(`b${i}`), i);
    // The oldest of one length went past the eighth.
    expect(recent.get(Buffer.from('b0'))).toBeUndefined();
    expect(recent.get(Buffer.from('b8'))).toBe(8);
    for (let i = 1; i <= 10; i++) recent.set(Buffer.from('c'.repeat(i)), i);
    // Past maxEntries everything starts over: the latest are kept, the earlier ones are not.
    expect(recent.get(Buffer.from('c'.repeat(10)))).toBe(10);
    expect(recent.get(Buffer.from('c'))).toBeUndefined();
    expect(recent.get(Buffer.from('b8'))).toBeUndefined();
  });
});
