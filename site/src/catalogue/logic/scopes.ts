import type { ScopeEntry } from '@kursmarkt/schemas';

/**
 * The names of scope ids, in the order of `ids`, looked up in the domain's scope lists (the
 * lawyers' and the office staff's); ids that neither list knows are left out.
 */
export function scopeNames(
  ids: readonly number[],
  lists: { lawyerScopes: readonly ScopeEntry[]; renoScopes: readonly ScopeEntry[] },
): string[] {
  const names = new Map<number, string>();
  for (const scope of [...lists.renoScopes, ...lists.lawyerScopes]) names.set(scope.id, scope.name);
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [name];
  });
}
