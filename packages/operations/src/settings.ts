type Env = Readonly<Record<string, string | undefined>>;

/** A request slower than this is logged at warn by the web app (`SLOW_REQUEST_MS`) and the platform (`PLATFORM_SLOW_REQUEST_MS`). */
export const DEFAULT_SLOW_REQUEST_MS = 1_000;

/** A duration setting in whole milliseconds; `fallback` when unset; throws naming the variable otherwise. */
export function readMilliseconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,7}$/.test(raw)) throw new Error(`${name} must be a whole number of milliseconds, got '${raw}'`);
  return Number(raw);
}
