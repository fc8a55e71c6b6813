import { readFileSync, writeFileSync } from 'node:fs';
import { MARKET_DOC_PATH, withMarketRules } from '../src/market-doc.ts';

const doc = new URL(`../../../${MARKET_DOC_PATH}`, import.meta.url);
writeFileSync(doc, withMarketRules(readFileSync(doc, 'utf8')));
console.log(`${MARKET_DOC_PATH}: market rules table updated`);
