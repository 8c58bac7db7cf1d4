/**
 * Vitest 5's reporter calls `Map.groupBy`, which Node 20 lacks (TOOLCHAIN.md pitfall 1); without
 * this, a failing test crashes the reporter and hides the failure. Loaded by vite.config.ts.
 */
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

if (typeof (Map as { groupBy?: GroupBy }).groupBy !== 'function') {
  (Map as unknown as { groupBy: GroupBy }).groupBy = (items, key) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      groups.set(k, [...(groups.get(k) ?? []), item]);
    }
    return groups;
  };
}
if (typeof (Object as { groupBy?: unknown }).groupBy !== 'function') {
  (Object as unknown as { groupBy: unknown }).groupBy = <T>(
    items: Iterable<T>,
    key: (item: T, index: number) => PropertyKey,
  ) => Object.fromEntries((Map as unknown as { groupBy: GroupBy }).groupBy(items, key));
}
