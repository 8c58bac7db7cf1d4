/**
 * German joins words into compounds: someone searching for 'Kündigungsschutz' means the courses
 * on 'Kündigungsschutzklagen' too, and 'Fachanwalt' the 'Fachanwaltslehrgang'. PostgreSQL's
 * German configuration stems words but does not split compounds, so each searched word also
 * matches the words it begins (a prefix match, `:*`). Words shorter than `wordStartMinLength`
 * letters (after stemming) match only themselves: as the start of a word they would match far
 * too much ('IT', 'erb').
 */
const wordStartMinLength = 4;

/** A lexeme of a tsquery's text: quoted, with a quote inside written twice. */
const lexeme = /'((?:[^']|'')+)'/g;

/**
 * The tsquery text `query` (as `websearch_to_tsquery(...)::text` writes it: lexemes, operators,
 * parentheses) with each lexeme of at least `wordStartMinLength` letters matching as a prefix.
 */
export function matchingWordStarts(query: string): string {
  return query.replace(lexeme, (quoted: string, word: string) =>
    [...word.replaceAll("''", "'")].length >= wordStartMinLength ? `${quoted}:*` : quoted,
  );
}
