// The visitor feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { useVisitor } from './visitor-context.ts';
export { visitorConversion } from './visitor-conversion.ts';
export { visitorStore } from './visitor-store.ts';
