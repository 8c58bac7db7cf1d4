/**
 * Validates domains: configuration, messages in every configured language, theme and customTheme
 * (with the contrast check), message ids the configuration refers to, hosts claimed twice.
 *   npm run domain:check                      every folder in site/domains
 *   npm run domain:check -- site/domains/reno one or more domain folders
 * Prints one `path: message` line per problem and exits 1 on any.
 */
import path from 'node:path';
import { formatIssue } from '@kursmarkt/schemas';
import { loadDomains } from '../packages/server/src/domains/load.ts';

const root = path.join(import.meta.dirname, '..', 'site', 'domains');
const { domains, issues } = await loadDomains(root, process.argv.slice(2));
if (issues.length > 0) {
  console.error(issues.map(formatIssue).join('\n'));
  process.exitCode = 1;
} else {
  console.log(`domain check: ${domains.map((domain) => domain.config.id).join(', ')} passed`);
}
