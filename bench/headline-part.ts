/**
 * Measures one headline figure (`bench/headline.ts`) in this process and prints it as one JSON line:
 * `tsx bench/headline-part.ts heroscape`. `npm run bench -- --json` runs one of these per part.
 */
import { HEADLINE_PARTS, measurePart, type HeadlinePart } from './headline.js';

const part = process.argv[2] as HeadlinePart;
if (!HEADLINE_PARTS.includes(part)) {
  console.error(`headline-part: unknown part "${process.argv[2] ?? ''}" (one of ${HEADLINE_PARTS.join(', ')})`);
  process.exit(2);
}
console.log(JSON.stringify(measurePart(part)));
