import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it, vi } from 'vitest';
import type { SiteApiContext } from '../../lib/site-api/site-api-context.server.ts';
import { newRequestState } from '../../lib/app-context.ts';
import { loadFeed } from './feed-api.server.ts';

function context(): SiteApiContext & { get: ReturnType<typeof vi.fn> } {
  const site = DEFAULT_SITES.find((s) => s.localCode === 'MCES')!;
  const get = vi.fn(async () => ({ data: { title: 'From the back end', body: 'x' }, status: 'fresh' as const }));
  return {
    site,
    culture: site.cultures[0]!,
    config: { mode: 'production' } as SiteApiContext['config'],
    services: { dataCache: { get } as unknown as SiteApiContext['services']['dataCache'], logger: { debug() {}, info() {}, warn() {}, error() {} } },
    state: newRequestState(),
    get,
  };
}

describe('feeds', () => {
  it('answers impressum and authorizedGaming locally, without any call', async () => {
    const ctx = context();
    expect(await loadFeed(ctx, 'impressum')).toEqual({ status: 'local', feed: { title: 'Impressum', body: '' } });
    expect(await loadFeed(ctx, 'authorizedGaming')).toEqual({ status: 'local', feed: { title: 'Juego Autorizado', body: '' } });
    expect(ctx.get).not.toHaveBeenCalled();
  });

  it('asks the back end for other feeds', async () => {
    const ctx = context();
    expect(await loadFeed(ctx, 'privacy')).toMatchObject({ status: 'fresh', feed: { title: 'From the back end' } });
    expect(ctx.get).toHaveBeenCalledOnce();
  });
});
