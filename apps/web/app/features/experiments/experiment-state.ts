import type { AbpointEvent, Exposure } from '../../lib/experiment-exposure.ts';

/**
 * The A/B tests of spec/shell.md section 3 and their variants, first the default: only variant a
 * exists in each test (section 4). A new variant is an entry here, nothing else.
 */
export const EXPERIMENT_TESTS = {
  display: ['a'],
  preReg: ['a'],
  preLogin: ['a'],
  postReg: ['a'],
  postLogin: ['a'],
  prePlatform: ['a'],
  deeplink: ['a'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type ExperimentTest = keyof typeof EXPERIMENT_TESTS;
export const TEST_NAMES = Object.keys(EXPERIMENT_TESTS) as ExperimentTest[];

/** Query flags that, with the value 1, switch on (section 4). */
export const EXPERIMENT_FLAGS = ['qaMode', 'postOff', 'deeplinkCashierOff', 'disabled'] as const;
export type ExperimentFlag = (typeof EXPERIMENT_FLAGS)[number];

export type Variants = Record<ExperimentTest, string>;
export type Flags = Record<ExperimentFlag, boolean>;
/** The experiment state of spec/shell.md section 3. */
export type ExperimentState = Variants & Flags;

/** What the session keeps (`xsab`): the flags and the QA overrides of this visit. */
export interface SessionExperiments {
  flags: Flags;
  overrides: Partial<Variants>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const available = (test: ExperimentTest, value: unknown): value is string => (EXPERIMENT_TESTS[test] as readonly unknown[]).includes(value);

/** Stored variants: each one the test offers, else the test's first variant. */
export function variantsOf(value: unknown): Variants {
  const record = isObject(value) ? value : {};
  return Object.fromEntries(TEST_NAMES.map((test) => [test, available(test, record[test]) ? record[test] : EXPERIMENT_TESTS[test][0]])) as Variants;
}

export function sessionOf(value: unknown): SessionExperiments {
  const record = isObject(value) ? value : {};
  const flags = isObject(record.flags) ? record.flags : {};
  const overrides = isObject(record.overrides) ? record.overrides : {};
  return {
    flags: Object.fromEntries(EXPERIMENT_FLAGS.map((flag) => [flag, flags[flag] === true])) as Flags,
    overrides: Object.fromEntries(TEST_NAMES.filter((test) => available(test, overrides[test])).map((test) => [test, overrides[test]])) as Partial<Variants>,
  };
}

/**
 * The visitor's experiments: stored variants (or the first available), the query's flags (1
 * sets, 0 clears, absent keeps this visit's), and in QA mode the per-test query parameters
 * (`?qaMode=1&preReg=a`) over the variants, for the visit. Pure: the caller stores the result.
 */
export function resolveExperiments(
  search: string,
  stored: { long: unknown; session: unknown },
): { state: ExperimentState; long: Variants; session: SessionExperiments } {
  const query = new URLSearchParams(search);
  const long = variantsOf(stored.long);
  const previous = sessionOf(stored.session);
  const flags = { ...previous.flags };
  for (const flag of EXPERIMENT_FLAGS) {
    const value = query.get(flag);
    if (value === '1') flags[flag] = true;
    else if (value === '0') flags[flag] = false;
  }
  const overrides: Partial<Variants> = flags.qaMode ? { ...previous.overrides } : {};
  if (flags.qaMode) for (const test of TEST_NAMES) if (available(test, query.get(test))) overrides[test] = query.get(test)!;
  return { state: { ...long, ...overrides, ...flags }, long, session: { flags, overrides } };
}

/** The test each A/B point of the journey exposes the visitor to. */
export const ABPOINT_TESTS: Readonly<Record<AbpointEvent, ExperimentTest>> = {
  'pre-login': 'preLogin',
  'post-login': 'postLogin',
  'pre-registration': 'preReg',
  'post-registration': 'postReg',
};

/** What each abpoint event reports: the test and variant (none while experiments are disabled). */
export function exposuresOf(state: ExperimentState): Record<AbpointEvent, Exposure> {
  const entries = Object.entries(ABPOINT_TESTS).map(([event, test]) => [event, { test, variant: state.disabled ? null : state[test], qaMode: state.qaMode }]);
  return Object.fromEntries(entries) as Record<AbpointEvent, Exposure>;
}
