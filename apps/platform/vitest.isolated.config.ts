import { ISOLATED, platformProject } from './vitest.config.ts';

/** The platform's tests that mock modules or stub globals, each file with a module registry of its own. */
export default platformProject('platform-isolated', { include: ISOLATED }, true);
