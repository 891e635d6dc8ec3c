// Discovery without a config: reads the repository's paths the way each ecosystem's own tool lays its
// files out, and says what it found as the `files` entries of .locale/config.json that describe it.
// It resolves nothing itself: the entries go to the layout, which resolves them as configured ones.
// This file is the sequence of steps; each step is a module of its own (discover-*.ts).
import path from 'node:path';
import { claimFiles } from './discover-claims.ts';
import { flutterArbFolders } from './discover-flutter.ts';
import { mergeAcrossFolders } from './discover-folder-wildcard.ts';
import { holdsEveryLocale, readableFormat } from './discover-formats.ts';
import { godotCsvFiles } from './discover-godot.ts';
import {
  attachCompanions,
  filesByFolder,
  groupReadings,
  isDiscoveryLocaleFolder,
  isLegacyGroup,
  layoutCandidates,
  legacyFoldersFor,
} from './discover-groups.ts';
import { joomla3Layouts } from './discover-joomla.ts';
import { applyServiceCodes, crowdinSpelledLayouts, serviceCodeMaps } from './discover-lang-map.ts';
import { orphansOf, unmappedOf, unreadOf } from './discover-left-out.ts';
import { ignoreLists, type ListFiles, listsLeftOut } from './discover-lists.ts';
import { type DiscoverOptions, type Discovery, type Group, KIND_NAMES } from './discover-model.ts';
import { mergeByFolder } from './discover-name-wildcard.ts';
import { aliasesOf, ignoreShadowed, shadowOldCodes } from './discover-old-codes.ts';
import { textlessSourceCatalogs } from './discover-po-textless.ts';
import { readServiceConfigs } from './discover-service-configs.ts';
import { type ChosenSourceLocale, chooseSourceLocale } from './discover-source-locale.ts';
import { assignSources, sourceLocaleCopies } from './discover-sources.ts';
import { storeListings } from './discover-store-listings.ts';
import { loneTemplates } from './discover-templates.ts';
import { twineFiles } from './discover-twine.ts';
import { readUnnamedLanguages } from './discover-unnamed.ts';
import { compareStrings } from './discovery.ts';

/**
 * Reads the repository's layouts from its file list. Throws AmbiguousLayoutError naming both readings
 * when the files can be read two ways, and a SyncError when one locale is spelled twice in one place.
 */
export async function discoverLayouts(
  files: readonly string[],
  options: DiscoverOptions = {},
): Promise<Discovery> {
  const byFolder = filesByFolder(files);
  const legacyFolders = legacyFoldersFor(options.outputDir);
  const isLegacy = (group: Group) => isLegacyGroup(group, legacyFolders);
  // Folders a tool's own configuration names as its translations' (Flutter's l10n.yaml `arb-dir`).
  const arbFolders = await flutterArbFolders(files, options.head);
  const toolFolders = new Set(arbFolders.keys());
  const isLocaleFolder = (group: Group) => isDiscoveryLocaleFolder(group, legacyFolders, toolFolders);

  // 1. Every reading of every file, grouped by the path it makes with the locale taken out, each group
  // with its locale-less companion, the codes `.tx/config` and `crowdin.yml` map read as the
  // service's (a code only Crowdin reads, `kab-KAB`, from the start), old codes beside their
  // successor's file taken out.
  const lists: ListFiles = new Map();
  const services = await readServiceConfigs(options.head);
  const serviceCodes = serviceCodeMaps(services);
  const godot = await godotCsvFiles(files, options.head);
  const godotPaths = new Set(godot);
  const grouped = files.filter((file) => !godotPaths.has(file));
  let groups = await groupReadings(grouped, options.head, lists, serviceCodes);
  // A layout showing a code only Crowdin writes is read again, every code in it as Crowdin's.
  const crowdinSpelled = crowdinSpelledLayouts(groups.values());
  if (crowdinSpelled.length > 0) {
    serviceCodes.push(...crowdinSpelled);
    lists.clear();
    groups = await groupReadings(grouped, options.head, lists, serviceCodes);
  }
  attachCompanions(groups.values(), new Set(files), byFolder);
  applyServiceCodes(groups.values(), serviceCodes);
  shadowOldCodes(groups.values());
  const { viable, lone } = layoutCandidates(groups.values(), isLegacy, isLocaleFolder);
  const readable = viable.filter((g) => readableFormat(g.ext) !== undefined);

  // 2. The source locale: as set, else as a source file declares it, else English (en, the one regional
  // English, else en-US among several).
  const catalogs = files.filter((file) => holdsEveryLocale(path.posix.extname(file).toLowerCase()));
  const chosen: ChosenSourceLocale =
    options.sourceLocale !== undefined
      ? { locale: options.sourceLocale }
      : await chooseSourceLocale(readable, catalogs, options.head, services);
  const { locale: sourceLocale, reason: sourceLocaleReason, notice: sourceLocaleNotice } = chosen;

  // 3. Each group's source: its locale-less companion or its source-locale file, never both silently.
  const textless = await textlessSourceCatalogs([...viable, ...lone], sourceLocale, options.head);
  const { layouts, orphans } = assignSources(viable, lone, sourceLocale, isLegacy, isLocaleFolder, textless);
  // A folder of three letters locale data does not name, holding a source's file at its locale's place
  // (Kaqchikel's `locales/cak/app.ftl` beside `locales/en/app.ftl`), is that language.
  readUnnamedLanguages(layouts, files);

  // 4. A file read by two layouts is two readings too (`locales/de/de.json`).
  const claimedBy = claimFiles(layouts);

  // 5. The entries, one per folder layout, the name a wildcard when every file there is one of them.
  const read = layouts.filter((l) => readableFormat(l.group.ext) !== undefined);
  const found = mergeByFolder(read, sourceLocale, byFolder, claimedBy, legacyFolders);
  // Files in the discovery folders keep today's reading, whatever else there is: a project that synced
  // them before this discovery existed syncs exactly the same files (the log names the other layouts).
  const legacy = read.some((l) => isLegacy(l.group));
  const merged = mergeAcrossFolders(found, sourceLocale, files, claimedBy);
  // Each file holding every locale is an entry of its own, named without a locale placeholder.
  for (const catalog of catalogs) {
    merged.push({
      entry: { source: catalog },
      kind: KIND_NAMES.catalog,
      legacy: false,
      sources: [catalog],
      translations: new Map(),
      multiLocale: true,
    });
  }
  // Godot's CSV translations and Twine's strings: a `.csv` is Magento's unless its header is Godot's,
  // a `.txt` no format's unless its first bytes are Twine's, so the entry names the format.
  const tables = [
    ...godot.map((file) => ({ file, format: 'godot-csv' })),
    ...(await twineFiles(files, options.head)).map((file) => ({ file, format: 'twine' })),
  ];
  for (const { file: table, format } of tables) {
    merged.push({
      entry: { source: table, format },
      kind: KIND_NAMES.catalog,
      legacy: false,
      sources: [table],
      translations: new Map(),
      multiLocale: true,
    });
  }
  // A gettext template with no translation yet, in WordPress's `languages/`, GNU's `po/` or `locale/`.
  merged.push(...loneTemplates(files, merged));
  // Joomla 3's `language/<tag>/<tag>.<name>.ini`, the tag twice in one path.
  const joomla = joomla3Layouts(files, sourceLocale, merged, orphans);
  merged.splice(0, merged.length, ...joomla.layouts);
  merged.sort((a, b) => compareStrings(a.entry.source, b.entry.source));
  ignoreShadowed(read, merged);
  ignoreLists(merged, lists);

  // 6. What was left out: codes no locale can be read from, aliases, formats not read yet.
  return {
    sourceLocale,
    ...(sourceLocaleReason !== undefined && { sourceLocaleReason }),
    ...(sourceLocaleNotice !== undefined && { sourceLocaleNotice }),
    files: merged.map((f) => f.entry),
    layouts: merged,
    legacy,
    unmapped: unmappedOf(read, files, claimedBy),
    unread: [
      ...unreadOf(viable.filter((g) => readableFormat(g.ext) === undefined)),
      ...listsLeftOut(lists),
      ...storeListings(files),
    ],
    orphans: [...orphansOf(joomla.orphans, files, claimedBy), ...sourceLocaleCopies(read, sourceLocale)],
    aliases: aliasesOf(read),
    ...(arbFolders.size > 0 && { arbEscaping: arbFolders }),
  };
}
