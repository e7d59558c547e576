/**
 * How a slot symbol id from the provider is drawn: an emoji for the ids the client knows, otherwise
 * the id itself as short text in a badge, so a theme with new symbols still plays (no images are
 * fetched). Screen readers read emoji by their own localised names.
 */
const GLYPHS: Record<string, string> = {
  cherry: '🍒',
  lemon: '🍋',
  plum: '🫐',
  horseshoe: '🐎',
  pot: '💰',
  rainbow: '🌈',
  ruby: '🔴',
  emerald: '🟢',
  sapphire: '🔵',
  amethyst: '🟣',
  topaz: '🟡',
  mask: '🎭',
  scarab: '🪲',
  ankh: '☥',
  eye: '👁️',
  pharaoh: '🤴',
  pyramid: '🔺',
  koi: '🎏',
  drum: '🥁',
  phoenix: '🔥',
  ingot: '🪙',
  clownfish: '🐠',
  starfish: '🌟',
  seahorse: '🐠',
  kraken: '🌊',
  orange: '🍊',
  grape: '🍇',
  grapes: '🍇',
  melon: '🍉',
  watermelon: '🍉',
  strawberry: '🍓',
  apple: '🍎',
  pear: '🍐',
  peach: '🍑',
  banana: '🍌',
  bell: '🔔',
  star: '⭐',
  diamond: '💎',
  gem: '💎',
  crown: '👑',
  clover: '🍀',
  coin: '🪙',
  gold: '🪙',
  moneybag: '💰',
  bag: '💰',
  dragon: '🐉',
  tiger: '🐅',
  panda: '🐼',
  lantern: '🏮',
  lotus: '🪷',
  fan: '🎐',
  scroll: '📜',
  pearl: '⚪',
  sun: '☀️',
  moon: '🌙',
  heart: '❤️',
  spade: '♠️',
  club: '♣️',
  rocket: '🚀',
  planet: '🪐',
  comet: '☄️',
  alien: '👽',
  skull: '💀',
  pumpkin: '🎃',
  mushroom: '🍄',
  flower: '🌸',
  fish: '🐟',
  tropical: '🐠',
  puffer: '🐡',
  pufferfish: '🐡',
  shark: '🦈',
  whale: '🐋',
  dolphin: '🐬',
  octopus: '🐙',
  squid: '🦑',
  crab: '🦀',
  lobster: '🦞',
  shrimp: '🦐',
  shell: '🐚',
  turtle: '🐢',
  jellyfish: '🪼',
  anchor: '⚓',
  wild: '🃏',
  scatter: '✨',
  bonus: '🎁',
};

/** Classic symbols that read better as bold text than as an emoji. */
const TEXT_GLYPHS: Record<string, string> = { seven: '7', '7': '7', bar: 'BAR', jackpot: 'JP' };

export interface SymbolLook {
  /** What is drawn in the cell. */
  glyph: string;
  /** True for a text badge (an id the client has no emoji for). */
  text: boolean;
}

export function symbolLook(id: string): SymbolLook {
  const key = id.trim().toLowerCase();
  const text = TEXT_GLYPHS[key];
  if (text) return { glyph: text, text: true };
  const glyph = GLYPHS[key] ?? GLYPHS[key.replace(/[^a-z0-9]/g, '')];
  if (glyph) return { glyph, text: false };
  return { glyph: id.trim().slice(0, 4).toUpperCase() || '?', text: true };
}

/**
 * The cells (reel, row) of each pay line: the middle, top and bottom rows, then the diagonal from
 * the top left and the diagonal from the bottom left.
 */
export const PAY_LINES: Record<number, readonly (readonly [reel: number, row: number])[]> = {
  1: [[0, 1], [1, 1], [2, 1]],
  2: [[0, 0], [1, 0], [2, 0]],
  3: [[0, 2], [1, 2], [2, 2]],
  4: [[0, 0], [1, 1], [2, 2]],
  5: [[0, 2], [1, 1], [2, 0]],
};

/** The cells a line win covers: its first `count` reels from the left. */
export function winningCells(line: number, count: number): [number, number][] {
  const cells = PAY_LINES[line];
  if (!cells) return [];
  return cells.slice(0, Math.max(0, Math.min(count, cells.length))).map(([reel, row]) => [reel, row]);
}
