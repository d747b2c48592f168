// The importer reads the printed wordings of the shared parts added for Shadow Strike, Regression and
// Wicked Dodge (after-self-hits-melee, start-of-enemy-turn, self-hit-by-melee; shift-away-from-target,
// slide-other, attack-misses) and of the triggers on a declared or targeted attack, so pool creatures
// with the same wording get the same encoding (ddm-battle-rules-2011, "Activated Powers").
import { describe, expect, it } from 'vitest';
import { readLanguage } from './language-powers.js';

describe('pool wordings of the new triggers and effects', () => {
  it('Shadow Strike and Regression as printed', () => {
    expect(
      readLanguage(
        'Shadow Strike: Use after hitting with a M attack: Shift up to 2 squares to a space not adjacent to the target of that attack.',
        2,
        'Shadow Strike',
      ),
    ).toEqual({
      kind: 'triggered',
      name: 'Shadow Strike',
      trigger: 'after-self-hits-melee',
      activated: true,
      action: 'none',
      uses: 2,
      effect: { kind: 'shift-away-from-target', squares: 2 },
    });
    expect(
      readLanguage(
        "Regression: Use at start of an enemy's turn: If that enemy is taking ongoing psychic damage, slide that enemy up to 3 squares.",
        undefined,
        'Regression',
      ),
    ).toMatchObject({ trigger: 'start-of-enemy-turn', effect: { kind: 'slide-other', squares: 3, ifOngoing: 'psychic' } });
  });
  it('"hit by a melee attack: that attack misses" and the declared/targeted-attack triggers', () => {
    expect(readLanguage('Dodge: Use when this creature is hit by a {m} attack: That attack misses.', 1, 'Dodge')).toMatchObject({
      trigger: 'self-hit-by-melee',
      effect: { kind: 'attack-misses', retarget: false },
    });
    expect(readLanguage('Guard: Use when an enemy declares an attack: This creature heals 10 HP.', 1, 'Guard')).toMatchObject({
      trigger: 'enemy-declares-attack',
    });
    expect(readLanguage('Guard: Use when this creature is targeted by an attack: This creature heals 10 HP.', 1, 'Guard')).toMatchObject({
      trigger: 'self-targeted-by-attack',
    });
  });
  it('"use when … hits" is not read as the after-the-attack trigger', () => {
    expect(
      readLanguage('Strike: Use when this creature hits with a {m} attack: Shift up to 2 squares to a space not adjacent to the target.', 1, 'Strike'),
    ).not.toHaveProperty('trigger');
  });
});
