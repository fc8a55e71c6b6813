// `npm start`: the reference platform (database created and seeded on first start) and the
// six sites, after `npm run build`.
import { startStack } from './stack.mjs';

const webPort = Number(process.env.PORT ?? 3000);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4100);
const stack = await startStack({ webPort, platformPort });

console.log('\nThe six sites are up:');
for (const code of ['mc', 'mcde', 'mcuk', 'mcdk', 'mcse', 'mces']) console.log(`  ${stack.webOrigin(code)}/`);
console.log(`Reference platform: ${stack.platformOrigin}/  (Ctrl-C stops both)\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
