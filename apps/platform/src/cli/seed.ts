import { databaseFile } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { seedDatabase } from '../seed/index.ts';

/** `npm run seed -w @mc/platform`: rebuild all content of PLATFORM_DB (default .data/platform.sqlite); needs no tokens. */
const file = databaseFile();
const db = openDatabase(file);
const report = await seedDatabase(db, { testFixtures: process.env.PLATFORM_TEST_FIXTURES === '1' });
db.close();
console.log(`seeded ${file}: ${report.games} published games in ${report.ms} ms`);
