import { createServer } from 'node:http';
import { createRequestListener } from '@remix-run/node-fetch-server';
import { guardRequestTarget } from './request-target.ts';
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite';
import { loadConfig } from './load-config.ts';
import type * as Pipeline from './request-pipeline.ts';
import type * as Services from './services.ts';

/** Development server: Vite middleware (HMR, on-demand transforms) in front of the same pipeline as production. */
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('Vite SSR environment is not runnable');
const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const { createServices } = (await ssr.runner.import('/server/services.ts')) as typeof Services;
const services = createServices(config);
const port = Number(process.env.PORT ?? 3000);

const pages = createRequestListener(async (request) => {
  const { createPipeline } = (await ssr.runner.import('/server/request-pipeline.ts')) as typeof Pipeline;
  const build = () => ssr.runner.import('virtual:react-router/server-build') as never;
  return createPipeline({ build, config, services })(request);
});

createServer((req, res) => guardRequestTarget(req, res, false) && vite.middlewares(req, res, () => pages(req, res))).listen(port, '127.0.0.1', () => {
  console.log(`dev server on http://mc.localhost:${port} (and mcde, mcuk, mcdk, mcse, mces .localhost)`);
});
