import type { z } from 'zod';

/** One problem found in a document: where (a dotted JSON path) and what, in one sentence. */
export type Issue = { path: string; message: string };

const joinPath = (segments: readonly PropertyKey[]) =>
  segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const key = String(segment);
    return path ? `${path}.${key}` : key;
  }, '');

/** Turns a zod error into issues, each path prefixed with where the document sits. */
export function issuesFromZod(error: z.ZodError, prefix = ''): Issue[] {
  return error.issues.flatMap((issue) => {
    const base = joinPath([...(prefix ? [prefix] : []), ...issue.path]);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: joinPath([...(base ? [base] : []), key]),
        message: 'is not a known key',
      }));
    }
    return [{ path: base || '(root)', message: issue.message }];
  });
}

/** The `path: message` line format every check of the product prints. */
export const formatIssue = (issue: Issue) => `${issue.path}: ${issue.message}`;
