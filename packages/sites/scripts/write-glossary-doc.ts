import { readFileSync, writeFileSync } from 'node:fs';
import { GLOSSARY_DOC_PATH, withGlossary } from '../src/glossary-doc.ts';

const doc = new URL(`../../../${GLOSSARY_DOC_PATH}`, import.meta.url);
writeFileSync(doc, withGlossary(readFileSync(doc, 'utf8')));
console.log(`${GLOSSARY_DOC_PATH}: glossary updated`);
