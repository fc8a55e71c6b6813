import { describe, expect, it } from 'vitest';
import { longestTaskAfterFirstPaint, type TraceEvent } from './long-tasks.ts';

const MAIN = 'MAIN';
const RENDERER = { pid: 2, tid: 7 };
const ms = (value: number) => value * 1000;
const task = (at: number, dur: number, name = 'RunTask'): TraceEvent => ({ name, ph: 'X', ts: ms(at), dur: ms(dur), ...RENDERER });
const inner = (name: string, at: number, dur: number, data?: Record<string, unknown>): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms(at),
  dur: ms(dur),
  ...RENDERER,
  args: data ? { data } : {},
});
const started: TraceEvent = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  ts: 0,
  pid: 1,
  tid: 1,
  args: {
    data: {
      frames: [
        { frame: MAIN, isOutermostMainFrame: true },
        { frame: 'AD', parent: MAIN },
      ],
    },
  },
};
const mark = (name: string, at: number, frame = MAIN): TraceEvent => ({ name, ph: 'R', ts: ms(at), ...RENDERER, args: { frame } });

describe('longestTaskAfterFirstPaint', () => {
  it('takes the longest task that starts after the first paint, not the longer one before it', () => {
    const result = longestTaskAfterFirstPaint([
      started,
      mark('navigationStart', 100),
      task(110, 400),
      mark('firstPaint', 600),
      task(650, 30),
      task(700, 80),
      task(900, 40),
    ]);
    expect(result).toMatchObject({ firstPaintMs: 500, longestMs: 80, startMs: 100, onCoreMs: null });
  });

  it("gives the longest task's thread time where the trace has it: how much of it ran on a core", () => {
    const result = longestTaskAfterFirstPaint([
      started,
      mark('navigationStart', 0),
      mark('firstPaint', 100),
      { ...task(120, 60), tdur: ms(22) },
      { ...task(200, 30), tdur: ms(29) },
    ]);
    expect(result).toMatchObject({ longestMs: 60, onCoreMs: 22 });
  });

  it("reads the main frame's first paint, not a subframe's earlier one", () => {
    const result = longestTaskAfterFirstPaint([
      started,
      mark('navigationStart', 0),
      mark('firstPaint', 50, 'AD'),
      task(60, 90),
      mark('firstContentfulPaint', 200),
      task(210, 20),
    ]);
    expect(result).toMatchObject({ firstPaintMs: 200, longestMs: 20 });
  });

  it('counts tasks on the thread that painted only', () => {
    const elsewhere: TraceEvent = { ...task(300, 500), tid: 99 };
    expect(longestTaskAfterFirstPaint([started, mark('firstPaint', 100), elsewhere, task(300, 10)])?.longestMs).toBe(10);
  });

  it('names what took the task its time, by self time, with the script it ran', () => {
    const events = [
      started,
      mark('firstPaint', 0),
      task(10, 100),
      inner('EvaluateScript', 10, 60, { url: 'http://a.test/assets/entry.client-abc.js?v=1' }),
      inner('FunctionCall', 20, 20, { functionName: 'start', url: 'http://a.test/assets/entry.client-abc.js' }),
      inner('Layout', 75, 30),
    ];
    expect(longestTaskAfterFirstPaint(events)?.top).toEqual([
      'EvaluateScript entry.client-abc.js 40 ms',
      'Layout 30 ms',
      'FunctionCall start entry.client-abc.js 20 ms',
    ]);
  });

  it('joins begin and end events into one', () => {
    const begin: TraceEvent = { name: 'RunTask', ph: 'B', ts: ms(300), ...RENDERER };
    const end: TraceEvent = { name: 'RunTask', ph: 'E', ts: ms(370), ...RENDERER };
    expect(longestTaskAfterFirstPaint([started, mark('firstPaint', 100), begin, end])?.longestMs).toBe(70);
  });

  it('says 0 when nothing runs after the first paint, and null without one', () => {
    expect(longestTaskAfterFirstPaint([started, task(10, 200), mark('firstPaint', 300)])?.longestMs).toBe(0);
    expect(longestTaskAfterFirstPaint([started, task(10, 200)])).toBeNull();
  });
});
