/**
 * Every kind of piece at the Grog Island table, by CSS selector: each must explain itself (help in
 * place). The component test and the browser run check the same list.
 */
export const HELP_PIECES: Readonly<Record<string, string>> = {
  building: 'svg.board [data-building]',
  cloud: '[data-cloud]',
  ship: 'svg.board [data-ship]',
  peninsula: '.peninsula-header',
  supply: '[data-supply]',
  biddingSpace: '.bidding-space',
  goodsSpace: '.goods-space',
  die: '[data-die]',
  round: '.round-chip',
  card: '.hand-card',
};
