import { describe, expect, it } from 'vitest';
import { stakeCapIn } from '../../lib/market/stake-cap.ts';
import { cappedMaxBet } from './max-bet.ts';

const tenPercent = (minimum: number, cap: number) => ({ percentOfBonus: 10, minimum, cap, fixed: null });
const fixed = (amount: number) => ({ percentOfBonus: null, minimum: null, cap: null, fixed: amount });

describe('maximum bet with a bonus under a stake cap', () => {
  it('follows the German €1 cap: 10 % of the bonus (at least €0.10) or €1 instead of €5', () => {
    expect(cappedMaxBet(tenPercent(0.1, 5), stakeCapIn('de-DE', 'EUR'))).toEqual(tenPercent(0.1, 1));
  });

  it('caps fixed amounts and minimums, and gives terms without a maximum bet the cap', () => {
    expect(cappedMaxBet(fixed(50), 1)).toEqual(fixed(1));
    expect(cappedMaxBet(fixed(0.5), 1)).toEqual(fixed(0.5));
    expect(cappedMaxBet(tenPercent(8, 400), 10.63)).toEqual(tenPercent(8, 10.63));
    expect(cappedMaxBet(tenPercent(20, 400), 10.63)).toEqual(tenPercent(10.63, 10.63));
    expect(cappedMaxBet(null, 1)).toEqual(fixed(1));
  });

  it('changes nothing without a cap, and states no amount where the cap cannot be converted', () => {
    expect(cappedMaxBet(tenPercent(0.1, 5), stakeCapIn('en', 'EUR'))).toEqual(tenPercent(0.1, 5));
    expect(cappedMaxBet(null, null)).toBeNull();
    expect(cappedMaxBet(tenPercent(0.1, 5), stakeCapIn('de-DE', 'XYZ'))).toBeNull();
  });
});
