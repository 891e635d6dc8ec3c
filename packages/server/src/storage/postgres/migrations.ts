import { changeTriggersSql } from './change-triggers.ts';
import { stringReferencesSql } from './string-references.ts';

/**
 * The PostgreSQL schema as numbered migrations, applied in order at start. Never edit a released
 * one: add the next. Times are Unix milliseconds (bigint). Keys and texts can be longer than a
 * B-tree entry may be (about 2.7 kB), so indexes on them hold their md5, and queries compare the
 * md5 (to use the index) and then the text itself.
 */
export const POSTGRES_MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'projects, strings with plural variants, translations, nonces, phrases, machine cache, pushes',
    sql: `
      CREATE TABLE projects (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        key text COLLATE "C" NOT NULL UNIQUE,
        source_locale text NOT NULL,
        -- JSON as text, not jsonb: jsonb reorders object keys, and answers show settings as stored.
        supported_locales text NOT NULL,
        extraction text NOT NULL,
        instant_translation text NOT NULL,
        allowed_origins text NOT NULL,
        sync_secret text NOT NULL,
        previous_secret text,
        previous_secret_expires_at bigint,
        created_at bigint NOT NULL,
        updated_at bigint NOT NULL
      );
      CREATE TABLE strings (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        -- "C": keys sort by code point, as SQLite sorts them, whatever the database's locale.
        key text COLLATE "C" NOT NULL,
        source_text text NOT NULL,
        position integer NOT NULL,
        obsolete boolean NOT NULL DEFAULT false,
        -- A plural form only translations have (items_few in ru): the source key of its group's
        -- other form. NULL for the strings of the source file.
        plural_of text COLLATE "C",
        updated_at bigint NOT NULL
      );
      CREATE UNIQUE INDEX strings_key ON strings (project_id, md5(key));
      CREATE INDEX strings_source_text ON strings (project_id, md5(source_text));
      CREATE TABLE translations (
        string_id bigint NOT NULL REFERENCES strings(id) ON DELETE CASCADE,
        locale text COLLATE "C" NOT NULL,
        value text NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'translated', 'approved')),
        -- The last value the repository sent for this translation (null: never sent by a push).
        repo_value text,
        updated_at bigint NOT NULL,
        PRIMARY KEY (string_id, locale)
      );
      CREATE TABLE nonces (
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        nonce text NOT NULL,
        expires_at bigint NOT NULL,
        PRIMARY KEY (project_id, nonce)
      );
      CREATE INDEX nonces_expires_at ON nonces (expires_at);
      CREATE TABLE phrases (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        source_text text NOT NULL,
        context text NOT NULL,
        count bigint NOT NULL,
        -- JSON as text: the merge rule compares locations by their JSON, field order included.
        locations text NOT NULL,
        first_seen_at bigint NOT NULL,
        last_seen_at bigint NOT NULL
      );
      CREATE UNIQUE INDEX phrases_identity ON phrases (project_id, md5(source_text), md5(context));
      CREATE TABLE machine_translations (
        provider text NOT NULL,
        source_locale text NOT NULL,
        target_locale text NOT NULL,
        source_text text NOT NULL,
        translated text NOT NULL,
        created_at bigint NOT NULL
      );
      CREATE UNIQUE INDEX machine_translations_identity
        ON machine_translations (provider, source_locale, target_locale, md5(source_text));
      CREATE TABLE pushes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        repository text,
        ref text,
        sha text,
        summary text NOT NULL,
        created_at bigint NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'files remembered by applied pushes (changed-only push)',
    sql: `
      -- One row per project and locale: the file the last applied push of that locale sent, by its
      -- SHA-256, so that a client can skip files the service already holds (POST /api/sync/push/state).
      CREATE TABLE pushed_files (
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        locale text NOT NULL,
        path text NOT NULL,
        format text NOT NULL,
        sha256 text NOT NULL,
        keys integer NOT NULL,
        source_locale text NOT NULL,
        updated_at bigint NOT NULL,
        PRIMARY KEY (project_id, locale)
      );
    `,
  },
  {
    version: 3,
    name: 'resources: keys unique per (project, resource), remembered files per (resource, locale)',
    sql: `
      -- A resource is one source-locale file, named by its path as pushed; '' is the default
      -- resource, which holds every string stored before resources existed.
      ALTER TABLE strings ADD COLUMN resource text COLLATE "C" NOT NULL DEFAULT '';
      DROP INDEX strings_key;
      CREATE UNIQUE INDEX strings_key ON strings (project_id, md5(resource), md5(key));
      ALTER TABLE pushed_files ADD COLUMN resource text COLLATE "C" NOT NULL DEFAULT '';
      -- A path of 1024 characters is longer than a B-tree entry may be: the identity holds its md5.
      ALTER TABLE pushed_files DROP CONSTRAINT pushed_files_pkey;
      CREATE UNIQUE INDEX pushed_files_identity ON pushed_files (project_id, md5(resource), locale);
    `,
  },
  {
    version: 4,
    name: 'keyless sync: trust policies for OIDC tokens, secrets off per project, how each push authenticated',
    sql: `
      -- Which OIDC tokens may sync a project (domain/trust.ts). Lists are JSON arrays; [] is no condition.
      CREATE TABLE trust_policies (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        issuer text NOT NULL,
        repository text,
        repository_id text,
        refs text NOT NULL,
        environments text NOT NULL,
        workflows text NOT NULL,
        access text NOT NULL CHECK (access IN ('push', 'pull')),
        created_at bigint NOT NULL
      );
      CREATE INDEX trust_policies_project ON trust_policies (project_id);
      ALTER TABLE projects ADD COLUMN secrets_disabled boolean NOT NULL DEFAULT false;
      -- JSON: {"method":"secret"} or {"method":"oidc","policyId",...}; NULL for older pushes.
      ALTER TABLE pushes ADD COLUMN auth text;
    `,
  },
  {
    version: 5,
    name: 'project branches: each holds only its differences from main',
    sql: `
      -- A project branch (one per git branch) holds the strings and translations in which it differs
      -- from main; what it lacks, main's state shows through. merged_at: its pull request was merged
      -- and its translations move to main as main gets their keys.
      CREATE TABLE branches (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        name text COLLATE "C" NOT NULL,
        created_at bigint NOT NULL,
        updated_at bigint NOT NULL,
        merged_at bigint,
        UNIQUE (project_id, name)
      );
      CREATE TABLE branch_strings (
        branch_id integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
        resource text COLLATE "C" NOT NULL,
        key text COLLATE "C" NOT NULL,
        source_text text NOT NULL,
        position integer NOT NULL,
        obsolete boolean NOT NULL,
        plural_of text
      );
      -- Keys and paths may be longer than a B-tree entry: the identity holds their md5.
      CREATE UNIQUE INDEX branch_strings_identity ON branch_strings (branch_id, md5(resource), md5(key));
      -- base_value: main's value when the branch first changed the translation (NULL: main had none).
      CREATE TABLE branch_translations (
        branch_id integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
        resource text COLLATE "C" NOT NULL,
        key text COLLATE "C" NOT NULL,
        locale text NOT NULL,
        value text NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'translated', 'approved')),
        repo_value text,
        base_value text
      );
      CREATE UNIQUE INDEX branch_translations_identity
        ON branch_translations (branch_id, md5(resource), md5(key), locale);
    `,
  },
  {
    version: 6,
    name: 'change notifications: every change of what the SDK reads is announced on commit',
    sql: changeTriggersSql(),
  },
  {
    version: 7,
    name: 'translations reference their strings through statement-level checks, not a per-row foreign key',
    sql: stringReferencesSql(),
  },
  {
    version: 8,
    name: "resources: the path each resource's source file was last pushed from",
    sql: `
      -- Kept by every applied push to main for each resource whose source file it sent, and never
      -- forgotten as remembered files are: a push that names a new resource pushed from the path the
      -- default resource's source file came from renames the default resource (and back), so a
      -- repository going from one source file to several keeps what the service holds
      -- (domain/resource-rename.ts). Seeded from the remembered files of each project's source locale.
      CREATE TABLE resource_sources (
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        resource text COLLATE "C" NOT NULL,
        path text COLLATE "C" NOT NULL,
        updated_at bigint NOT NULL
      );
      -- A path of 1024 characters is longer than a B-tree entry may be: the identity holds its md5.
      CREATE UNIQUE INDEX resource_sources_identity ON resource_sources (project_id, md5(resource));
      INSERT INTO resource_sources (project_id, resource, path, updated_at)
        SELECT f.project_id, f.resource, f.path, f.updated_at
        FROM pushed_files f JOIN projects p ON p.id = f.project_id
        WHERE f.locale = p.source_locale AND f.source_locale = p.source_locale;
    `,
  },
];
