import { createLogger } from './console-logger.ts';

/** Browser-side logger: warnings and errors to the console (the logger service sink is added where configured). */
export const clientLogger = createLogger('warn');
