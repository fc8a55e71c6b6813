/** A/B experiments (issue 16; spec/shell.md sections 3, 4, 9; docs/tracking.md). */
export { startExperiments } from './start-experiments.ts';
