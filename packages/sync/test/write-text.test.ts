import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { writeNewText } from '../src/repository/write-text.ts';
import { makeTree, removeTree } from './helpers.ts';

const trees: string[] = [];
async function tree(): Promise<string> {
  const root = await makeTree({});
  trees.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});

// Characters of every UTF-8 length, and both halves of a surrogate pair alone.
const character = fc.constantFrom(
  'a',
  '\n',
  '"',
  'é',
  'ß',
  '€',
  '中',
  '😀',
  '𝄞',
  '\uD83D',
  '\uDE00',
  '\u2028',
);

describe('writeNewText', () => {
  it('writes the bytes writeFile writes, whatever scratch size cuts the text', async () => {
    // <root>/a.json  written by writeNewText, with scratch sizes from 4 to 9 bytes
    // <root>/b.json  written by writeFile(…, 'utf8')
    const root = await tree();
    const mine = path.join(root, 'a.json');
    const theirs = path.join(root, 'b.json');
    await fc.assert(
      fc.asyncProperty(
        fc.array(character, { maxLength: 40 }).map((cs) => cs.join('')),
        fc.integer({ min: 4, max: 9 }),
        async (text, scratch) => {
          await removeTree(mine);
          writeNewText(mine, text, undefined, scratch);
          await writeFile(theirs, text, 'utf8');
          expect(await readFile(mine)).toEqual(await readFile(theirs));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes a text larger than its scratch buffer whole, and an empty text as an empty file', async () => {
    const root = await tree();
    const text = `${'{"k":"v😀"}\n'.repeat(20_000)}`;
    writeNewText(path.join(root, 'big.json'), text);
    expect(await readFile(path.join(root, 'big.json'), 'utf8')).toBe(text);
    writeNewText(path.join(root, 'empty.json'), '');
    expect(await readFile(path.join(root, 'empty.json'), 'utf8')).toBe('');
  });

  it('refuses a file that already exists and leaves it as it was', async () => {
    const root = await tree();
    const file = path.join(root, 'planted.tmp');
    await writeFile(file, 'planted');
    expect(() => writeNewText(file, 'new')).toThrow(expect.objectContaining({ code: 'EEXIST' }));
    expect(await readFile(file, 'utf8')).toBe('planted');
  });

  it.skipIf(process.platform === 'win32')(
    'gives the new file the mode asked for, whatever the umask, and the default without one',
    async () => {
      const root = await tree();
      const kept = path.join(root, 'kept.json');
      const plain = path.join(root, 'plain.json');
      const umask = process.umask(0o077);
      try {
        writeNewText(kept, 'x', 0o664);
        writeNewText(plain, 'y');
      } finally {
        process.umask(umask);
      }
      expect((await stat(kept)).mode & 0o777).toBe(0o664);
      expect((await stat(plain)).mode & 0o777).toBe(0o600);
      expect(await readFile(kept, 'utf8')).toBe('x');
    },
  );
});
