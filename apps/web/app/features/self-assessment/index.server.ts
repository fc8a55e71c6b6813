// The self-assessment feature's server-only entry (for loaders): all that shell/ and routes/ may import of it (eslint.config.js).
// Its island (self-assessment-form.island.tsx) is wired by the island registry.
export { parseSelfAssessment } from './self-assessment.server.ts';
