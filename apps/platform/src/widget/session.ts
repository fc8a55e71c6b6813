import type { BankTransferAnswer, BankTransferDetails, PlayerResult, WidgetContext } from '@mc/account-protocol/account-protocol';

/** Everything the back end may answer, loosely (each caller reads what its endpoint sends). */
export interface AnswerBody {
  code?: string;
  errors?: Record<string, string>;
  sibling?: { site: string; prefillCode?: string };
  player?: PlayerResult;
  session?: string;
  process?: number;
  created?: boolean;
  username?: string;
  platformAddress?: string;
  currency?: string;
  daily?: number | null;
  weekly?: number | null;
  monthly?: number | null;
}

export interface Answer {
  /** 0: the request did not reach the back end. */
  status: number;
  data: AnswerBody;
}

/**
 * The widget's conversation with the account back end (src/accounts/API.md) and the one secret
 * it holds: the session, a bearer token in this closure only. Never in web storage, a URL, an
 * attribute or the console; requests go without cookies (`credentials: 'omit'`).
 */
export interface WidgetSession {
  /** A request to the back end, relative to its base (`…/sites/{site}/son-auth/`); `auth` sends the session. */
  api(method: string, path: string, payload?: unknown, auth?: boolean): Promise<Answer>;
  /** Whether a session is held (the back end may still have ended it). */
  active(): boolean;
  /** Keeps the session of a login, registration or Pay N Play answer. */
  keep(token: string): void;
  /** The back end said the session is gone (401). */
  drop(): void;
  /** A fresh platform address (new handoff code) for the player, or null without a session. */
  platformAddress(context: WidgetContext | null): Promise<string | null>;
  /** The player's bank-transfer details through the site API, with the session. */
  bankTransfer(request: { culture: string; code: string }): Promise<BankTransferAnswer>;
}

/** Leaves out null and empty values (the back end takes absent optional fields). */
export function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== ''));
}

/**
 * The page's tracking ids of the visit (spec/shell.md section 3) for the login and registration
 * records (spec/catalogue.md section 3, prime tracking); absent ones are left out.
 */
export function trackingIds(context: WidgetContext): { usguid?: string; flowId?: string } {
  return compact({ usguid: context.usguid, flowId: context.flowId });
}

const BANK_FIELDS = ['code', 'bankName', 'beneficiary', 'iban', 'bic', 'reference', 'currency', 'instructions'] as const;

/** `base` is the account back end's address, `…/sites/{site}/son-auth/`; the site API lies beside it. */
export function createSession(base: string): WidgetSession {
  let token: string | null = null;

  async function api(method: string, path: string, payload?: unknown, auth = false): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    if (auth && token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await fetch(new URL(path, base).href, {
        method,
        credentials: 'omit',
        headers,
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const type = response.headers.get('content-type') ?? '';
      const data = type.includes('json') ? ((await response.json().catch(() => ({}))) as AnswerBody | null) : null;
      return { status: response.status, data: data && typeof data === 'object' ? data : {} };
    } catch {
      return { status: 0, data: {} };
    }
  }

  /** The site API beside the account back end (`…/sites/{site}/v1/…`). */
  const siteApi = (path: string, query: Record<string, string>): string => {
    const url = new URL(`../v1/${path}`, base);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
  };

  return {
    api,
    active: () => token !== null,
    keep(value) {
      token = value;
    },
    drop() {
      token = null;
    },
    async platformAddress(context) {
      if (!token) return null;
      const answer = await api('POST', 'handoff', compact({ deeplink: context?.deeplink, deeplinkPrId: context?.deeplinkPrId }), true);
      if (answer.status === 401) token = null;
      return answer.status === 200 && typeof answer.data.platformAddress === 'string' ? answer.data.platformAddress : null;
    },
    async bankTransfer(request) {
      if (!token) return { status: 'no-session' };
      // `rnd`: the spec's cache-buster; the answer is no-store anyway.
      const rnd = Math.random().toString(36).slice(2, 10);
      const answer = await api('GET', siteApi('player/bank-transfer', { culture: request.culture, code: request.code, rnd }), undefined, true);
      if (answer.status === 401) {
        token = null;
        return { status: 'no-session' };
      }
      const details = answer.data as Partial<Record<keyof BankTransferDetails, unknown>>;
      if (answer.status !== 200 || !BANK_FIELDS.every((field) => typeof details[field] === 'string')) return { status: 'failed' };
      return { status: 'ok', details: Object.fromEntries(BANK_FIELDS.map((field) => [field, details[field]])) as unknown as BankTransferDetails };
    },
  };
}
