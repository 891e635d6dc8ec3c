import type {
  Format,
  LocalePlan,
  PulledFile,
  PullHead,
  PullResponse,
  PullStatus,
  PushFile,
  PushResponse,
  PushSource,
  PushStateFile,
  PushStateResponse,
  Structure,
} from '@locale-sync/protocol';

/** What the core needs of the sync client (`SyncClient` of `@locale-sync/client` fits). */
export interface SyncApi {
  push(files: PushFile[], options: { source?: PushSource; dryRun?: boolean }): Promise<PushResponse>;
  /**
   * The same push, its files read from `files` one at a time while the body is sent (and again on a
   * retry), so that a large push never holds them all (`SyncClient.pushStream`). An error the
   * source throws ends the push unfinished, with nothing stored, and is thrown as it is. With
   * `listKeys`, each locale of the answer lists its first keys of each kind and counts the rest;
   * with `listKeysTotal`, the whole answer lists at most that many of each kind (a server may ignore
   * it). Optional: without it, the files are read into one list and sent with `push`.
   */
  pushStream?(
    files: PushFileSource,
    options: {
      source?: PushSource;
      dryRun?: boolean;
      listKeys?: number | undefined;
      listKeysTotal?: number | undefined;
    },
  ): Promise<PushAnswer>;
  /**
   * Which files the service already holds at their hash (the changed-only push). Optional: without
   * it, or when the server answers 404 or 405, every file is pushed.
   */
  pushState?(files: PushStateFile[]): Promise<PushStateResponse>;
  pull(options: {
    format?: Format;
    structure?: Structure;
    status?: PullStatus;
    locales?: string[];
    /** `all`: one file per (locale, resource); absent: the default resource only. */
    resources?: 'all';
  }): Promise<PullResponse>;
  /**
   * The same pull, read as it arrives: its head, then its files one at a time (`SyncClient.pullStream`).
   * Optional: without it, the pull's answer is read whole.
   */
  pullStream?(
    options: Parameters<SyncApi['pull']>[0],
  ): Promise<{ head: PullHead; files: AsyncIterable<PulledFile> }>;
}

/**
 * A push answer whose locales' key lists may be cut to their first keys (`listKeys` of
 * `pushStream`; `PushAnswer` of `@locale-sync/client`): `counts` then says how many each stands for.
 */
export interface PushAnswer extends Omit<PushResponse, 'plan'> {
  plan: Array<LocalePlan & { counts?: { created: number; updated: number; obsolete: number } }>;
}

/** The files of a push, read when the body gets to them (`PushFileSource` of `@locale-sync/client`). */
export interface PushFileSource {
  /** The UTF-8 bytes of the files' contents, together. */
  contentBytes: number;
  /** The files in the order they are sent, each read when asked for. */
  files(): AsyncIterable<PushFile | PushFileBytes>;
}

/**
 * A file of a push as the UTF-8 bytes of its content (`PushFileBytes` of `@locale-sync/client`):
 * the body writes them without decoding them to a string first.
 */
export interface PushFileBytes extends Omit<PushFile, 'content'> {
  bytes: Uint8Array;
}

/**
 * Where a push comes from, read from the CI environment when present: GitHub Actions
 * (`GITHUB_REPOSITORY`, `GITHUB_REF`, `GITHUB_SHA`) or GitLab CI (`CI_PROJECT_PATH`,
 * `CI_COMMIT_REF_NAME`, `CI_COMMIT_SHA`).
 */
export function sourceFromEnv(env: Record<string, string | undefined>): PushSource | undefined {
  const pick = (...names: string[]) => names.map((n) => env[n]).find((v) => v !== undefined && v !== '');
  const repository = pick('GITHUB_REPOSITORY', 'CI_PROJECT_PATH');
  const ref = pick('GITHUB_REF', 'CI_COMMIT_REF_NAME');
  const sha = pick('GITHUB_SHA', 'CI_COMMIT_SHA');
  const source: PushSource = {
    ...(repository !== undefined && { repository }),
    ...(ref !== undefined && { ref }),
    ...(sha !== undefined && { sha }),
  };
  return Object.keys(source).length > 0 ? source : undefined;
}
