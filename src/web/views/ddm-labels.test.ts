import { describe, expect, it } from 'vitest';
import { tokenMarks } from './ddm-labels.js';

describe('DDM token marks (issue 22 item 2: pieces told apart on the board)', () => {
  it('cards that share their first letters get different marks, and repeated cards keep their number', () => {
    const marks = tokenMarks([
      { id: 0, card: 'Golden Wyvern Initiate', label: 'Golden Wyvern Initiate #1' },
      { id: 1, card: 'Golden Wyvern Initiate', label: 'Golden Wyvern Initiate #2' },
      { id: 2, card: 'Golden Wyvern Initiate', label: 'Golden Wyvern Initiate #3' },
      { id: 3, card: 'Gold Dragon Hatchling', label: 'Gold Dragon Hatchling' },
      { id: 4, card: 'Troll', label: 'Troll' },
    ]);
    expect([...marks.values()]).toEqual(['GWI1', 'GWI2', 'GWI3', 'GDH', 'Tro']);
  });

  it('two different cards with the same initials still get distinct marks', () => {
    const marks = tokenMarks([
      { id: 5, card: 'Gnoll Marauder', label: 'Gnoll Marauder' },
      { id: 6, card: 'Goblin Mage', label: 'Goblin Mage' },
    ]);
    expect(new Set(marks.values()).size).toBe(2);
    expect(marks.get(5)).toMatch(/^GM/);
  });
});
