import type { Server } from 'node:http';
import { startMetricsListener } from '@mc/operations/metrics';
import { onStopSignal } from '@mc/operations/shutdown';
import { loadConfig, type PlatformConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';
import { buildServer } from './server/app.ts';
import { createPlatformMetrics, createPlatformReadiness } from './server/operations.ts';

/** One line naming the variable, not a stack trace: the operator has a setting to fix, not a bug to report. */
function refuseToStart(error: unknown): never {
  console.error(`platform: refusing to start: ${(error as Error).message}`);
  process.exit(1);
}

function configOrExit(): PlatformConfig {
  try {
    return loadConfig();
  } catch (error) {
    refuseToStart(error);
  }
}

const config = configOrExit();
const db = openDatabase(config.databaseFile);
const metrics = config.metrics ? createPlatformMetrics(config.development ? 'development' : 'production') : undefined;
const readiness = createPlatformReadiness();
const app = await buildServer({ db, config, metrics, readiness });

if (!isSeeded(db, config.testFixtures)) {
  // First start on a fresh machine, a database from an older seed, or one with(out) the tests' fixtures: (re)fill it before taking traffic.
  const report = await seedDatabase(db, { testFixtures: config.testFixtures, now: config.now });
  app.log.info({ file: config.databaseFile, ...report }, 'seeded database');
}

// SIGTERM: /readyz turns 503 at once, requests go on being served for the pause (load balancers
// stop sending more), then Fastify closes: no new connections, requests in flight finish, idle
// keep-alive connections close, later requests on busy ones get 503 with Connection: close.
// Bounded: after the timeout the open connections are cut. Then exit 0.
onStopSignal((signal, pause) => {
  readiness.drain();
  const { delayMs, timeoutMs } = config.shutdown;
  app.log.info({ signal, pauseMs: pause ? delayMs : 0, timeoutMs }, 'draining');
  void (async () => {
    if (pause) await new Promise((resolve) => setTimeout(resolve, delayMs));
    let timer: NodeJS.Timeout | undefined;
    const cut = new Promise<'cut'>((resolve) => {
      timer = setTimeout(() => resolve('cut'), timeoutMs);
    });
    const result = await Promise.race([app.close().then(() => 'drained' as const), cut]);
    clearTimeout(timer);
    if (result === 'cut') {
      app.server.closeAllConnections();
      app.log.warn({ timeoutMs }, 'drain timed out: open connections were cut');
    }
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    db.close();
    process.exit(0);
  })();
});

let metricsServer: Server | null = null;
if (config.metrics && metrics) metricsServer = await startMetricsListener(metrics.registry, config.metrics, 'PLATFORM_METRICS_PORT').catch(refuseToStart);
await app.listen({ host: config.host, port: config.port });
if (config.metrics) app.log.info({ metrics: `http://${config.metrics.host}:${config.metrics.port}/metrics` }, 'metrics listening');
