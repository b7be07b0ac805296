import { describe, expect, it } from 'vitest';
import { TILES, TILES_OF_KIND } from '../src/data.js';
import { currentStage, deciders, moveOptions, type RumState } from '../src/rules/index.js';
import { act, alley, dice, field, game } from './fixtures.js';

/** The example turn of the package README, move by move. */
describe('the README example turn', () => {
  const tavern = (colour: string, value: number) => TILES.find((t) => t.kind === 'tavern' && t.colour === colour && t.value === value)?.id as number;
  const [blue4, blue2, red3, green5] = [tavern('blue', 4), tavern('blue', 2), tavern('red', 3), tavern('green', 5)];

  it('plays as told', () => {
    let s: RumState = game(3, { startPlayer: 0 });
    s.display.tavern = [blue4, blue2, red3, green5];
    s.stacks.tavern = TILES_OF_KIND.tavern.filter((id) => ![blue4, blue2, red3, green5].includes(id));
    const next = s.stacks.tavern[0] as number;
    expect([deciders(s), currentStage(s), s.captain]).toEqual([[0], 'turn', field('1.headquarters')]);

    // 1–2: to the rum field (2 pirates, free), 2 rum barrels.
    s = act(s, 0, { type: 'move', alley: alley(s, '1.headquarters', '1.rum') });
    expect(currentStage(s)).toBe('field');
    s = act(s, 0, { type: 'takeRum' });
    expect(s.players[0]).toMatchObject({ hand: 8, coins: 2, rum: 2 });

    // 3–4: on to part 5's pirate field (1 pirate, 1 coin), passing up its action, and to the blue tavern (2 pirates, 1 coin).
    expect(moveOptions(s, 0).find((o) => o.kind === 'alley' && o.to === field('5.pirate'))).toMatchObject({ pirates: 1, coins: 1 });
    s = act(s, 0, { type: 'move', alley: alley(s, '1.rum', '5.pirate') });
    s = act(s, 0, { type: 'move', alley: alley(s, '5.pirate', '5.tavern') });
    expect(s.players[0]).toMatchObject({ hand: 5, coins: 0 });

    // 5–7: the drinking contest for blue 4 and blue 2; Ben joins, Cleo does not.
    s = act(s, 0, { type: 'visitTavern' });
    expect([deciders(s), currentStage(s)]).toEqual([[1], 'joinTavern']);
    s = act(s, 1, { type: 'joinTavern' });
    s = act(s, 2, { type: 'declineTavern' }, dice(2));
    expect([deciders(s), currentStage(s), s.roll?.value]).toEqual([[0], 'reroll', 2]);

    // 8–9: Anna spends a barrel and rolls 3, keeps it: the blue 2 (the display is refilled at once); Ben rolls 5: the blue 4.
    s = act(s, 0, { type: 'reroll' }, dice(3));
    expect([s.roll?.value, s.players[0]?.rum]).toEqual([3, 1]);
    s = act(s, 0, { type: 'keepRoll' }, dice(5));
    expect(s.players[0]?.tiles).toEqual([blue2]);
    expect(s.players[1]).toMatchObject({ tiles: [blue4], coins: 1 });
    expect(s.display.tavern.slice(0, 3)).toEqual([red3, green5, next]);

    // 10: end of the turn; Ben is to move.
    expect(currentStage(s)).toBe('field');
    s = act(s, 0, { type: 'endTurn' });
    expect([deciders(s), currentStage(s)]).toEqual([[1], 'turn']);
  });
});
