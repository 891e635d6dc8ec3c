// The gettext template of a folder of `<locale>.po` catalogs (GNU's `po/`, Odoo's `<module>/i18n/`).
// One `.pot` there is the source. Odoo modules sometimes keep a second one, left over when the module
// was renamed (OCA's `autovacuum_message_attachment/i18n/autovacuum_mail_message.pot`), or a template
// copied under a locale's name (`base_partition/i18n/fr_BE.pot`): Odoo's export (`odoo-bin
// --i18n-export`, OCA's `oca-gen-addon-pot`) writes the template as `<module>/i18n/<module>.pot`, so
// the one named for the folder that holds the catalogs' folder is the source, and the others are
// reported as left out rather than making the whole folder an orphan.
import path from 'node:path';
import { normalizeLocale } from '@locale-sync/protocol';

/** The template chosen for a catalog folder, and the other `.pot` files beside it. */
export interface FolderTemplates {
  /** The source of the folder's catalogs, when one template can be it. */
  chosen?: string;
  /** The folder's other `.pot` files (every one of them when none is chosen). */
  others: string[];
}

/**
 * The template of the catalogs in `folder`: its only `.pot`; of several, the only one not named as a
 * locale (`fr_BE.pot` is a locale's copy, not a domain), else the one named for the folder above
 * (`auditlog/i18n/auditlog.pot`, as Odoo's export names it). Undefined when the folder has none.
 */
export function folderTemplates(
  folder: string,
  byFolder: ReadonlyMap<string, string[]>,
): FolderTemplates | undefined {
  const pots = (byFolder.get(folder) ?? []).filter((f) => f.endsWith('.pot'));
  if (pots.length === 0) return undefined;
  if (pots.length === 1) return { chosen: pots[0] as string, others: [] };
  const domains = pots.filter((f) => normalizeLocale(path.posix.basename(f, '.pot')) === undefined);
  const owner = path.posix.basename(path.posix.dirname(folder));
  const chosen =
    domains.length === 1 ? domains[0] : domains.find((f) => path.posix.basename(f, '.pot') === owner);
  return chosen === undefined ? { others: pots } : { chosen, others: pots.filter((f) => f !== chosen) };
}

/** Why a `.pot` beside the chosen template is not read: it is not the source of the folder's catalogs. */
export function otherTemplateReason(chosen: string): string {
  const folder = path.posix.dirname(chosen);
  return `a second gettext template in ${folder}/; the catalogs' source is ${path.posix.basename(chosen)} (the template named for its module, as Odoo's export writes it, or the one not named as a locale); delete it if it is left over, or name it in "files" of .locale/config.json`;
}

/**
 * Why a folder's catalogs have no source although it holds templates: several, none named for its
 * module. Says which to choose from and the entry that syncs them.
 */
export function severalTemplatesHint(others: readonly string[]): string {
  const folder = path.posix.dirname(others[0] as string);
  const names = others.map((f) => path.posix.basename(f)).join(', ');
  return `; the folder has ${others.length} gettext templates (${names}) and none is named for its module: name the right one in "files" of .locale/config.json, e.g. {"source": "${others[0]}", "translation": "${folder}/{locale_}.po"}`;
}
