// Flutter's gen-l10n says where its ARB files are: `l10n.yaml` beside `pubspec.yaml` names the folder
// (`arb-dir`, by default `lib/l10n`), whatever it is called: the skeleton template's
// `lib/src/localization/`. Such a folder is a locale folder, so its template `app_en.arb` is a source
// before any translation exists, as `lib/l10n/app_en.arb` is.
import path from 'node:path';
import type { DiscoverOptions } from './discover-model.ts';

/** gen-l10n's `arb-dir` when l10n.yaml does not name one. */
const DEFAULT_ARB_DIR = 'lib/l10n';

/** A top-level `arb-dir:` of a YAML file, its value bare or quoted, a comment after it allowed. */
const ARB_DIR = /^arb-dir[ \t]*:[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s#'"][^#\n]*?))[ \t]*(?:#.*)?$/m;

/**
 * A top-level `use-escaping:` of a YAML file: a YAML boolean (`true`, `True`, `TRUE`, `false`, …),
 * bare or quoted as a string is not (gen-l10n's `_tryReadBool` refuses a string).
 */
const USE_ESCAPING = /^use-escaping[ \t]*:[ \t]*(true|True|TRUE|false|False|FALSE)[ \t]*(?:#.*)?$/m;

/**
 * The folders, from the repository's root, that each `l10n.yaml` names as its `arb-dir` (relative to
 * the l10n.yaml's own folder, as `flutter gen-l10n` takes it; a folder outside the repository is
 * none), each with its `use-escaping`: true when set true, false otherwise (gen-l10n's default: an
 * apostrophe in a message is an ordinary character).
 */
export async function flutterArbFolders(
  files: readonly string[],
  head: DiscoverOptions['head'],
): Promise<Map<string, boolean>> {
  const folders = new Map<string, boolean>();
  for (const file of files) {
    if (path.posix.basename(file) !== 'l10n.yaml') continue;
    const text = head === undefined ? undefined : await head(file);
    if (text === undefined) continue;
    const match = ARB_DIR.exec(text);
    const arbDir = (match?.[1] ?? match?.[2] ?? match?.[3] ?? DEFAULT_ARB_DIR).replace(/\/+$/, '');
    if (arbDir === '' || path.posix.isAbsolute(arbDir)) continue;
    const folder = path.posix.normalize(path.posix.join(path.posix.dirname(file), arbDir));
    if (folder === '.' || folder === '..' || folder.startsWith('../')) continue;
    folders.set(folder, USE_ESCAPING.exec(text)?.[1]?.toLowerCase() === 'true');
  }
  return folders;
}

/**
 * The `use-escaping` of each folder of `arbFiles` whose l10n.yaml names it as `arb-dir`, looking in
 * the folder and each folder above it (gen-l10n reads l10n.yaml beside pubspec.yaml, its `arb-dir`
 * below): for a layout discovery does not make (`paths` or `files` in .locale/config.json), whose ARB
 * files are read as their l10n.yaml says all the same.
 */
export async function arbEscapingOf(
  arbFiles: readonly string[],
  head: DiscoverOptions['head'],
): Promise<Map<string, boolean>> {
  const candidates = new Set<string>();
  for (const file of arbFiles) {
    let folder = path.posix.dirname(path.posix.normalize(file));
    for (;;) {
      candidates.add(folder === '.' ? 'l10n.yaml' : `${folder}/l10n.yaml`);
      if (folder === '.' || folder === '/' || folder === '..' || folder.startsWith('../')) break;
      folder = path.posix.dirname(folder);
    }
  }
  return flutterArbFolders([...candidates], head);
}
