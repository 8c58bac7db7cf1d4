/**
 * drizzle-kit is installed at the repository root while drizzle-orm is installed only in
 * packages/server/node_modules, so drizzle-kit's own `import('drizzle-orm/...')` fails with
 * "Please install latest version of drizzle-orm". This loader hook resolves those imports from
 * packages/server; NODE_PATH covers drizzle-kit's `require('drizzle-orm')`. Usage (in
 * packages/server):
 *
 *   NODE_PATH=node_modules NODE_OPTIONS='--import ./src/db/kit/resolve-drizzle-orm.mjs' \
 *     npx drizzle-kit generate
 *
 * Not needed once drizzle-orm and drizzle-kit sit in the same node_modules.
 */
import { register } from 'node:module';
import { URL } from 'node:url';

const hooks = `
const serverUrl = ${JSON.stringify(new URL('../../../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return next(specifier, { ...context, parentURL: serverUrl });
    }
    throw error;
  }
}
`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
