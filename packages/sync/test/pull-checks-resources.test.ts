// A pull into a layout with several source files checks each pulled translation against the source
// file of its own resource, as a pull into a one-file layout checks against the one source file.
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

describe('a pull with several source files per locale', () => {
  // repo/ (i18next namespaces, found by discovery: no .locale/config.json)
  //   locales/en/common.json    {"items": "{{count}} items"}
  //   locales/en/settings.json  {"saved": "Saved {{name}}"}
  //   locales/de/common.json    {"items": "{{count}} Elemente"}
  it.each([false, true])(
    'checks each file against its resource’s source file (streamed: %s)',
    async (stream) => {
      root = await makeTree({
        'locales/en/common.json': '{"items": "{{count}} items"}\n',
        'locales/en/settings.json': '{"saved": "Saved {{name}}"}\n',
        'locales/de/common.json': '{"items": "{{count}} Elemente"}\n',
      });
      const { api } = fakeApi({
        pull: {
          sourceLocale: 'en',
          files: [
            {
              locale: 'de',
              resource: 'locales/en/common.json',
              format: 'json',
              content: '{"items": "Elemente"}',
              keys: 1,
            },
            {
              locale: 'de',
              resource: 'locales/en/settings.json',
              format: 'json',
              content: '{"saved": "Gespeichert {{name}}"}',
              keys: 1,
            },
          ],
          resources: [
            { resource: 'locales/en/common.json', sourceKeys: 1, obsoleteKeys: [] },
            { resource: 'locales/en/settings.json', sourceKeys: 1, obsoleteKeys: [] },
          ],
        },
      });
      const logger = memoryLogger();
      await runPull({
        root,
        client: api,
        logger,
        options: { status: 'approved', ...(stream && { stream: true }) },
        dryRun: true,
      });
      const warnings = logger.text('warning');
      // common's German text lost {{count}}; settings' kept {{name}}.
      expect(warnings).toContain('locales/de/common.json');
      expect(warnings).toContain('{{count}}');
      expect(warnings).not.toContain('{{name}}');
      expect(logger.text('debug')).not.toContain('placeholders are not checked');
    },
  );
});
