/**
 * Accounts of the reference account back end (src/accounts/API.md) and the play platform's
 * sessions. Secrets are stored only as hashes: a database copy must not let anyone log in,
 * exchange a handoff code or reset a password. Times are ISO 8601 UTC text, compared as text.
 */
export const sql = /* sql */ `
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  culture TEXT NOT NULL,
  username TEXT NOT NULL,
  -- Lower case; NULL for a Pay N Play account (the bank identifies the player).
  email TEXT,
  -- scrypt$N$r$p$salt$hash (per-account salt); NULL for Pay N Play.
  password_hash TEXT,
  first_name TEXT, last_name TEXT, date_of_birth TEXT, gender TEXT, mobile TEXT,
  address TEXT, city TEXT, postcode TEXT, country TEXT NOT NULL, province TEXT,
  currency TEXT NOT NULL,
  segment INTEGER NOT NULL CHECK (segment IN (0, 1)),
  external_id TEXT NOT NULL UNIQUE,
  lang_code TEXT NOT NULL,
  age_verified INTEGER NOT NULL CHECK (age_verified IN (0, 1)),
  -- Keyed hash (HMAC) of the 12-digit personnummer: a plain hash of so few digits is reversible.
  personal_number_hash TEXT,
  consents TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX accounts_username ON accounts (site, lower(username));
CREATE UNIQUE INDEX accounts_email ON accounts (site, email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX accounts_personal_number ON accounts (site, personal_number_hash) WHERE personal_number_hash IS NOT NULL;

-- Random keys the account back end derives keyed hashes from, created on first use.
CREATE TABLE account_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE widget_sessions (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX widget_sessions_account ON widget_sessions (account_id);

CREATE TABLE handoff_codes (
  code_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  site TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
  deeplink TEXT,
  deeplink_pr_id TEXT,
  return_origin TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE prefill_codes (
  code_hash TEXT PRIMARY KEY,
  site TEXT NOT NULL,
  username TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1))
);

CREATE TABLE reset_codes (
  code_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1)),
  created_at TEXT NOT NULL
);

-- Failed logins only; account_key is 'account:{id}' or 'login:{name}' so unknown names are limited alike.
CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_key TEXT NOT NULL,
  address TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_attempts_account ON login_attempts (account_key, failed_at);
CREATE INDEX login_attempts_address ON login_attempts (address, failed_at);

CREATE TABLE deposit_limits (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  daily INTEGER, weekly INTEGER, monthly INTEGER,
  updated_at TEXT NOT NULL
);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL, culture TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('feedback', 'feedback-login', 'feedback-register')),
  message TEXT NOT NULL, email TEXT,
  account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

-- Messages the platform "sent" (no mail server): read through GET /admin/outbox.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE play_sessions (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  site TEXT NOT NULL,
  return_origin TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX play_sessions_account ON play_sessions (account_id);
`;
