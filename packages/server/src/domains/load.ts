import { readdir, readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import {
  domainConfigSchema,
  domainMessagesSchema,
  issuesFromZod,
  messageKeySchema,
  type DomainConfig,
  type DomainMessages,
  type Issue,
  type Locale,
  type ThemeTokens,
} from '@kursmarkt/schemas';
import { resolveTheme } from '@kursmarkt/themes';

/** A validated domain: configuration, messages per configured language, resolved theme. */
export type Domain = {
  config: DomainConfig;
  messages: Partial<Record<Locale, DomainMessages>>;
  theme: { id: string; tokens: ThemeTokens; css: string };
};

export type LoadResult = { domains: Domain[]; issues: Issue[] };

const display = (file: string) => path.relative(process.cwd(), file) || file;

async function readJson(file: string): Promise<{ value?: unknown; issue?: Issue }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { issue: { path: display(file), message: 'cannot be read (is the file there?)' } };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return {
      issue: { path: display(file), message: `is not valid JSON: ${(error as Error).message}` },
    };
  }
}

/** Every message id a configuration refers to: module texts, footer links, feature labels. */
function referencedMessageKeys(config: DomainConfig): Array<{ key: string; path: string }> {
  const found: Array<{ key: string; path: string }> = [];
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') {
      if (messageKeySchema.safeParse(node).success) found.push({ key: node, path: at });
    } else if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, `${at}[${index}]`));
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, `${at}.${key}`);
    }
  };
  config.modules.forEach((module, index) => walk(module.config, `modules[${index}].config`));
  config.footerParts.forEach((part, index) => {
    if (part.type === 'LINK') found.push({ key: part.name, path: `footerParts[${index}].name` });
  });
  walk(config.featureConfiguration, 'featureConfiguration');
  walk(config.banners, 'banners');
  return found;
}

/** Loads and checks one domain folder: `config.json` and `messages.<language>.json`. */
export async function loadDomain(folder: string): Promise<{ domain?: Domain; issues: Issue[] }> {
  const configFile = path.join(folder, 'config.json');
  const read = await readJson(configFile);
  if (read.issue) return { issues: [read.issue] };
  const parsed = domainConfigSchema.safeParse(read.value);
  if (!parsed.success)
    return { issues: issuesFromZod(parsed.error, `${display(configFile)}:`).map(fixPrefix) };
  const config = parsed.data as DomainConfig;
  const issues: Issue[] = [];

  const theme = resolveTheme(config.theme, config.customTheme, {
    themePath: `${display(configFile)}:theme`,
    customThemePath: `${display(configFile)}:customTheme`,
  });
  if (!theme.ok) issues.push(...theme.issues);

  const messages: Domain['messages'] = {};
  for (const locale of config.locales) {
    const file = path.join(folder, `messages.${locale}.json`);
    const readMessages = await readJson(file);
    if (readMessages.issue) {
      issues.push(readMessages.issue);
      continue;
    }
    const parsedMessages = domainMessagesSchema.safeParse(readMessages.value);
    if (!parsedMessages.success) {
      issues.push(...issuesFromZod(parsedMessages.error, `${display(file)}:`).map(fixPrefix));
      continue;
    }
    messages[locale] = parsedMessages.data;
    // The server inlines the labels compiled (site.ts): a text that is no ICU message is refused here.
    for (const [id, text] of Object.entries(parsedMessages.data.labels)) {
      try {
        parse(text);
      } catch (error) {
        issues.push({
          path: `${display(file)}:labels.${id}`,
          message: `is not a valid ICU message (${(error as Error).message})`,
        });
      }
    }
    for (const { key, path: at } of referencedMessageKeys(config)) {
      if (!(key in parsedMessages.data.labels)) {
        issues.push({
          path: `${display(configFile)}:${at}`,
          message: `refers to message "${key}", which ${display(file)} does not define in labels`,
        });
      }
    }
  }
  if (issues.length > 0 || !theme.ok) return { issues };
  return {
    domain: { config, messages, theme: { id: theme.id, tokens: theme.tokens, css: theme.css } },
    issues,
  };
}

/** `file:` + zod path reads `file:.modules[0]`; keep it `file:modules[0]`. */
function fixPrefix(issue: Issue): Issue {
  return { ...issue, path: issue.path.replace(/:\./, ':') };
}

/** Loads every domain folder below `root`, checking that no two domains claim one host. */
export async function loadDomains(root: string, only?: string[]): Promise<LoadResult> {
  const folders = only?.length
    ? only.map((entry) => path.resolve(entry))
    : (await readdir(root, { withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(root, entry.name))
        .sort();
  if (folders.length === 0)
    return { domains: [], issues: [{ path: display(root), message: 'holds no domain folder' }] };
  const results = await Promise.all(folders.map(loadDomain));
  const domains = results.flatMap((result) => (result.domain ? [result.domain] : []));
  const issues = results.flatMap((result) => result.issues);
  const owners = new Map<string, string>();
  for (const domain of domains) {
    for (const host of domain.config.hosts) {
      const owner = owners.get(host);
      if (owner) {
        issues.push({
          path: `${domain.config.id}:hosts`,
          message: `${host} is already served by ${owner}`,
        });
      } else owners.set(host, domain.config.id);
    }
  }
  const ids = new Set<string>();
  for (const domain of domains) {
    if (ids.has(domain.config.id))
      issues.push({ path: `${domain.config.id}:id`, message: 'is used by two domains' });
    ids.add(domain.config.id);
  }
  // Invoice numbers count per seller id: domains sharing one must describe the same issuer.
  const sellers = new Map<string, Domain>();
  for (const domain of domains) {
    const { seller } = domain.config;
    const first = sellers.get(seller.id);
    if (!first) sellers.set(seller.id, domain);
    else if (!isDeepStrictEqual(first.config.seller, seller))
      issues.push({
        path: `${domain.config.id}:seller`,
        message: `describes seller ${seller.id} otherwise than ${first.config.id} does`,
      });
  }
  return { domains, issues };
}
