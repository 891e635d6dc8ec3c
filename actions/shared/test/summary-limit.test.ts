// The job summary stays within GitHub's 1 MiB per step: past it GitHub shows none of it.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cutMarkdown, UTF8_BYTES } from '../src/cut-markdown.ts';
import { SUMMARY_LIMIT_BYTES, writeSummary } from '../src/logger.ts';

let file: string;
const previous = process.env.GITHUB_STEP_SUMMARY;
beforeEach(async () => {
  file = join(await mkdtemp(join(tmpdir(), 'ls-summary-')), 'summary.md');
  await writeFile(file, '');
  process.env.GITHUB_STEP_SUMMARY = file;
});
afterEach(() => {
  if (previous === undefined) delete process.env.GITHUB_STEP_SUMMARY;
  else process.env.GITHUB_STEP_SUMMARY = previous;
});

/** A push summary of `files` files listing 50 keys each, as the push writes it. */
function bigSummary(files: number): string {
  const out = ['## locale-sync push', ''];
  for (let f = 0; f < files; f++) {
    out.push(`<details><summary>de: 50 created</summary>`, '', '| Change | Key |', '| --- | --- |');
    for (let k = 0; k < 50; k++) out.push(`| created | \`namespace${f}.schlüssel${k}\` |`);
    out.push('', '</details>', '');
  }
  return out.join('\n');
}

describe('writeSummary', () => {
  it('writes a summary within the limit as it is', async () => {
    await writeSummary('## locale-sync push\n\nsmall');
    expect(await readFile(file, 'utf8')).toBe('## locale-sync push\n\nsmall\n');
  });

  it('cuts a summary over 1 MiB at a line, closes its details and says where the rest is', async () => {
    const markdown = bigSummary(1_000);
    expect(Buffer.byteLength(markdown)).toBeGreaterThan(2 * SUMMARY_LIMIT_BYTES);
    await writeSummary(markdown);
    const written = await readFile(file);
    expect(written.byteLength).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    const text = written.toString('utf8');
    expect(text.startsWith('## locale-sync push\n')).toBe(true);
    expect(text).not.toContain('\uFFFD');
    expect(text.split('<details>').length).toBe(text.split('</details>').length);
    expect(text).toMatch(
      /Cut to fit GitHub's limit of 1 MiB for a job summary\*\*: the run's log lists every file\.\n\n$/,
    );
  });

  it('gives a second summary of the same step only the room the first left', async () => {
    await writeSummary(bigSummary(300));
    await writeSummary(bigSummary(300));
    expect((await readFile(file)).byteLength).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    await writeSummary('## more');
    expect((await readFile(file, 'utf8')).endsWith('## more\n')).toBe(false);
  });
});

describe('cutMarkdown in bytes', () => {
  it('never passes the limit and never splits a character (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 60 }), { maxLength: 120 }),
        fc.integer({ min: 200, max: 4000 }),
        (lines, limit) => {
          const text = lines.join('\n');
          const cut = cutMarkdown(text, limit, UTF8_BYTES, '\n\nfooter\n');
          if (Buffer.byteLength(text) <= limit) expect(cut).toBe(text);
          else {
            expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(limit);
            expect(
              text.startsWith(cut.slice(0, cut.length - '\n\nfooter\n'.length).replace(/\n<\/details>$/, '')),
            ).toBe(true);
          }
        },
      ),
    );
  });
});

describe('cutMarkdown and nested <details>', () => {
  it('closes every <details> a cut leaves open, within the limit', () => {
    const inner = Array.from({ length: 200 }, (_, i) => `- key.${i}`).join('\n');
    const text = `# Report\n<details>\n<summary>de</summary>\n\n<details>\n<summary>ns1.json</summary>\n\n${inner}\n</details>\n</details>\n`;
    const footer = '\n\nfooter\n';
    const cut = cutMarkdown(text, 600, UTF8_BYTES, footer);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(600);
    expect(cut.endsWith(`\n</details>\n</details>${footer}`)).toBe(true);
    const body = cut.slice(0, -footer.length);
    expect(body.split('<details>').length).toBe(body.split('</details>').length);
  });

  it('keeps within the limit whatever the nesting (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('<details>', '</details>', '<summary>x</summary>', '- a line', 'é€😀'), {
          maxLength: 200,
        }),
        fc.integer({ min: 60, max: 2000 }),
        (lines, limit) => {
          const text = lines.join('\n');
          const cut = cutMarkdown(text, limit, UTF8_BYTES, '\nF\n');
          expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });
});
