import type { Command } from 'commander';
import { type CliIo, DB_FLAGS, DB_HELP, findProject, required, withStorage } from './shared.ts';

/** `phrases list`: what runtime clients reported. */
export function registerPhraseCommands(program: Command, io: CliIo): void {
  const phrases = program.command('phrases').description('show phrases extracted by runtime clients');
  phrases
    .command('list')
    .description('Prints extracted phrases as JSON lines.')
    .option('--project <key>', 'project key (required)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { project?: string; db?: string }, command: Command) => {
      const key = required(command, o.project, '--project');
      await withStorage(io, o.db, async ({ storage }) => {
        const project = await findProject(storage, key);
        for (const row of await storage.listPhrases(project.id)) io.stdout(`${JSON.stringify(row)}\n`);
      });
    });
}
