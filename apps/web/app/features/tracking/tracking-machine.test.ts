import { describe, expect, it } from 'vitest';
import { INITIAL_TRACKING, MAX_QUEUED_VISITS, trackingStep, type PageVisit, type TrackingInput, type TrackingMachine } from './tracking-machine.ts';

const visit = (pageCode: string): PageVisit => ({ pageCode, path: `/${pageCode}/`, at: 0 });
const v1 = visit('home');
const v2 = visit('slots');
const v3 = visit('404');

const initialising = (queue: PageVisit[] = []): TrackingMachine => ({ status: 'initialising', queue, awaitingVisit: false });
const initialised: TrackingMachine = { status: 'initialised', queue: [], awaitingVisit: false };

describe('trackingStep', () => {
  it.each<[string, TrackingMachine, TrackingInput, TrackingMachine, unknown[]]>([
    ['a visit before start queues', INITIAL_TRACKING, { type: 'visit', visit: v1 }, { ...INITIAL_TRACKING, queue: [v1] }, []],
    [
      'start initialises with the first queued visit',
      { ...INITIAL_TRACKING, queue: [v1, v2] },
      { type: 'start' },
      initialising([v2]),
      [{ type: 'init', visit: v1 }],
    ],
    ['start with no visit waits for one', INITIAL_TRACKING, { type: 'start' }, { status: 'initialising', queue: [], awaitingVisit: true }, []],
    [
      'the awaited visit initialises',
      { status: 'initialising', queue: [], awaitingVisit: true },
      { type: 'visit', visit: v1 },
      initialising(),
      [{ type: 'init', visit: v1 }],
    ],
    ['a visit while initialising queues', initialising([v2]), { type: 'visit', visit: v3 }, initialising([v2, v3]), []],
    [
      'initialised logs the rest, in order',
      initialising([v2, v3]),
      { type: 'initialised' },
      initialised,
      [
        { type: 'log', visit: v2 },
        { type: 'log', visit: v3 },
      ],
    ],
    ['a visit once initialised is logged at once', initialised, { type: 'visit', visit: v2 }, initialised, [{ type: 'log', visit: v2 }]],
    ['a second start changes nothing', initialising([v2]), { type: 'start' }, initialising([v2]), []],
    ['start once initialised changes nothing', initialised, { type: 'start' }, initialised, []],
    ['initialised before start changes nothing', { ...INITIAL_TRACKING, queue: [v1] }, { type: 'initialised' }, { ...INITIAL_TRACKING, queue: [v1] }, []],
    [
      'initialised before the init visit changes nothing',
      { status: 'initialising', queue: [], awaitingVisit: true },
      { type: 'initialised' },
      { status: 'initialising', queue: [], awaitingVisit: true },
      [],
    ],
  ])('%s', (_name, state, input, next, effects) => {
    const step = trackingStep(state, input);
    expect(step.state).toEqual(next);
    expect(step.effects).toEqual(effects);
  });

  it('keeps at most the newest visits while waiting', () => {
    let state = INITIAL_TRACKING;
    for (let i = 0; i < MAX_QUEUED_VISITS + 5; i += 1) state = trackingStep(state, { type: 'visit', visit: visit(`p${i}`) }).state;
    expect(state.queue).toHaveLength(MAX_QUEUED_VISITS);
    expect(state.queue[0]?.pageCode).toBe('p5');
  });

  it('reports every visit exactly once, whatever the order of start and visits', () => {
    const inputs: TrackingInput[] = [
      { type: 'visit', visit: v1 },
      { type: 'visit', visit: v2 },
      { type: 'start' },
      { type: 'visit', visit: v3 },
      { type: 'initialised' },
    ];
    let state = INITIAL_TRACKING;
    const reported: string[] = [];
    for (const input of inputs) {
      const step = trackingStep(state, input);
      state = step.state;
      for (const effect of step.effects) reported.push(`${effect.type}:${effect.visit.pageCode}`);
    }
    expect(reported).toEqual(['init:home', 'log:slots', 'log:404']);
  });
});
