import type { PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { runPush } from '../src/push/push.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// A VS Code extension's package.nls.json with {"message", "comment"} texts (vscode-cpptools' shape)
// beside its plain-string translations: one key each, sent in the vscode format.

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const pushed: PushResponse = {
  dryRun: false,
  files: 2,
  locales: ['de', 'en'],
  keys: { created: 2, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

describe('VS Code extension NLS files through push', () => {
  it("sends package.nls.json as vscode: a commented text and the translation's string are one key", async () => {
    // repo/                      no config: discovery finds the layout
    //   package.json
    //   package.nls.json         one plain text, one {"message", "comment"} text (as vscode-cpptools)
    //   package.nls.de.json      both as strings
    const source = [
      '{',
      '    "c_cpp.subheaders.formatting.title": "Formatting",',
      '    "c_cpp.configuration.maxMemory.markdownDescription": {',
      '        "message": "The maximum memory (in MB) available. The default of `null` (empty) uses …",',
      '        "comment": [',
      '            "Markdown text between `` should not be translated or localized …"',
      '        ]',
      '    }',
      '}',
      '',
    ].join('\n');
    const german = [
      '{',
      '    "c_cpp.subheaders.formatting.title": "Formatierung",',
      '    "c_cpp.configuration.maxMemory.markdownDescription": "Der maximale Arbeitsspeicher (in MB) …"',
      '}',
      '',
    ].join('\n');
    root = await makeTree({
      'package.json': '{"name": "cpptools", "displayName": "%c_cpp.subheaders.formatting.title%"}\n',
      'package.nls.json': source,
      'package.nls.de.json': german,
    });
    const { api, calls } = fakeApi({ push: pushed });
    const logger = memoryLogger();
    await runPush({ root, client: api, logger, dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['de', 'package.nls.de.json', 'vscode'],
      ['en', 'package.nls.json', 'vscode'],
    ]);
    expect(logger.text()).toContain('package.nls.json: locale en, 2 keys');
    expect(logger.text()).toContain('package.nls.de.json: locale de, 2 keys');
    expect(logger.text('warning')).toBe('');
  });
});
