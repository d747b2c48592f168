/**
 * A short fingerprint of a power's printed text (32-bit FNV-1a of the text with its white space
 * collapsed, as 8 hex digits): the pool tables record it instead of the text, so a card whose
 * wording differs from the one encoded is reported, never played by a rule made for other words.
 */
export function textHash(text: string): string {
  const s = text.trim().replace(/\s+/g, ' ');
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
