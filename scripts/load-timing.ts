/** Timing a load for the benches: callers in parallel, and the percentiles of their times. */

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Prints the p50, p95 and p99 of `times` beside `label` (padded to `width`); answers the p95. */
export function summary(label: string, times: number[], width: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `    ${label.padEnd(width)} p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  p99 ${f(percentile(sorted, 99))}`,
  );
  return percentile(sorted, 95);
}

/** Runs `total` calls of `call` with `concurrency` callers, timing each. */
export async function load(
  total: number,
  concurrency: number,
  call: (index: number) => Promise<unknown>,
) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const started = performance.now();
        await call(index);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}
