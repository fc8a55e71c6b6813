import type { Static } from '@sinclair/typebox';
import { stmt, type Db } from '../db/database.ts';
import { dateRangeStatus, STATUS_NAMES } from '../lib/date-status.ts';
import type { Promotion, PromotionHomeItem, PromotionSummary } from '../schemas/cms.ts';
import type { PromotionKind, SignificantTerms } from '../schemas/offers.ts';

/** What the seed stores as JSON per promotion (everything not needed for filtering). */
export interface PromotionData {
  title: string;
  summary: string;
  body: string;
  terms: string;
  ctaLabel: string;
  ctaLink: string;
  image: string;
  alt: string;
  leaderboardSlug: string | null;
  /** Absent in rows written before offers had a kind and terms (and in the hostile fixture): served as null. */
  kind?: PromotionKind;
  significantTerms?: Static<typeof SignificantTerms>;
}
interface Row {
  id: number;
  culture: string;
  slug: string;
  published: number;
  start_date: string;
  end_date: string;
  data: string;
}

function summary(row: Row, now: Date): Static<typeof PromotionSummary> {
  const data = JSON.parse(row.data) as PromotionData;
  return {
    id: row.id,
    slug: row.slug,
    title: data.title,
    summary: data.summary,
    image: data.image,
    alt: data.alt,
    startDate: row.start_date,
    endDate: row.end_date,
    status: STATUS_NAMES[dateRangeStatus(row.start_date, row.end_date, now)],
    leaderboardSlug: data.leaderboardSlug,
    ctaLabel: data.ctaLabel,
    ctaLink: data.ctaLink,
    kind: data.kind ?? null,
    significantTerms: data.significantTerms ?? null,
  };
}

function detail(row: Row, now: Date): Static<typeof Promotion> {
  const data = JSON.parse(row.data) as PromotionData;
  return { ...summary(row, now), culture: row.culture, body: data.body, terms: data.terms, published: row.published === 1 };
}

function homeItem(row: Row): Static<typeof PromotionHomeItem> {
  const data = JSON.parse(row.data) as PromotionData;
  return {
    id: row.id,
    promotionSlug: row.slug,
    title: data.title,
    summary: data.summary,
    image: data.image,
    ctaLabel: data.ctaLabel,
    ctaLink: data.ctaLink,
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

/** Started promotions (active first, then expired); not-yet-started ones are left out. */
export function listPromotions(db: Db, culture: string, now: Date): Static<typeof PromotionSummary>[] {
  const rows = stmt(db, 'SELECT * FROM promotions WHERE culture = ? AND published = 1 AND start_date <= ? ORDER BY (end_date < ?), position').all(
    culture,
    now.toISOString(),
    now.toISOString(),
  ) as Row[];
  return rows.map((row) => summary(row, now));
}

export function promotionBySlug(db: Db, culture: string, slug: string, now: Date): Static<typeof Promotion> | undefined {
  const row = stmt(db, 'SELECT * FROM promotions WHERE culture = ? AND slug = ? AND published = 1 AND start_date <= ?').get(
    culture,
    slug,
    now.toISOString(),
  ) as Row | undefined;
  return row ? detail(row, now) : undefined;
}

export function homePromotions(db: Db, culture: string, now: Date): Static<typeof PromotionHomeItem>[] {
  const iso = now.toISOString();
  const rows = stmt(
    db,
    'SELECT * FROM promotions WHERE culture = ? AND published = 1 AND on_home = 1 AND start_date <= ? AND end_date >= ? ORDER BY position',
  ).all(culture, iso, iso) as Row[];
  return rows.map(homeItem);
}

export function promotionById(db: Db, id: number, now: Date): Static<typeof Promotion> | undefined {
  const row = stmt(db, 'SELECT * FROM promotions WHERE id = ?').get(id) as Row | undefined;
  return row ? detail(row, now) : undefined;
}

export function promotionHomeById(db: Db, id: number): Static<typeof PromotionHomeItem> | undefined {
  const row = stmt(db, 'SELECT * FROM promotions WHERE id = ?').get(id) as Row | undefined;
  return row ? homeItem(row) : undefined;
}
