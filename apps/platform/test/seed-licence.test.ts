import type * as Licences from '@mc/sites/market-licences';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { seedBanners } from '../src/seed/content/banners.ts';
import { seedFeeds } from '../src/seed/content/feeds.ts';
import { seedPromotions } from '../src/seed/content/promotions.ts';

// The operator obtains a Finnish licence: market-licences.ts says so, and nothing else changes.
vi.mock('@mc/sites/market-licences', async (importOriginal) => {
  const actual = await importOriginal<typeof Licences>();
  return { ...actual, MARKET_LICENCES: { ...actual.MARKET_LICENCES, finland: { held: 'local', name: 'Rahapelitoimilupa (test)' } } };
});

const db = openDatabase(':memory:');
afterAll(() => db.close());
seedFeeds(db);
seedPromotions(db, new Date('2026-12-07T12:00:00Z'));
seedBanners(db, new Date('2026-12-07T12:00:00Z'));
const count = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;

describe('seeded offers follow the licence data (flipped: Finland licensed)', () => {
  it('seeds fi its promotions, offer banners and bonus terms again, with Finnish copy and euro terms', () => {
    expect(count('SELECT COUNT(*) FROM promotions WHERE culture = ?', 'fi')).toBeGreaterThan(3);
    const welcome = JSON.parse(db.prepare("SELECT data FROM promotions WHERE culture = 'fi' AND slug = 'tervetuliaisbonus'").pluck().get() as string);
    expect(welcome).toMatchObject({ title: 'Tervetuliaisbonus', significantTerms: { type: 'deposit-bonus', currency: 'EUR' } });
    const home = JSON.parse(db.prepare("SELECT data FROM banner_configs WHERE culture = 'fi' AND route_key = 'home'").pluck().get() as string);
    expect(home.slides.some((slide: { offer: { kind: string } | null }) => slide.offer?.kind === 'welcome')).toBe(true);
    expect(count("SELECT COUNT(*) FROM feeds WHERE culture = 'fi' AND code = 'bonusPolicy'")).toBe(1);
  });

  it('keeps Norway, still unlicensed, without any', () => {
    expect(count('SELECT COUNT(*) FROM promotions WHERE culture = ?', 'nb-NO')).toBe(0);
    expect(count("SELECT COUNT(*) FROM feeds WHERE culture = 'nb-NO' AND code = 'bonusPolicy'")).toBe(0);
    const home = JSON.parse(db.prepare("SELECT data FROM banner_configs WHERE culture = 'nb-NO' AND route_key = 'home'").pluck().get() as string);
    expect(home.slides.filter((slide: { offer: unknown }) => slide.offer)).toEqual([]);
  });
});
