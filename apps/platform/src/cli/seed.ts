import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { seedDatabase } from '../seed/index.ts';

/** `npm run seed -w @mc/platform`: rebuild all content of PLATFORM_DB (default .data/platform.sqlite). */
const config = loadConfig();
const db = openDatabase(config.databaseFile);
const report = await seedDatabase(db);
db.close();
console.log(`seeded ${config.databaseFile}: ${report.games} published games in ${report.ms} ms`);
