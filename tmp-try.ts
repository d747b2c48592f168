import { readFileSync, readdirSync } from 'node:fs';
import { parseHsc } from '../../work/main/src/games/heroscape/hsc.js';
const dir = '/work/shared/data/heroscape/maps/';
for (const f of readdirSync(dir)) {
  try {
    const d = parseHsc(readFileSync(dir + f), f);
    const types = new Map<number, number>();
    for (const t of d.tiles) types.set(t.type, (types.get(t.type) ?? 0) + 1);
    console.log(f, d.version, JSON.stringify(d.name), JSON.stringify(d.author), d.tiles.length, [...types].sort((a,b)=>a[0]-b[0]).map(([k,v])=>`${k}x${v}`).join(' '));
    const special = d.tiles.filter(t => t.startName || (t.glyphLetter && t.type>=14000 && t.type<15000) || t.custom || t.figure);
    for (const t of special.slice(0, 6)) console.log('   ', JSON.stringify(t));
  } catch (e) { console.log(f, String(e)); }
}
