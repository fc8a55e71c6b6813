// `npm start`: the reference platform (database created and seeded on first start) and the
// six sites, after `npm run build`. The platform gets fresh admin and preview tokens per start
// unless PLATFORM_ADMIN_TOKEN / PLATFORM_PREVIEW_TOKEN are set (see scripts/stack.mjs).
import { startStack } from './stack.mjs';

const webPort = Number(process.env.PORT ?? 3000);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4100);

let stack;
try {
  // Metrics on (the apps' defaults: web 9464, platform 9465; each logs its address at start).
  stack = await startStack({ webPort, platformPort, metrics: true });
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}

console.log('\nThe six sites are up:');
for (const code of ['mc', 'mcde', 'mcuk', 'mcdk', 'mcse', 'mces']) console.log(`  ${stack.webOrigin(code)}/`);
console.log(`Reference platform: ${stack.platformOrigin}/  (Ctrl-C stops both)\n`);

// The stack has reported which service died and stopped the other: a non-zero exit tells the shell (or CI) too.
void stack.exited.then(() => process.exit(1));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
