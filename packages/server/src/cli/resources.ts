import type { Command } from 'commander';
import { CliFailure, type CliIo, DB_FLAGS, DB_HELP, findProject, required, withStorage } from './shared.ts';

/** `resources list|remove`: the source files a project's strings come from. */
export function registerResourceCommands(program: Command, io: CliIo): void {
  const resources = program
    .command('resources')
    .description("list and remove a project's resources (one per source file pushed)");

  resources
    .command('list')
    .description(
      'Prints each resource as a JSON line: its source file as pushed ("" for the default resource), active keys, obsolete keys and translations.',
    )
    .option('--project <key>', 'project key (required)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { project?: string; db?: string }, command: Command) => {
      const key = required(command, o.project, '--project');
      await withStorage(io, o.db, async ({ storage }) => {
        const project = await findProject(storage, key);
        for (const row of await storage.listResources(project.id)) io.stdout(`${JSON.stringify(row)}\n`);
      });
    });

  resources
    .command('remove')
    .description(
      'Deletes one resource: its strings, their translations, and what pushes remembered of its files. A push reports a resource whose source file it no longer sends; this is how to let it go.',
    )
    .argument(
      '<path>',
      'the source file as pushed, relative to the repository (as `resources list` shows it)',
    )
    .option('--project <key>', 'project key (required)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (path: string, o: { project?: string; db?: string }, command: Command) => {
      const key = required(command, o.project, '--project');
      if (path === '') {
        throw new CliFailure(
          'the default resource has no path and cannot be removed: push its source file without the keys you no longer need',
        );
      }
      await withStorage(io, o.db, async ({ storage, print, changed }) => {
        const project = await findProject(storage, key);
        const strings = await storage.removeResource(project.id, path);
        if (strings === 0) {
          throw new CliFailure(
            `project ${project.key} has no resource ${path} (list them with "locale-sync-server resources list --project ${project.key}")`,
          );
        }
        changed(project.id);
        print({ project: project.key, removed: path, strings });
      });
    });
}
