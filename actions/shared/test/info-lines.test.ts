// infoLines prints a plan's lines as core.info prints each, in one write to stdout.
import { EOL } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { infoLines } from '../src/logger.ts';
import * as protocol from '../src/runner-protocol.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What `print` wrote to stdout, one string per write. */
function writes(print: () => void): string[] {
  const seen: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    seen.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  try {
    print();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

describe('infoLines', () => {
  it('writes the bytes of one info line per line, in one write, a line that reads as a command set off', () => {
    const text = 'locales/de.json: 2 created\n::warning::not a command\n\n  - key "a"';
    const one = writes(() => infoLines(text));
    const each = writes(() => {
      for (const line of ['locales/de.json: 2 created', ' ::warning::not a command', '', '  - key "a"']) {
        protocol.info(line);
      }
    });
    expect(one).toHaveLength(1);
    expect(one.join('')).toBe(each.join(''));
    expect(one[0]).toBe(
      `locales/de.json: 2 created${EOL} ::warning::not a command${EOL}${EOL}  - key "a"${EOL}`,
    );
  });
});
