import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readXliff } from '@locale-sync/formats';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// A Symfony app's translations/{domain}+intl-icu.{locale_}.xlf, as Symfony's dumper writes them: each
// unit keyed by its <source> (the message id), the text in <target>.

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const unit = (key: string, text: string) =>
  `            <trans-unit id="${key}">\n                <source>${key}</source>\n                <target>${text}</target>\n            </trans-unit>\n`;
const symfonyFile = (locale: string, units: string) =>
  `<?xml version="1.0"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n    <file source-language="en" target-language="${locale}" datatype="plaintext" original="file.ext">\n        <body>\n${units}        </body>\n    </file>\n</xliff>\n`;

describe('a new Symfony XLIFF translation file', () => {
  it('is written over the source file, so Symfony finds each message by its id', async () => {
    // repo/translations/
    //   messages+intl-icu.en.xlf      source: post.blank, post.long
    //   messages+intl-icu.de.xlf
    //   validators+intl-icu.en.xlf    validators+intl-icu.de.xlf
    //   (messages+intl-icu.sr_Latn.xlf is new: the pull creates it)
    const source = symfonyFile(
      'en',
      unit('post.blank', 'Give your post a summary!') + unit('post.long', 'Too long.'),
    );
    root = await makeTree({
      'translations/messages+intl-icu.en.xlf': source,
      'translations/messages+intl-icu.de.xlf': symfonyFile('de', unit('post.blank', 'Fasse es zusammen!')),
      'translations/validators+intl-icu.en.xlf': symfonyFile('en', unit('comment.blank', 'Say something.')),
      'translations/validators+intl-icu.de.xlf': symfonyFile('de', unit('comment.blank', 'Sag etwas.')),
    });
    const served = symfonyFile('sr-Latn', unit('post.blank', 'Dodajte sažetak &amp; više!'));
    const { api } = fakeApi({
      pull: {
        sourceLocale: 'en',
        files: [
          {
            locale: 'sr-Latn',
            format: 'xliff',
            content: served,
            keys: 1,
            resource: 'translations/messages+intl-icu.en.xlf',
          },
        ],
        resources: [
          { resource: 'translations/messages+intl-icu.en.xlf', sourceKeys: 2, obsoleteKeys: [] },
          { resource: 'translations/validators+intl-icu.en.xlf', sourceKeys: 1, obsoleteKeys: [] },
        ],
      },
    });
    const logger = memoryLogger();
    const result = await runPull({
      root,
      client: api,
      logger,
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual(['translations/messages+intl-icu.sr_Latn.xlf']);
    const written = await readFile(path.join(root, 'translations/messages+intl-icu.sr_Latn.xlf'), 'utf8');
    // Symfony's loader keys a unit by its <source>: that is the message id, and the text is the target.
    expect(written).toBe(
      `<?xml version="1.0"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n    <file source-language="en" target-language="sr-Latn" datatype="plaintext" original="file.ext">\n        <body>\n${unit('post.blank', 'Dodajte sažetak &amp; više!')}        </body>\n    </file>\n</xliff>\n`,
    );
    expect([...readXliff(written).entries]).toEqual([['post.blank', 'Dodajte sažetak & više!']]);
  });
});
