import { type Command, InvalidArgumentError, Option } from 'commander';
import { checkIssuer } from '../config.ts';
import { checkNewPolicy, GITHUB_ACTIONS_ISSUER } from '../domain/trust.ts';
import type { NewTrustPolicy, TrustPolicy } from '../storage/types.ts';
import {
  CliFailure,
  type CliIo,
  DB_FLAGS,
  DB_HELP,
  findProject,
  integer,
  list,
  required,
  withStorage,
} from './shared.ts';

interface AddOptions {
  db?: string;
  key?: string;
  issuer?: string;
  repository?: string;
  repositoryId?: string;
  refs?: string;
  environments?: string;
  workflows?: string;
  access: 'push' | 'pull';
}

/** A policy as the CLI prints it. */
function policyView(policy: TrustPolicy) {
  return {
    id: policy.id,
    issuer: policy.issuer,
    repository: policy.repository,
    repositoryId: policy.repositoryId,
    refs: policy.refs,
    environments: policy.environments,
    workflows: policy.workflows,
    access: policy.access,
    createdAt: new Date(policy.createdAt).toISOString(),
  };
}

function issuerOption(value: string): string {
  try {
    checkIssuer(value);
  } catch (err) {
    throw new InvalidArgumentError(
      err instanceof Error ? err.message.replace(/^OIDC_ISSUERS: /, '') : String(err),
    );
  }
  return value;
}

/** `trust add|list|remove|secrets`: which OIDC tokens may sync a project, and whether secrets still may. */
export function registerTrustCommands(program: Command, io: CliIo): void {
  const trust = program
    .command('trust')
    .description(
      'keyless sync: which GitHub Actions OIDC tokens may push and pull a project; turn its sync secrets off',
    );

  trust
    .command('add')
    .description(
      'Adds a trust policy and prints it as JSON. A token is trusted when every given condition holds; a list left out places no condition. Refs are exact or use * for any run of characters (refs/pull/*).',
    )
    .option('--key <key>', 'project key (required)')
    .option('--repository <owner/name>', 'the repository claim (compared case-insensitively)')
    .option(
      '--repository-id <id>',
      'the repository_id claim (survives renames); with --repository, both must match',
    )
    .option('--refs <list>', 'ref claims allowed, comma-separated, e.g. refs/heads/main,refs/tags/*')
    .option(
      '--environments <list>',
      'environment claims allowed, comma-separated (a job without environment then fails)',
    )
    .option('--workflows <list>', 'workflow files allowed, comma-separated, e.g. .github/workflows/sync.yml')
    .addOption(
      new Option('--access <access>', 'push: push and pull; pull: pull and dry-run pushes only')
        .choices(['push', 'pull'])
        .default('push'),
    )
    .option(
      '--issuer <url>',
      `the token issuer (iss); it must also be in the server's OIDC_ISSUERS`,
      issuerOption,
      GITHUB_ACTIONS_ISSUER,
    )
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: AddOptions, command: Command) => {
      const key = required(command, o.key, '--key');
      const policy: NewTrustPolicy = {
        issuer: o.issuer ?? GITHUB_ACTIONS_ISSUER,
        repository: o.repository ?? null,
        repositoryId: o.repositoryId ?? null,
        refs: o.refs ? list(o.refs) : [],
        environments: o.environments ? list(o.environments) : [],
        workflows: o.workflows ? list(o.workflows) : [],
        access: o.access,
      };
      const problem = checkNewPolicy(policy);
      if (problem !== undefined) command.error(`error: ${problem}`);
      await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
        const project = await findProject(storage, key);
        const added = await storage.addTrustPolicy(project.id, policy, now());
        changed(project.id);
        print({ projectKey: key, ...policyView(added) });
      });
    });

  trust
    .command('list')
    .description('Prints whether the project still accepts its sync secret, and its trust policies, as JSON.')
    .option('--key <key>', 'project key (required)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { key?: string; db?: string }, command: Command) => {
      const key = required(command, o.key, '--key');
      await withStorage(io, o.db, async ({ storage, print }) => {
        const project = await findProject(storage, key);
        print({
          projectKey: key,
          secrets: project.secretsDisabled ? 'off' : 'on',
          policies: (await storage.trustPolicies(project.id)).map(policyView),
        });
      });
    });

  trust
    .command('remove')
    .description('Removes one trust policy (tokens it let in are refused from then on).')
    .option('--key <key>', 'project key (required)')
    .option('--id <id>', 'policy id, as trust list shows it (required)', integer)
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { key?: string; id?: number; db?: string }, command: Command) => {
      const key = required(command, o.key, '--key');
      if (o.id === undefined) command.error('error: --id is required');
      await withStorage(io, o.db, async ({ storage, print, changed }) => {
        const project = await findProject(storage, key);
        if (!(await storage.removeTrustPolicy(project.id, o.id as number))) {
          throw new CliFailure(
            `project ${key} has no trust policy ${o.id} (see "locale-sync-server trust list --key ${key}")`,
          );
        }
        changed(project.id);
        print({ projectKey: key, removed: o.id });
      });
    });

  trust
    .command('secrets')
    .description(
      'off: the project accepts only OIDC tokens (a correct signature gets 401 secret_disabled); on: its sync secret works again. Turning secrets off needs a trust policy first.',
    )
    .argument('<state>', 'on or off', (value: string) => {
      if (value !== 'on' && value !== 'off') throw new InvalidArgumentError('Expected on or off.');
      return value;
    })
    .option('--key <key>', 'project key (required)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (state: 'on' | 'off', o: { key?: string; db?: string }, command: Command) => {
      const key = required(command, o.key, '--key');
      await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
        const project = await findProject(storage, key);
        if (state === 'off' && (await storage.trustPolicies(project.id)).length === 0) {
          throw new CliFailure(
            `project ${key} has no trust policy, so nothing could sync it without its secret: add one first ("locale-sync-server trust add --key ${key} --repository owner/name")`,
          );
        }
        const updated = await storage.setSecretsDisabled(key, state === 'off', now());
        changed(project.id);
        print({ projectKey: key, secrets: updated.secretsDisabled ? 'off' : 'on' });
      });
    });
}
