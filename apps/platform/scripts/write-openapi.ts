// `npm run openapi -w @mc/platform`: regenerates openapi.yaml from the route schemas.
// A test fails while the committed file differs from what the routes say.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PLATFORM_ROOT } from '../src/config.ts';
import { generateOpenApi } from '../src/server/openapi-document.ts';

const { yaml } = await generateOpenApi();
const file = path.join(PLATFORM_ROOT, 'openapi.yaml');
await writeFile(file, yaml);
console.log(`wrote ${file}`);
