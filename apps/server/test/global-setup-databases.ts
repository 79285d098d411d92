// Runs once per test run, before the API tests: makes the run's database templates, a migrated
// database and a demo one (seeded at `seededAt`), on every dialect the machine offers, so that
// each test database is a copy (database-templates.ts). Made one by one, each of the server
// project's ~330 databases cost 0.25 s to migrate on SQLite and 1–2.5 s on PostgreSQL, and most of
// them as much again for the demo data (decision 100); a copy costs 2 ms and under a second.
// A dialect whose template cannot be made is left out: its tests make their databases themselves
// (and, when PostgreSQL is missing but required, fail there with the reason). The templates are
// removed after the run; the tests remove their own copies.
import { seedDemoData } from '../src/demo/seed.ts';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import { publishTemplates, type Templates, templateSourcesKey } from './database-templates.ts';
import {
  copyOfDatabase,
  createTestDatabase,
  type TestDatabase,
  testDialects,
} from './databases.ts';
import { seededAt } from './demo-database.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const made: TestDatabase[] = [];
  const templates: Templates = {};
  for (const dialect of availableDialects()) {
    try {
      // No template is published yet in this process: this one is migrated here.
      const migrated = await createTestDatabase(dialect);
      made.push(migrated);
      await migrated.handle.close();
      const demo = await copyOfDatabase(dialect, migrated.source);
      made.push(demo);
      await seedDemoData(demo.handle.db, { now: seededAt });
      await demo.handle.close();
      templates[dialect] = { migrated: migrated.source, demo: demo.source };
    } catch (error) {
      console.warn(`no ${dialect} test database template; each test migrates its own`, error);
    }
  }
  publishTemplates(templateSourcesKey(), templates);
  return async () => {
    await Promise.all(made.map((database) => database.drop()));
  };
}

function availableDialects(): Dialect[] {
  try {
    return testDialects();
  } catch {
    return ['sqlite'];
  }
}
