import { randomBattle } from './src/games/ddm/random-battle.js';
import { starterConfig } from './src/games/ddm/module.js';
const c0 = process.cpuUsage();
let dec = 0;
const N = Number(process.argv[2] ?? 6);
for (let seed = 1; seed <= N; seed++) dec += randomBattle(starterConfig(), seed).decisions;
const c = process.cpuUsage(c0);
console.log(N, 'battles', dec, 'decisions', ((c.user + c.system) / 1000).toFixed(0), 'ms cpu', (N / ((c.user + c.system) / 1e6)).toFixed(2), 'battles/cpu-s');
