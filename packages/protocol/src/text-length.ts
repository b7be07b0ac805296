/**
 * How long a text meant for people is, in the unit every limit of this protocol counts: characters
 * as code points (an emoji is one, or a few when joined; "é" typed as e + accent is two). Not
 * UTF-16 units (an emoji would count two) and not graphemes: Intl.Segmenter's graphemes change with
 * each Unicode version, so the browser and the server could disagree on a text at the limit.
 */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The longest a text of `maxChars` characters can be in UTF-16 units (a bound checked before counting). */
export function utf16Bound(maxChars: number): number {
  return maxChars * 2;
}
