/**
 * The player journey (issue 15): the player state, the account widget's bridge, the funnel to
 * the platform, play by market and the voucher step. Every page starts the light part
 * (player-trigger.ts); the rest is a chunk of its own, loaded when an account hash or a play
 * link asks for it (docs/player-journey.md).
 */
export { startPlayer, type PlayerStart } from './player-trigger.ts';
export type { PlayerVisitor, PlayerVisitorView } from './player-session.ts';
