/** `text` as a case-insensitive substring LIKE pattern: its own % and _ match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
