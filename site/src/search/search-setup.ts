/**
 * What the search parts take from the domain: the audience's scope list. Plain functions of the
 * configuration and messages the page was served with.
 */
import type {
  ConfigurationResponse,
  MessagesResponse,
  ScopeEntry,
  SearchType,
} from '@kursmarkt/schemas';
import { searchTypeChoices } from '@kursmarkt/search';

/**
 * The scopes searched with these types: the office staff's for RENO alone, the lawyers' for
 * lawyers' types, both lists when both audiences are searched.
 */
export function scopesFor(
  messages: Pick<MessagesResponse, 'lawyerScopes' | 'renoScopes'>,
  types: readonly SearchType[],
): ScopeEntry[] {
  const reno = types.includes('RENO');
  const lawyers = types.some((type) => type !== 'RENO');
  if (reno && !lawyers) return messages.renoScopes;
  if (lawyers && !reno) return messages.lawyerScopes;
  return [...messages.lawyerScopes, ...messages.renoScopes];
}

/**
 * The scope list of the start-page search box: the audience of the types it offers (RENO is not
 * offered beside EDUCATION, so a lawyers' domain lists the lawyers' scopes).
 */
export function searchBoxScopes(
  configuration: Pick<ConfigurationResponse, 'types'>,
  messages: Pick<MessagesResponse, 'lawyerScopes' | 'renoScopes'>,
): ScopeEntry[] {
  return scopesFor(messages, searchTypeChoices(configuration.types));
}

/** A scope's name by id from both lists; `undefined` for an id the catalogue does not know. */
export function scopeName(
  messages: Pick<MessagesResponse, 'lawyerScopes' | 'renoScopes'>,
  id: number | undefined,
): string | undefined {
  if (id === undefined) return undefined;
  return [...messages.lawyerScopes, ...messages.renoScopes].find((scope) => scope.id === id)?.name;
}
