import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_DOC_PATH, withGlossary } from './glossary-doc.ts';

describe('the documented glossary', () => {
  it(`in ${GLOSSARY_DOC_PATH} is the current glossary (run \`npm run docs:glossary -w @mc/sites\` after changing it)`, () => {
    const doc = readFileSync(new URL(`../../../${GLOSSARY_DOC_PATH}`, import.meta.url), 'utf8');
    expect(doc).toBe(withGlossary(doc));
  });
});
