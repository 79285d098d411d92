// Test databases copied from templates made once per test run (global-setup-databases.ts), instead
// of each being migrated, and the demo ones seeded, on their own: a copy costs a file copy on
// SQLite and a `CREATE DATABASE … TEMPLATE …` on PostgreSQL. The set-up hands the templates to the
// test workers through the environment, with a key of the schema's and the demo data's sources;
// a worker whose sources differ from the key (a watch run after a migration changed) makes its
// databases the slow way, as it does when there is no template at all.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod/mini';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';

/** A migrated, empty database, or one with the demo data seeded at `seededAt`. */
export type TemplateKind = 'migrated' | 'demo';

/** Per dialect and kind: the SQLite file to copy, or the PostgreSQL database to copy. */
export type Templates = Partial<Record<Dialect, Partial<Record<TemplateKind, string>>>>;

const templatesVariable = 'PORTAL_TEST_DATABASE_TEMPLATES';

/** The folders whose files decide what a migrated or a demo database holds. */
const templateSources = ['apps/server/src/platform/db', 'apps/server/src/demo'];

const root = resolve(import.meta.dirname, '../../..');

/** A hash of the migrations' and the demo seed's sources (their tests left out). */
export function templateSourcesKey(): string {
  const hash = createHash('sha256');
  for (const folder of templateSources) {
    const files = readdirSync(join(root, folder), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort();
    for (const file of files) {
      hash.update(`${folder}/${file}\n`);
      hash.update(readFileSync(join(root, folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Hands the templates to the test workers, which inherit the set-up's environment. */
export function publishTemplates(key: string, templates: Templates): void {
  process.env[templatesVariable] = JSON.stringify({ key, templates });
}

let current: Templates | undefined;

/** The template to copy for a database of this dialect and kind, if this run made one. */
export function templateFor(dialect: Dialect, kind: TemplateKind): string | undefined {
  current ??= publishedTemplates();
  return current[dialect]?.[kind];
}

const kindsSchema = z.partial(z.object({ migrated: z.string(), demo: z.string() }));
const publishedSchema = z.object({
  key: z.string(),
  templates: z.partial(z.object({ sqlite: kindsSchema, postgres: kindsSchema })),
});

function publishedTemplates(): Templates {
  const published = process.env[templatesVariable];
  if (published === undefined) return {};
  const parsed = publishedSchema.safeParse(JSON.parse(published));
  if (!parsed.success) throw new Error(`${templatesVariable} is not what the set-up writes`);
  return parsed.data.key === templateSourcesKey() ? parsed.data.templates : {};
}
