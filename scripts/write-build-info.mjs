// Records when the server was built; public/env reports it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const target = fileURLToPath(new URL('../server/dist/build-info.json', import.meta.url));
writeFileSync(target, `${JSON.stringify({ buildTime: new Date().toISOString() })}\n`);
