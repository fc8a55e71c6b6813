import { readFileSync, writeFileSync } from 'node:fs';
import { withRouteTable } from '../src/route-doc.ts';

const readme = new URL('../../../README.md', import.meta.url);
writeFileSync(readme, withRouteTable(readFileSync(readme, 'utf8')));
console.log('README route table updated');
