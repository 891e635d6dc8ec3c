// Nextcloud keeps each locale of an app twice, `l10n/de.json` and `l10n/de.js`: its translation tool
// (nextcloud/docker-ci translations/translationtool, createNextcloudFiles) writes both from the same
// lines, the JSON as `{ "translations": {` … `},"pluralForm" :"…"` and the script, which the browser
// loads, as `OC.L10N.register(` "app", `{` … `},` "…"`);`. A pull that rewrites the JSON rewrites its
// twin from it, so the two never disagree.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readInside } from '../repository/paths.ts';

const JSON_FRAME = /^\{ "translations": \{\n {4}([\s\S]*)\n\},"pluralForm" :("(?:[^"\\]|\\.)*")\n\}$/;
const JS_APP = /^OC\.L10N\.register\(\n {4}("(?:[^"\\]|\\.)*"),\n/;

/** The path of the twin script of a Nextcloud `l10n/<locale>.json`, or undefined for any other file. */
export function twinPathOf(file: string): string | undefined {
  return /(^|\/)l10n\/[^/]+\.json$/.test(file) ? file.replace(/\.json$/, '.js') : undefined;
}

/** The app name of a twin script as written (with its quotes): `"notes"`, or undefined if it is none. */
export function appOfScript(script: string): string | undefined {
  return JS_APP.exec(script)?.[1];
}

/**
 * The script the translation tool writes beside `json` for the app `app` (quoted as in the script):
 * its lines byte for byte. Undefined when `json` is not in the tool's shape (edited by hand), since
 * then no script follows from it.
 */
export function nextcloudScript(json: string, app: string): string | undefined {
  const match = JSON_FRAME.exec(json);
  if (!match) return undefined;
  return `OC.L10N.register(\n    ${app},\n    {\n    ${match[1]}\n},\n${match[2]});\n`;
}

/**
 * The app name the twin scripts of the folder of `file` are registered under, read from the twin of
 * `file` when it exists (`existing`), else from a sibling script: undefined when the folder has no
 * Nextcloud script, and then there is no twin to write.
 */
export async function twinApp(
  rootReal: string,
  file: string,
  existing: string | undefined,
): Promise<string | undefined> {
  if (existing !== undefined) return appOfScript(existing);
  const folder = path.posix.dirname(file);
  let names: string[];
  try {
    names = (await readdir(path.join(rootReal, folder))).filter((n) => n.endsWith('.js')).sort();
  } catch {
    return undefined;
  }
  for (const name of names.slice(0, 3)) {
    try {
      const text = (await readInside(rootReal, `${folder}/${name}`)).toString('utf8');
      const app = appOfScript(text);
      if (app !== undefined) return app;
    } catch {
      // An unreadable sibling says nothing about the folder: the next one may.
    }
  }
  return undefined;
}
