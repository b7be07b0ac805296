/**
 * Every kind of piece on the Rum & Pirates table, by CSS selector: each must explain itself (help in
 * place). The browser run checks these mid-game; the component test these and the actions.
 */
export const HELP_PIECES: Readonly<Record<string, string>> = {
  field: 'svg.rum-board g.field',
  alley: 'svg.rum-board [data-alley]',
  darkAlley: 'svg.rum-board [data-dark-alley]',
  captain: '[data-testid="captain"]',
  tile: '.tile-chip',
  stack: '.stack-counts li',
  mast: '[data-testid="mast"]',
  flagFigure: '.player-stats .stat-help',
};

/** The decision's buttons explain themselves too (present only while the seat moves). */
export const HELP_ACTIONS: Readonly<Record<string, string>> = { action: '.move-panel button' };
