import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { rewriteBlocks } from '../../shared/blocks.ts';
import { readStrings } from './read.ts';
import { serializeStrings, stringsLine } from './write.ts';

export function serializeOver(entries: Entries, existing: string, _options: SerializeOptions): string {
  const file = readStrings(existing);
  if (file.blocks.length === 0 && file.trailing.trim() === '') return serializeStrings(entries);
  return rewriteBlocks(file, entries, stringsLine);
}
