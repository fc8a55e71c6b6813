import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are stored as scrypt hashes with a per-account salt, encoded with their parameters
 * (`scrypt$N$r$p$salt$hash`) so the cost can be raised later without invalidating old hashes.
 * N=2^15 costs ~32 MB and tens of milliseconds per guess: cheap for one login, dear for a list.
 */
export const PASSWORD_COST = 15;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above 128·N·r (the default 32 MiB is just short of it).
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `cost` is log2 N: PASSWORD_COST unless a test stack lowered it (config `passwordCost`, never in production). */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = { N: 2 ** cost, r: 8, p: 1 };
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Compares in constant time; a malformed stored value never matches (and never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A login for an unknown name (or an account without a password) still pays for one scrypt
 * run against this throw-away hash, so the answer time does not tell whether the account exists.
 */
const dummyHashes = new Map<number, Promise<string>>();
export async function verifyAgainstNothing(password: string, cost = PASSWORD_COST): Promise<false> {
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
