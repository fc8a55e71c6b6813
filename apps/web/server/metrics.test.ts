import { describe, expect, it } from 'vitest';
import { createWebMetrics, loadedReactMode } from './metrics.ts';

const NM = '/srv/app/node_modules';

describe('loadedReactMode', () => {
  it('reads the React build that ran, not the one Node only looked at for export names', () => {
    expect(loadedReactMode({})).toBe('unknown');
    const production = {
      [`${NM}/react/index.js`]: { loaded: true },
      // An ESM import of react/index.js puts the other branch's module in the cache, never run.
      [`${NM}/react/cjs/react.development.js`]: { loaded: false },
      [`${NM}/react/cjs/react.production.js`]: { loaded: true },
      [`${NM}/react-dom/cjs/react-dom-server.node.production.js`]: { loaded: true },
    };
    expect(loadedReactMode(production)).toBe('production');
    expect(loadedReactMode({ ...production, [`${NM}/react-dom/cjs/react-dom-server.node.development.js`]: { loaded: true } })).toBe('development');
    expect(loadedReactMode({ [`${NM}/not-react/cjs/x.development.js`]: { loaded: true } })).toBe('unknown');
  });

  it('reports this test process’s own React (Vitest runs it in development)', async () => {
    await import('react');
    expect(loadedReactMode()).toBe(process.env.NODE_ENV === 'production' ? 'production' : 'development');
  });
});

describe('the web app’s metrics', () => {
  it('exposes requests, render time, data cache, back-end calls, the build and Node’s own metrics in the text format', async () => {
    const metrics = createWebMetrics('9.9.9', () => 'production');
    metrics.request('game', '200', 0.03);
    metrics.request('static', '304', 0.001);
    metrics.render('game', 0.02);
    metrics.cacheLookup('hit');
    metrics.cacheLookup('stale');
    metrics.cacheLookup('miss');
    metrics.backendCall({ service: 'site-api', outcome: 'ok', ms: 12 });
    metrics.backendCall({ service: 'site-api', outcome: 'timeout', ms: 2500 });
    metrics.backendCall({ service: 'site-api', outcome: 'not-found', ms: 3 });
    const text = await metrics.registry.metrics();
    expect(text).toContain('mondo_build_info{version="9.9.9",mode="production"} 1');
    expect(text).toContain('mondo_http_requests_total{kind="game",status="200"} 1');
    expect(text).toContain('mondo_http_request_duration_seconds_bucket{le="0.05",kind="game",status="200"} 1');
    expect(text).toContain('mondo_http_requests_total{kind="static",status="304"} 1');
    expect(text).toContain('mondo_render_duration_seconds_count{kind="game"} 1');
    for (const result of ['hit', 'stale', 'miss']) expect(text).toContain(`mondo_data_cache_lookups_total{result="${result}"} 1`);
    expect(text).toContain('mondo_backend_request_duration_seconds_count{service="site-api",outcome="ok"} 1');
    expect(text).toContain('mondo_backend_errors_total{service="site-api",reason="timeout"} 1');
    // A 404 is an answer: timed, not an error.
    expect(text).not.toContain('reason="not-found"');
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) expect(text).toContain(`# TYPE ${name}`);
  });
});
