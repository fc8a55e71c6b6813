import { loadConfig, type PlatformConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';
import { buildServer } from './server/app.ts';

/** One line naming the variable, not a stack trace: the operator has a setting to fix, not a bug to report. */
function configOrExit(): PlatformConfig {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`platform: refusing to start: ${(error as Error).message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const db = openDatabase(config.databaseFile);
const app = await buildServer({ db, config });

if (!isSeeded(db, config.testFixtures)) {
  // First start on a fresh machine, a database from an older seed, or one with(out) the tests' fixtures: (re)fill it before taking traffic.
  const report = await seedDatabase(db, { testFixtures: config.testFixtures });
  app.log.info({ file: config.databaseFile, ...report }, 'seeded database');
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app.close().finally(() => {
      db.close();
      process.exit(0);
    });
  });
}

await app.listen({ host: config.host, port: config.port });
