import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';
import { buildServer } from './server/app.ts';

const config = loadConfig();
const db = openDatabase(config.databaseFile);
const app = await buildServer({ db, config });

if (!isSeeded(db)) {
  // First start on a fresh machine, or a database from an older seed: (re)fill it before taking traffic.
  const report = await seedDatabase(db);
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
