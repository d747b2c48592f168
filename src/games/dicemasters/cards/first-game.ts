// Implements: dice-masters-battle-for-faerun — "YOUR FIRST GAME": the basic action cards and each
// player's two character cards (two dice each) the rulebook lays out for a first game.
export const FIRST_GAME = {
  basicActions: ['dimension-door', 'finger-of-death', 'stinking-cloud'],
  parties: [
    ['halfling-thief/minion-harper', 'blue-dragon/master-dragon'],
    ['vampire/minion-undead', 'troll/master-humanoid'],
  ],
} as const;
