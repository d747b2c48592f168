import { it } from 'vitest';
import { compileMap, lineOfSight, rangedCover } from '/work/main/src/games/ddm/geometry/index.js';
import { openMap } from '/work/main/src/games/ddm/testkit.js';
it('probe', () => {
  for (const [wx, wy] of [[5,5],[6,5],[6,6],[5,6],[7,6]]) for (const [hx, hy] of [[6,8],[7,8],[6,9],[7,9],[5,8]]) {
    const b = compileMap(openMap(12, 12, [[wx, wy]]));
    const a = { id: '0', space: { x: 5, y: 2, side: 1 }, team: '0' };
    const t = { id: '1', space: { x: hx, y: hy, side: 1 }, team: '1' };
    const los = lineOfSight(b, a.space, t.space);
    const cov = rangedCover(b, a, t, [a, t], { ignoreCreatures: true });
    if (los && cov) console.log('wall', wx, wy, 'hider', hx, hy);
  }
});
