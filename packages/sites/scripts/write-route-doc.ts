import { readFileSync, writeFileSync } from 'node:fs';
import { ROUTE_DOC_PATH, withRouteTable } from '../src/route-doc.ts';

const doc = new URL(`../../../${ROUTE_DOC_PATH}`, import.meta.url);
writeFileSync(doc, withRouteTable(readFileSync(doc, 'utf8')));
console.log(`${ROUTE_DOC_PATH}: route table updated`);
