// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Equip): the effect step that
// attaches a gear die, moves it, or leaves it as it is (abilities/equip.ts holds the rules of Equip).
import { z } from 'zod';
import { attachGearOptions, chooseGearHolder } from '../equip.js';
import type { EffectOpModule } from './op.js';

export const attachGearOp: EffectOpModule<'attach-gear'> = {
  op: 'attach-gear',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}),
  classes: ['bonus'],
  text: () => 'Attach this gear to one of your characters that can carry gear, move it to another, or leave it as it is.',
  usable: () => true,
  run: (ctx, st) => attachGearOptions(ctx.state, st),
  choose: (ctx, st, _e, answer) => chooseGearHolder(ctx, st, answer),
};
