/**
 * What the tracking collector received (src/tracking, docs/tracking.md): one row per record of a
 * page's batch, with the batch's brand, culture, view version and the visit's identifiers.
 * Pruned by id (routes keep the newest), like the logger's entries.
 */
export const sql = /* sql */ `
CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand TEXT NOT NULL,
  site TEXT NOT NULL,
  culture TEXT NOT NULL,
  view_version TEXT NOT NULL,
  -- visit | event
  type TEXT NOT NULL CHECK (type IN ('visit', 'event')),
  -- 1 for the visit tracking initialised with
  init INTEGER NOT NULL DEFAULT 0 CHECK (init IN (0, 1)),
  grp TEXT,
  event TEXT,
  page_code TEXT NOT NULL,
  path TEXT,
  data TEXT,
  info TEXT,
  client_at INTEGER NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX tracking_events_brand ON tracking_events (brand, id);
`;
