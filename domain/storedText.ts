/**
 * Text the service stores from the outside world (a receiver's response excerpt, a probed site's error text) may
 * hold U+0000, which PostgreSQL refuses in a stored string: the write would fail and the record be lost. Such text
 * is stored with U+0000 replaced by U+FFFD (the replacement character), on every store, so the record always lands
 * and reads the same everywhere. What clients send is refused instead (400, api/contract/nulFree.ts).
 */
export function storableText(text: string): string;
export function storableText(text: string | null): string | null;
export function storableText(text: string | null): string | null {
  return text === null ? null : text.replaceAll('\u0000', '\uFFFD');
}
