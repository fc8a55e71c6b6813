import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite';
import { loadConfig } from './load-config.ts';
import type * as Pipeline from './request-pipeline.ts';
import type * as Services from './services.ts';
import { createWebHandler, createWebServer } from './web-server.ts';

/** Development server: Vite middleware (HMR, on-demand transforms) in front of the same pipeline as production. */
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('Vite SSR environment is not runnable');
const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const { createServices } = (await ssr.runner.import('/server/services.ts')) as typeof Services;
const services = createServices(config);
const port = Number(process.env.PORT ?? 3000);

const handler = createWebHandler({
  async pipeline(request, peer) {
    const { createPipeline } = (await ssr.runner.import('/server/request-pipeline.ts')) as typeof Pipeline;
    const build = () => ssr.runner.import('virtual:react-router/server-build') as never;
    return createPipeline({ build, config, services })(request, peer);
  },
  securityHeaders: false,
  files: vite.middlewares,
  log: (message, data) => services.logger.error(message, data),
});
createWebServer(handler).listen(port, '127.0.0.1', () => {
  console.log(`dev server on http://mc.localhost:${port} (and mcde, mcuk, mcdk, mcse, mces .localhost)`);
});
