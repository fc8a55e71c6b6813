// The security-header layer's own work on a page, timed in this process on the HTML the origin
// served: the policy from the app's inline scripts (hashed once per process, as the server does),
// setting the headers (what
// apps/web/server/request-pipeline.ts skips with SECURITY_HEADERS=0). Process CPU time, not wall
// time, so other load on the machine barely moves it; compared with the origin's CPU per request
// it gives the layer's share of a render, the precise counterpart of the req/s comparison.
import { contentSecurityPolicy, scriptHashes } from '../../apps/web/server/html/content-security-policy.ts';
import { loadConfig } from '../../apps/web/server/load-config.ts';
import { applySecurityHeaders, cspSources } from '../../apps/web/server/security-headers.ts';

/** CPU ms per response of the layer, for this HTML. */
export function securityLayerCpuMs(html: string, env: Record<string, string>): number {
  const sources = cspSources(loadConfig({ NODE_ENV: 'production', ...env }));
  // The server knows its inline scripts from rendering them (app/lib/inline-scripts.ts); here they are read from the page.
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((found) => found[1]!);
  const once = () => {
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public' });
    headers.set('Content-Security-Policy', contentSecurityPolicy(scriptHashes(scripts), sources));
    applySecurityHeaders(headers);
    return headers;
  };
  for (let i = 0; i < 200; i += 1) once();
  const iterations = 2000;
  const before = process.cpuUsage();
  for (let i = 0; i < iterations; i += 1) once();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / iterations;
}
