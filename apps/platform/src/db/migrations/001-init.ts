/**
 * Initial schema. Content tables are keyed by culture (the edition whose language the copy is
 * in) or by site (brand-wide data such as leaderboards); nested, read-only structures are
 * stored as JSON text because they are only ever read whole.
 */
export const sql = /* sql */ `
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE countries (
  iso2 TEXT PRIMARY KEY, name TEXT NOT NULL, prime_culture TEXT NOT NULL, prime_currency TEXT NOT NULL,
  native_culture TEXT NOT NULL, prime_lang TEXT NOT NULL, native_lang TEXT NOT NULL
);
CREATE TABLE regions (
  code TEXT PRIMARY KEY, country TEXT NOT NULL REFERENCES countries(iso2), name TEXT NOT NULL,
  prime_culture TEXT NOT NULL, native_culture TEXT NOT NULL, prime_lang TEXT NOT NULL, native_lang TEXT NOT NULL
);
CREATE TABLE geo_restrictions (
  brand TEXT NOT NULL, country TEXT NOT NULL REFERENCES countries(iso2), region TEXT REFERENCES regions(code),
  restriction TEXT NOT NULL CHECK (restriction IN ('blocked','fullyblocked','blockedwithlogin','accountblocked','playblocked','registerblocked')),
  restriction_level TEXT NOT NULL CHECK (restriction_level IN ('country','region')),
  CHECK ((restriction_level = 'region') = (region IS NOT NULL))
);
CREATE UNIQUE INDEX geo_restrictions_key ON geo_restrictions (brand, country, ifnull(region, ''));
CREATE TABLE currency_rates (iso TEXT PRIMARY KEY, rate REAL NOT NULL);

CREATE TABLE log_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT, level TEXT NOT NULL, number INTEGER NOT NULL, message TEXT NOT NULL,
  additional_data TEXT, app TEXT NOT NULL, user TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE providers (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
CREATE TABLE games (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, category TEXT NOT NULL,
  route_key TEXT NOT NULL, provider_id INTEGER NOT NULL REFERENCES providers(id), published INTEGER NOT NULL,
  released_on TEXT NOT NULL, popularity INTEGER NOT NULL, plays INTEGER NOT NULL, theme TEXT NOT NULL,
  params TEXT NOT NULL, badges TEXT NOT NULL
);
CREATE TABLE game_texts (
  game_id INTEGER NOT NULL REFERENCES games(id), lang TEXT NOT NULL, description TEXT NOT NULL, content TEXT NOT NULL,
  PRIMARY KEY (game_id, lang)
);
CREATE TABLE game_availability (culture TEXT NOT NULL, game_id INTEGER NOT NULL REFERENCES games(id), PRIMARY KEY (culture, game_id));
CREATE TABLE game_group_members (
  culture TEXT NOT NULL, group_code TEXT NOT NULL, game_id INTEGER NOT NULL REFERENCES games(id), position INTEGER NOT NULL,
  PRIMARY KEY (culture, group_code, game_id)
);
CREATE INDEX game_group_members_order ON game_group_members (culture, group_code, position);
CREATE TABLE game_group_titles (culture TEXT NOT NULL, group_code TEXT NOT NULL, title TEXT NOT NULL, PRIMARY KEY (culture, group_code));
CREATE TABLE game_specs (culture TEXT NOT NULL, key TEXT NOT NULL, label TEXT NOT NULL, unit TEXT, position INTEGER NOT NULL, PRIMARY KEY (culture, key));
CREATE TABLE game_labels (culture TEXT NOT NULL, key TEXT NOT NULL, label TEXT NOT NULL, PRIMARY KEY (culture, key));

CREATE TABLE feeds (
  culture TEXT NOT NULL, code TEXT NOT NULL, version INTEGER NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, data TEXT,
  PRIMARY KEY (culture, code)
);
CREATE TABLE contents (culture TEXT NOT NULL, code TEXT NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (culture, code));
CREATE TABLE cms_pages (
  culture TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('page','terms')), code TEXT NOT NULL, title TEXT NOT NULL,
  body TEXT NOT NULL, PRIMARY KEY (culture, kind, code)
);
CREATE TABLE jackpots (culture TEXT NOT NULL, position INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (culture, position));
CREATE TABLE faq (culture TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (culture));

CREATE TABLE leaderboards (
  site TEXT NOT NULL, slug TEXT NOT NULL, title TEXT NOT NULL, start_date TEXT NOT NULL, end_date TEXT NOT NULL,
  PRIMARY KEY (site, slug)
);
CREATE TABLE leaderboard_rows (
  site TEXT NOT NULL, slug TEXT NOT NULL, rank INTEGER NOT NULL, player TEXT NOT NULL, city TEXT NOT NULL, points INTEGER NOT NULL,
  PRIMARY KEY (site, slug, rank), FOREIGN KEY (site, slug) REFERENCES leaderboards(site, slug)
);
CREATE TABLE winners (
  site TEXT NOT NULL, position INTEGER NOT NULL, user_name TEXT NOT NULL, amount REAL NOT NULL, currency TEXT NOT NULL,
  game_id INTEGER NOT NULL REFERENCES games(id), won_at TEXT NOT NULL, PRIMARY KEY (site, position)
);

CREATE TABLE payment_options (
  culture TEXT NOT NULL, slug TEXT NOT NULL, key TEXT NOT NULL, name TEXT NOT NULL, has_info INTEGER NOT NULL,
  position INTEGER NOT NULL, info TEXT, PRIMARY KEY (culture, slug)
);
CREATE TABLE vouchers (site TEXT NOT NULL, code TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('valid','used','expired')), PRIMARY KEY (site, code));
CREATE TABLE bank_transfers (site TEXT NOT NULL, code TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (site, code));
CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, culture TEXT NOT NULL, email TEXT NOT NULL, name TEXT NOT NULL,
  created_at TEXT NOT NULL, UNIQUE (site, email)
);

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY, culture TEXT NOT NULL, slug TEXT NOT NULL, published INTEGER NOT NULL, on_home INTEGER NOT NULL,
  position INTEGER NOT NULL, start_date TEXT NOT NULL, end_date TEXT NOT NULL, data TEXT NOT NULL, UNIQUE (culture, slug)
);
CREATE TABLE features (
  id INTEGER PRIMARY KEY, culture TEXT NOT NULL, code TEXT NOT NULL, published INTEGER NOT NULL, on_home INTEGER NOT NULL,
  position INTEGER NOT NULL, data TEXT NOT NULL, UNIQUE (culture, code)
);

CREATE TABLE banner_configs (culture TEXT NOT NULL, route_key TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (culture, route_key));
CREATE TABLE banner_locations (culture TEXT NOT NULL, location TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (culture, location));
CREATE TABLE banner_media (
  section TEXT NOT NULL, device TEXT NOT NULL, layer TEXT NOT NULL, variant TEXT NOT NULL, mime TEXT NOT NULL,
  bytes BLOB NOT NULL, etag TEXT NOT NULL, PRIMARY KEY (section, device, layer, variant)
);
CREATE TABLE bt_codes (
  code TEXT NOT NULL, culture TEXT NOT NULL, page_title TEXT NOT NULL, cta TEXT NOT NULL, terms TEXT NOT NULL,
  cta_link TEXT NOT NULL, PRIMARY KEY (code, culture)
);

CREATE TABLE blog_tags (culture TEXT NOT NULL, slug TEXT NOT NULL, name TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (culture, slug));
CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY, culture TEXT NOT NULL, slug TEXT NOT NULL, tag_slug TEXT NOT NULL, title TEXT NOT NULL,
  excerpt TEXT NOT NULL, body TEXT NOT NULL, author TEXT NOT NULL, published_at TEXT NOT NULL, published INTEGER NOT NULL,
  main INTEGER NOT NULL, embed_ids TEXT NOT NULL, UNIQUE (culture, slug),
  FOREIGN KEY (culture, tag_slug) REFERENCES blog_tags(culture, slug)
);
CREATE INDEX blog_posts_latest ON blog_posts (culture, published, published_at DESC);
CREATE TABLE blog_embeds (id INTEGER PRIMARY KEY, culture TEXT NOT NULL, data TEXT NOT NULL);
`;
