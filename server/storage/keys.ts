/**
 * Storage keys come from our own code, but one that could climb out of its folder or carry URL
 * syntax would turn a slip elsewhere into a write anywhere: segments of letters and digits joined
 * by single dots, dashes or underscores, separated by single slashes.
 */
const KEY_PATTERN = /^[a-z0-9]+(?:[._-][a-z0-9]+)*(?:\/[a-z0-9]+(?:[._-][a-z0-9]+)*)*$/i;

export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
