import { ISOLATED, webUnitProject } from './vitest.config.ts';

/** The web app's unit tests that mock modules or stub globals, each file with a module registry of its own. */
export default webUnitProject('web-isolated', { include: ISOLATED }, true);
