import { describe, expect, it } from 'vitest';
import { notMeasured, roundRows, summarise, verdictOf, type Figures, type Round } from './lighthouse-rounds.ts';

const figures = (over: Partial<Figures> = {}): Figures => ({ score: 100, lcp: 1300, tbt: 0, cls: 0, jsKb: 51, ...over });
const round = (floorTbt: number, ...pages: Partial<Figures>[]): Round => ({
  floor: figures({ tbt: floorTbt }),
  pages: pages.map((over, index) => ({ site: 'MCUK', type: `page ${index}`, path: `/p${index}`, figures: figures(over) })),
});

describe('a round of Lighthouse runs', () => {
  it('judges every page run against the bars when the floor was quiet', () => {
    const quiet = round(60, {}, { tbt: 151 }, { score: 94 }, { cls: 0.021 });
    expect(quiet.pages.map((run) => verdictOf(quiet, run))).toEqual(['PASS', 'FAIL', 'FAIL', 'FAIL']);
  });

  it('does not judge a round whose floor TBT says the machine was busy', () => {
    const busy = round(61, { tbt: 700, score: 60 });
    expect(verdictOf(busy, busy.pages[0]!)).toBe('machine busy, not judged');
    expect(roundRows(2, busy)[0]).toMatch(/^\| 2 \| floor \|.*\| 61 \|.*machine busy \|$/);
  });

  it('prints the floor row first, then every page with its verdict', () => {
    const rows = roundRows(1, round(10, {}, { tbt: 200 }));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('| floor |');
    expect(rows[1]).toMatch(/\| PASS \|$/);
    expect(rows[2]).toMatch(/\| 200 \|.*\| FAIL \|$/);
  });
});

describe('a run Lighthouse could not measure', () => {
  it('is a miss in a judged round, with the reason in its row', () => {
    const quiet: Round = { floor: figures(), pages: [{ site: 'MCES', type: 'home', path: '/', figures: notMeasured('3 attempts failed (NO_NAVSTART)') }] };
    expect(verdictOf(quiet, quiet.pages[0]!)).toBe('FAIL: not measured, 3 attempts failed (NO_NAVSTART)');
    expect(roundRows(1, quiet)[1]).toMatch(/\| NaN \|.*\| FAIL: not measured, 3 attempts failed \(NO_NAVSTART\) \|$/);
    expect(summarise([quiet])).toMatchObject({ judged: 1, misses: 1, pass: false });
  });

  it('leaves its round unjudged when it is the floor', () => {
    const blind: Round = { floor: notMeasured('3 attempts failed (NO_NAVSTART)'), pages: [{ site: 'MCUK', type: 'home', path: '/', figures: figures() }] };
    expect(verdictOf(blind, blind.pages[0]!)).toBe('machine busy, not judged');
    expect(roundRows(4, blind)[0]).toMatch(/floor not measured \(3 attempts failed \(NO_NAVSTART\)\): round not judged \|$/);
    expect(summarise([blind])).toMatchObject({ judged: 0, pass: false });
  });
});

describe('the rounds together', () => {
  it('pass when no judged round missed, counting the judged ones', () => {
    const summary = summarise([round(20, {}), round(300, { tbt: 900 }), round(40, {})]);
    expect(summary).toMatchObject({ rounds: 3, judged: 2, misses: 0, pass: true });
    expect(summary.line).toMatch(/^2 of 3 rounds judged; 0 page run\(s\) missed a bar: PASS$/);
  });

  it('fail on any miss in a judged round', () => {
    expect(summarise([round(20, {}), round(20, {}, { tbt: 151 })])).toMatchObject({ judged: 2, misses: 1, pass: false });
  });

  it('give no verdict when no round could be judged', () => {
    const summary = summarise([round(200, {}), round(90, {})]);
    expect(summary).toMatchObject({ judged: 0, pass: false });
    expect(summary.line).toMatch(/none of 2 rounds judged/);
  });
});
