// A file read by two layouts is two readings of the repository (`locales/de/de.json`), and a locale
// spelled twice in one layout (`pt-BR` and `pt_BR`) is two files for one locale: discovery stops on both.
import { SyncError } from '../errors.ts';
import { describeTemplate, entryFor } from './discover-entries.ts';
import { AmbiguousLayoutError, type Group, type SourcedGroup } from './discover-model.ts';

/**
 * Which layout reads each file (its companion and its members). Throws AmbiguousLayoutError when two
 * layouts read one file, and a SyncError when one locale has two files in one layout.
 */
export function claimFiles(layouts: readonly SourcedGroup[]): Map<string, Group> {
  const claimedBy = new Map<string, Group>();
  for (const { group } of layouts) {
    for (const file of filesOf(group)) {
      const other = claimedBy.get(file);
      if (other !== undefined && other !== group) {
        throw new AmbiguousLayoutError(
          `${file} can be read as ${describeTemplate(other)} or as ${describeTemplate(group)}; choose with "files" in .locale/config.json:\n` +
            `  - ${JSON.stringify(entryFor(other, other.companion !== undefined))}\n` +
            `  - ${JSON.stringify(entryFor(group, group.companion !== undefined))}`,
          { file },
        );
      }
      claimedBy.set(file, group);
    }
    for (const [locale, spellings] of group.members) {
      if (spellings.length > 1) {
        throw new SyncError(
          `locale ${locale} is found twice: ${spellings.map((s) => s.path).join(' and ')}; keep one, or choose with "files" in .locale/config.json`,
          { file: spellings[1]?.path as string },
        );
      }
    }
  }
  return claimedBy;
}

function filesOf(group: Group): string[] {
  return [
    ...(group.companion !== undefined ? [group.companion] : []),
    ...[...group.members.values()].flatMap((s) => s.map((r) => r.path)),
  ];
}
