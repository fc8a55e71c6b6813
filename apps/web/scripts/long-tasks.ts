// Reads a Chromium performance trace (the events of Tracing, as DevTools saves them): the
// main frame's first paint and the longest main-thread task that starts after it, with what
// took its time. Pure, so the trace check's judgement is tested on made-up traces.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: how long the thread ran on a core within the event (where the trace records it). */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: Record<string, unknown> & { frame?: string; data?: Record<string, unknown> };
}

export interface LongestTask {
  /** The main frame's first paint (or first contentful paint), ms after its navigation started. */
  firstPaintMs: number;
  /** The longest task starting after it, in ms (0 when none). */
  longestMs: number;
  /** When that task started, ms after the first paint. */
  startMs: number;
  /**
   * Of the longest task's time, how long its thread ran on a core (null where the trace does not
   * say): the rest it waited for one, which on a busy 2-core machine is most of a task's length.
   */
  onCoreMs: number | null;
  /** The events that took its time, by self time, longest first: "EvaluateScript entry.js 31 ms". */
  top: string[];
}

const PAINTS = new Set(['firstPaint', 'firstContentfulPaint']);
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The main frame's id: the outermost frame the browser named when tracing started, or committed later. */
function mainFrameId(events: readonly TraceEvent[]): string | undefined {
  for (const event of events) {
    if (event.name !== 'TracingStartedInBrowser') continue;
    const frames = (event.args?.data?.frames ?? []) as { frame: string; parent?: string; isOutermostMainFrame?: boolean }[];
    const main = frames.find((frame) => frame.isOutermostMainFrame ?? !frame.parent);
    if (main) return main.frame;
  }
  return undefined;
}

/** Complete events with a duration: B/E pairs of a thread joined into one. */
function completeEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const open = new Map<string, TraceEvent[]>();
  const done: TraceEvent[] = [];
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined) done.push(event);
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'B') open.set(key, [...(open.get(key) ?? []), event]);
    if (event.ph === 'E') {
      const begun = open.get(key)?.pop();
      if (begun) done.push({ ...begun, ph: 'X', dur: event.ts - begun.ts });
    }
  }
  return done;
}

/** What an event was about: the script it ran, where it says so. */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data as { url?: string; functionName?: string } | undefined;
  const url = data?.url ? data.url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
  return [event.name, data?.functionName, url].filter(Boolean).join(' ');
}

/** Self time per label of the events inside `task`, longest first. */
function topInside(task: TraceEvent, thread: readonly TraceEvent[], count: number): string[] {
  const end = task.ts + task.dur!;
  const inside = thread
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && !TASKS.has(e.name))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; label: string }[] = [];
  for (const event of inside) {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.label, (self.get(parent.label) ?? 0) - event.dur!);
    const label = labelOf(event);
    self.set(label, (self.get(label) ?? 0) + event.dur!);
    stack.push({ event, label });
  }
  return [...self]
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, us]) => `${label} ${Math.round(us / 1000)} ms`);
}

/** The main frame's first paint and the longest task after it on the thread that painted it; null without a first paint. */
export function longestTaskAfterFirstPaint(events: readonly TraceEvent[], topCount = 3): LongestTask | null {
  const frame = mainFrameId(events);
  const paints = events.filter((e) => PAINTS.has(e.name) && (frame === undefined || e.args?.frame === frame)).sort((a, b) => a.ts - b.ts);
  const paint = paints[0];
  if (!paint) return null;
  // The navigation that painted: the frame's last start before its paint (a fresh tab starts at about:blank).
  const start = events.filter((e) => e.name === 'navigationStart' && e.args?.frame === paint.args?.frame && e.ts <= paint.ts).at(-1) ?? paint;
  const thread = completeEvents(events.filter((e) => e.pid === paint.pid && e.tid === paint.tid));
  const tasks = thread.filter((e) => TASKS.has(e.name) && e.ts >= paint.ts);
  const longest = tasks.reduce<TraceEvent | null>((best, task) => (best && best.dur! >= task.dur! ? best : task), null);
  return {
    firstPaintMs: (paint.ts - start.ts) / 1000,
    longestMs: longest ? longest.dur! / 1000 : 0,
    startMs: longest ? (longest.ts - paint.ts) / 1000 : 0,
    onCoreMs: longest?.tdur !== undefined ? longest.tdur / 1000 : null,
    top: longest ? topInside(longest, thread, topCount) : [],
  };
}
