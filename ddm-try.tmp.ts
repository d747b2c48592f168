import { randomBattle } from './src/games/ddm/random-battle.js';
import { starterConfig } from './src/games/ddm/module.js';
const t0 = Date.now();
let n = 0, dec = 0;
const reasons = new Map<string, number>();
for (let seed = 1; seed <= 6; seed++) {
  const r = randomBattle(starterConfig(), seed);
  n++; dec += r.decisions;
  const why = r.state.core.terminal?.reason ?? 'unfinished';
  const k = why.replace(/\(.*\)/, '').replace(/\d+/g,'N');
  reasons.set(k, (reasons.get(k) ?? 0) + 1);
  if (seed <= 3) console.log(seed, why, 'rounds', r.state.round, 'decisions', r.decisions, 'vp', r.state.vp);
}
console.log(n, 'battles', dec, 'decisions', (Date.now() - t0), 'ms', [...reasons]);
