import { sql, type RawBuilder } from 'kysely';

/**
 * The words of typed search text, lower-cased. Only letters and digits pass through: tsquery
 * operators in user text would be a syntax error, not a search.
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * The tsquery of typed search text, so "pickle aus" finds "Pickleball in Austin". Each word
 * matches either stemmed ('runs' finds 'running') or as typed: a half-typed word must not be
 * stemmed alone ('quasary' stems to 'quasari', no prefix of the stored 'quasaryab').
 */
export function searchTsQuery(text: string): RawBuilder<unknown> | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  // Most words stem to themselves: then one term, not the same one twice (each is an index scan).
  const terms = words.map((word) => {
    const stemmed = sql`to_tsquery('english', ${`${word}:*`})`;
    const typed = sql`to_tsquery('simple', ${`${word}:*`})`;
    return sql`(case when ${stemmed} = ${typed} then ${typed} else ${stemmed} || ${typed} end)`;
  });
  return sql.join(terms, sql` && `);
}

/**
 * The prefixes each typed word is searched by (n numbers the words from 1): the lexemes of its
 * tsquery in searchTsQuery, stemmed and as typed ('running' is searched as 'run' and 'running').
 * Byte order ("C"), as event_words keeps its words. A word its parser splits gives all its parts:
 * an event with its whole tsquery has a word beginning with any of them.
 */
export function wordPrefixes(words: string[]): RawBuilder<{ n: number; prefix: string }> {
  return sql`
    select distinct w.n, m[1] collate "C" as prefix
    from unnest(${words}::text[]) with ordinality as w(word, n)
    cross join lateral regexp_matches(
      to_tsquery('english', w.word || ':*')::text || ' ' || to_tsquery('simple', w.word || ':*')::text, '''([^'']+)''', 'g'
    ) as m`;
}
