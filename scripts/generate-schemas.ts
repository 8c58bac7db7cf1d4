/** Writes schemas/generated/*.schema.json from the zod sources: `npm run schemas:generate`. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { domainJsonSchemas } from '../schemas/src/json-schema.ts';

const folder = path.join(import.meta.dirname, '..', 'schemas', 'generated');
for (const [file, schema] of Object.entries(domainJsonSchemas())) {
  await writeFile(path.join(folder, file), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote schemas/generated/${file}`);
}
