import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { registerBranchCommands } from './branches.ts';
import { registerPhraseCommands } from './phrases.ts';
import { registerProjectCommands } from './project.ts';
import { registerResourceCommands } from './resources.ts';
import { registerServeCommand } from './serve.ts';
import { type CliIo, EXIT } from './shared.ts';
import { registerTranslationCommands } from './translations.ts';
import { registerTrustCommands } from './trust.ts';

export type { CliIo } from './shared.ts';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The whole command tree, writing through `io`; commander's exits become thrown CommanderErrors. */
export function buildProgram(io: CliIo): Command {
  const program = new Command('locale-sync-server')
    .description('The locale-sync reference server and its admin commands.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .helpCommand(false)
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .addHelpText(
      'after',
      '\nEvery command takes --db PATH (default $DATABASE_PATH or ./data/locale-sync.db), the SQLite file;\nwith DATABASE_URL=postgres://… set, every command uses that PostgreSQL database instead.\nExit codes: 0 ok, 1 failure, 2 usage error.',
    );
  // Subcommands inherit the output, exit and help settings above, so they are configured first.
  registerServeCommand(program, io);
  registerProjectCommands(program, io);
  registerTranslationCommands(program, io);
  registerResourceCommands(program, io);
  registerBranchCommands(program, io);
  registerPhraseCommands(program, io);
  registerTrustCommands(program, io);
  program
    .command('help [command...]')
    .description('show help for a command, e.g. "help project create"')
    .action((names: string[]) => {
      let target: Command = program;
      for (const name of names) {
        const next = target.commands.find((c) => c.name() === name);
        if (!next) target.error(`error: unknown command '${[...names].join(' ')}'`);
        target = next as Command;
      }
      target.outputHelp();
    });
  return program;
}

/** Runs one CLI invocation; resolves to the exit code (serve resolves 0 once listening). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const program = buildProgram(io);
  if (argv.length === 0) {
    program.outputHelp();
    return EXIT.usage;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version exit 0; every other parser error is a usage error.
      return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    io.stderr(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT.failure;
  }
}
