import * as protocol from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import * as wire from '../src/wire.ts';

describe('wire constants', () => {
  it('are the protocol package constants of the same name', () => {
    for (const [name, value] of Object.entries(wire)) {
      expect({ name, value }).toEqual({ name, value: (protocol as Record<string, unknown>)[name] });
    }
  });
});
