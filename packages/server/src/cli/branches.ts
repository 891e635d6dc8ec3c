import type { Command } from 'commander';
import { CliFailure, type CliIo, DB_FLAGS, DB_HELP, findProject, required, withStorage } from './shared.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `branches list|merge|delete`: the project branches pushes from git branches create. */
export function registerBranchCommands(program: Command, io: CliIo): void {
  const branches = program
    .command('branches')
    .description(
      "list, merge and delete a project's branches (one per git branch pushed with translation-branch)",
    );

  branches
    .command('list')
    .description(
      'Prints each branch as a JSON line: name, createdAt, updatedAt (ISO 8601), ageDays and idleDays (whole days), mergedAt (null while open), and its size: strings and translations that differ from main.',
    )
    .option('--project <key>', 'project key (required)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { project?: string; db?: string }, command: Command) => {
      const key = required(command, o.project, '--project');
      await withStorage(io, o.db, async ({ storage, now }) => {
        const project = await findProject(storage, key);
        const at = now();
        for (const b of await storage.listBranches(project.id)) {
          io.stdout(
            `${JSON.stringify({
              name: b.name,
              createdAt: new Date(b.createdAt).toISOString(),
              updatedAt: new Date(b.updatedAt).toISOString(),
              ageDays: Math.floor((at - b.createdAt) / DAY_MS),
              idleDays: Math.floor((at - b.updatedAt) / DAY_MS),
              mergedAt: b.mergedAt === null ? null : new Date(b.mergedAt).toISOString(),
              strings: b.strings,
              translations: b.translations,
            })}\n`,
          );
        }
      });
    });

  branches
    .command('merge')
    .description(
      "Merges a branch as a merged pull request does: its translations move to main where main has their key with the branch's source text; the others wait for the push to main that brings them. Prints what moved, the conflicts and what is pending.",
    )
    .argument('<name>', 'the branch, as `branches list` shows it')
    .option('--project <key>', 'project key (required)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (name: string, o: { project?: string; db?: string }, command: Command) => {
      const key = required(command, o.project, '--project');
      await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
        const project = await findProject(storage, key);
        const closed = await storage.closeBranch(project, name, true, now());
        if (!closed) throw noBranch(project.key, name);
        changed(project.id);
        print({ project: project.key, ...closed.merge, branch: name });
      });
    });

  branches
    .command('delete')
    .description('Deletes a branch and everything made on it; main is not changed.')
    .argument('<name>', 'the branch, as `branches list` shows it')
    .option('--project <key>', 'project key (required)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (name: string, o: { project?: string; db?: string }, command: Command) => {
      const key = required(command, o.project, '--project');
      await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
        const project = await findProject(storage, key);
        const closed = await storage.closeBranch(project, name, false, now());
        if (!closed) throw noBranch(project.key, name);
        changed(project.id);
        print({ project: project.key, deleted: name });
      });
    });
}

function noBranch(project: string, name: string): CliFailure {
  return new CliFailure(
    `project ${project} has no branch ${name} (list them with "locale-sync-server branches list --project ${project}")`,
  );
}
