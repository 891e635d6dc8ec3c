import { describe, expect, it } from 'vitest';
import { cliLogger } from '../src/cli/logger.ts';

/** The lines a CLI logger writes to stderr. */
function logged(log: (logger: ReturnType<typeof cliLogger>) => void): string[] {
  const chunks: string[] = [];
  const write = (chunk: string) => chunks.push(chunk) > 0;
  log(cliLogger({ err: { write } as unknown as NodeJS.WritableStream }, false));
  return chunks.join('').split('\n').filter(Boolean);
}

describe("the CLI's log lines", () => {
  it("names a warning's file once, with its line, whether or not the message opens with it", () => {
    expect(
      logged((logger) => {
        // A pull's file it cannot read: the message opens with the path, as the actions' log needs.
        logger.warning(
          'locales/de.yml cannot be read as yaml (invalid YAML at line 3); it is left as it is',
          {
            file: 'locales/de.yml',
            line: 3,
          },
        );
        logger.warning('locales/de.json: the service has no approved translations for de', {
          file: 'locales/de.json',
        });
        logger.warning('key "hi": placeholder {name} lost', { file: 'locales/fr.json', line: 2 });
        logger.warning('locales/de.json.bak is not read', { file: 'locales/de.json' });
      }),
    ).toEqual([
      'warning: locales/de.yml:3 cannot be read as yaml (invalid YAML at line 3); it is left as it is',
      'warning: locales/de.json: the service has no approved translations for de',
      'warning: locales/fr.json:2: key "hi": placeholder {name} lost',
      'warning: locales/de.json: locales/de.json.bak is not read',
    ]);
  });
});
