/**
 * The slot symbols as drawings, on a 64 x 64 canvas. A drawing is a list of shapes whose colour is
 * a palette role (a CSS class), never a literal colour, so the light and dark palettes in client.css
 * recolour every symbol. Shapes are filled and outlined; a `line` is a thick stroke only. Each
 * symbol differs in outline as well as colour (the gems are cut differently), so none depends on
 * colour vision alone.
 */
export type Colour =
  | 'red'
  | 'orange'
  | 'yellow'
  | 'gold'
  | 'green'
  | 'teal'
  | 'blue'
  | 'purple'
  | 'pink'
  | 'brown'
  | 'grey'
  | 'white'
  | 'dark'
  | 'skin'
  | 'none';

export type Shape =
  | readonly ['circle', Colour, number, number, number]
  | readonly ['ellipse', Colour, number, number, number, number]
  | readonly ['rect', Colour, number, number, number, number, number]
  | readonly ['path', Colour, string]
  | readonly ['line', Colour, string]
  | readonly ['text', Colour, number, number, string];

const eye = (x: number, y: number): Shape => ['circle', 'dark', x, y, 2.5];

export const SYMBOL_ART: Record<string, readonly Shape[]> = {
  cherry: [
    ['line', 'green', 'M22 36Q26 16 44 10M42 38Q40 22 44 10'],
    ['path', 'green', 'M44 10q10-6 16 2q-8 6-16-2z'],
    ['circle', 'red', 22, 44, 11],
    ['circle', 'red', 42, 46, 11],
    ['circle', 'white', 18, 40, 2.5],
    ['circle', 'white', 38, 42, 2.5],
  ],
  lemon: [
    ['path', 'yellow', 'M6 34Q10 16 32 16Q54 16 58 34Q54 52 32 52Q10 52 6 34z'],
    ['ellipse', 'white', 24, 26, 7, 3],
  ],
  orange: [
    ['circle', 'orange', 32, 36, 21],
    ['path', 'green', 'M32 15q6-11 18-8q-5 11-18 8z'],
    ['circle', 'dark', 32, 17, 1.5],
    ['ellipse', 'white', 24, 28, 5, 3],
  ],
  plum: [
    ['line', 'brown', 'M32 17q2-7-3-12'],
    ['path', 'purple', 'M32 17Q52 12 52 36Q50 56 32 56Q12 56 12 36Q12 12 32 17z'],
    ['line', 'dark', 'M32 20Q26 36 32 52'],
    ['ellipse', 'white', 22, 30, 3, 6],
  ],
  bell: [
    ['circle', 'gold', 32, 8, 4],
    ['path', 'gold', 'M32 10C18 10 16 24 16 34L10 46H54L48 34C48 24 46 10 32 10z'],
    ['circle', 'brown', 32, 51, 6],
    ['path', 'white', 'M24 20q-4 6-4 16h4q0-10 3-14z'],
  ],
  bar: [
    ['rect', 'dark', 4, 18, 56, 28, 6],
    ['rect', 'none', 8, 22, 48, 20, 4],
    ['text', 'white', 32, 39, 'BAR'],
  ],
  seven: [['path', 'red', 'M12 10H52V19L35 56H21L38 22H12z']],
  clover: [
    ['line', 'green', 'M32 36q2 14 12 22'],
    ['circle', 'green', 22, 22, 11],
    ['circle', 'green', 42, 22, 11],
    ['circle', 'green', 22, 40, 11],
    ['circle', 'green', 42, 40, 11],
  ],
  horseshoe: [
    ['path', 'grey', 'M12 8H25V32A7 7 0 0 0 39 32V8H52V32A20 20 0 0 1 12 32z'],
    ['circle', 'dark', 18, 16, 2],
    ['circle', 'dark', 46, 16, 2],
    ['circle', 'dark', 19, 32, 2],
    ['circle', 'dark', 45, 32, 2],
  ],
  coin: [
    ['circle', 'gold', 32, 32, 24],
    ['circle', 'yellow', 32, 32, 16],
    ['rect', 'gold', 27, 27, 10, 10, 1],
  ],
  pot: [
    ['circle', 'gold', 22, 26, 8],
    ['circle', 'gold', 42, 26, 8],
    ['circle', 'yellow', 32, 20, 9],
    ['path', 'dark', 'M12 30H52Q56 58 32 58Q8 58 12 30z'],
    ['rect', 'dark', 8, 27, 48, 7, 3],
  ],
  rainbow: [
    ['path', 'red', 'M4 50A28 28 0 0 1 60 50H52A20 20 0 0 0 12 50z'],
    ['path', 'yellow', 'M12 50A20 20 0 0 1 52 50H45A13 13 0 0 0 19 50z'],
    ['path', 'blue', 'M19 50A13 13 0 0 1 45 50H39A7 7 0 0 0 25 50z'],
    ['ellipse', 'white', 10, 52, 9, 6],
    ['ellipse', 'white', 54, 52, 9, 6],
  ],
  crown: [
    ['path', 'gold', 'M8 48L10 16L22 30L32 10L42 30L54 16L56 48z'],
    ['rect', 'gold', 8, 46, 48, 9, 2],
    ['circle', 'red', 32, 38, 4],
    ['circle', 'blue', 19, 39, 3],
    ['circle', 'green', 45, 39, 3],
  ],
  diamond: [
    ['path', 'blue', 'M8 24L20 10H44L56 24L32 56z'],
    ['line', 'white', 'M10 24H54M24 24L32 54L40 24'],
  ],
  ruby: [
    ['path', 'red', 'M32 6L54 19V45L32 58L10 45V19z'],
    ['path', 'pink', 'M32 18L43 25V39L32 46L21 39V25z'],
  ],
  emerald: [
    ['path', 'green', 'M20 6H44L54 16V48L44 58H20L10 48V16z'],
    ['rect', 'teal', 20, 16, 24, 32, 2],
  ],
  sapphire: [
    ['ellipse', 'blue', 32, 32, 19, 26],
    ['ellipse', 'teal', 32, 32, 9, 14],
  ],
  amethyst: [
    ['path', 'purple', 'M32 6L58 54H6z'],
    ['path', 'pink', 'M32 26L44 48H20z'],
  ],
  topaz: [
    ['path', 'orange', 'M32 4L58 32L32 60L6 32z'],
    ['path', 'yellow', 'M32 20L44 32L32 44L20 32z'],
  ],
  pearl: [
    ['path', 'pink', 'M6 50Q32 40 58 50Q50 60 32 60Q14 60 6 50z'],
    ['circle', 'white', 32, 30, 18],
    ['circle', 'none', 25, 23, 4],
  ],
  mask: [
    ['path', 'gold', 'M10 12Q32 4 54 12Q56 44 32 58Q8 44 10 12z'],
    ['ellipse', 'dark', 22, 26, 6, 4],
    ['ellipse', 'dark', 42, 26, 6, 4],
    ['path', 'dark', 'M20 38Q32 50 44 38Q32 44 20 38z'],
  ],
  scarab: [
    ['line', 'dark', 'M18 28L8 20M18 38L6 40M18 48L10 58M46 28L56 20M46 38L58 40M46 48L54 58'],
    ['circle', 'teal', 32, 14, 8],
    ['ellipse', 'teal', 32, 38, 15, 19],
    ['line', 'dark', 'M32 20V56'],
  ],
  ankh: [['path', 'gold', 'M32 4C20 4 20 24 28 30H12V38H28V60H36V38H52V30H36C44 24 44 4 32 4zM32 11C37 11 37 23 32 27C27 23 27 11 32 11z']],
  eye: [
    ['line', 'blue', 'M22 40L20 56M42 40Q50 52 58 44'],
    ['path', 'white', 'M6 30Q32 8 58 30Q32 50 6 30z'],
    ['circle', 'blue', 32, 30, 9],
    ['circle', 'dark', 32, 30, 4],
    ['line', 'blue', 'M10 18Q32 6 54 18'],
  ],
  pharaoh: [
    ['path', 'blue', 'M12 58L16 22Q32 2 48 22L52 58z'],
    ['line', 'gold', 'M16 30H48M15 40H49M14 50H50'],
    ['path', 'skin', 'M22 20H42V40Q32 50 22 40z'],
    eye(27, 28),
    eye(37, 28),
    ['rect', 'gold', 29, 44, 6, 12, 2],
  ],
  pyramid: [
    ['circle', 'yellow', 50, 14, 7],
    ['path', 'gold', 'M30 10L60 56H2z'],
    ['path', 'brown', 'M30 10L60 56H36z'],
  ],
  sun: [
    ['path', 'orange', 'M32 2L37 14H27zM32 62L27 50H37zM2 32L14 27V37zM62 32L50 37V27zM11 11L23 16L16 23zM53 53L41 48L48 41zM53 11L48 23L41 16zM11 53L16 41L23 48z'],
    ['circle', 'yellow', 32, 32, 15],
  ],
  lantern: [
    ['line', 'gold', 'M32 4V12M32 54V62'],
    ['ellipse', 'red', 32, 33, 20, 18],
    ['line', 'gold', 'M32 16V50M22 18Q14 33 22 48M42 18Q50 33 42 48'],
    ['rect', 'gold', 22, 11, 20, 6, 2],
    ['rect', 'gold', 22, 49, 20, 6, 2],
  ],
  fan: [
    ['path', 'red', 'M32 56L4 26A40 40 0 0 1 60 26z'],
    ['line', 'gold', 'M32 56L16 12M32 56V8M32 56L48 12'],
    ['circle', 'gold', 32, 55, 4],
  ],
  koi: [
    ['path', 'orange', 'M6 32Q24 12 44 26L60 14V50L44 38Q24 52 6 32z'],
    ['ellipse', 'white', 28, 30, 7, 5],
    ['ellipse', 'white', 40, 34, 4, 3],
    eye(15, 29),
    ['line', 'orange', 'M8 36Q4 44 8 48'],
  ],
  drum: [
    ['line', 'brown', 'M8 6L24 20M56 6L40 20'],
    ['rect', 'red', 12, 22, 40, 30, 6],
    ['ellipse', 'skin', 32, 22, 20, 7],
    ['circle', 'gold', 18, 38, 2.5],
    ['circle', 'gold', 32, 40, 2.5],
    ['circle', 'gold', 46, 38, 2.5],
  ],
  dragon: [
    ['path', 'green', 'M6 44Q8 22 28 18L40 4L40 18Q56 20 60 34L48 36L54 46L36 42Q20 54 6 44z'],
    ['path', 'yellow', 'M28 18L24 8L34 14z'],
    ['circle', 'yellow', 42, 26, 3.5],
    ['circle', 'dark', 42, 26, 1.5],
    ['line', 'gold', 'M60 36Q62 48 54 54'],
  ],
  phoenix: [
    ['path', 'orange', 'M32 58L24 40Q8 34 4 10Q14 24 26 28Q22 14 32 8Q44 14 38 28Q50 24 60 10Q56 34 40 40z'],
    ['path', 'red', 'M32 58L27 42L32 34L37 42z'],
    ['path', 'yellow', 'M32 8L30 2L36 6z'],
    eye(33, 16),
  ],
  ingot: [
    ['ellipse', 'yellow', 32, 28, 11, 9],
    ['path', 'gold', 'M4 28Q14 34 20 30Q32 24 44 30Q50 34 60 28Q56 54 32 54Q8 54 4 28z'],
  ],
  shrimp: [
    ['line', 'orange', 'M46 16Q40 4 26 6M48 16Q52 4 62 6'],
    ['path', 'pink', 'M48 14Q62 30 48 46Q36 56 20 52L8 60L10 46Q24 46 32 38Q42 28 38 16z'],
    ['line', 'red', 'M50 30L42 28M46 40L38 36M36 48L30 42'],
    eye(44, 20),
  ],
  crab: [
    ['line', 'red', 'M18 40L6 46M18 46L8 54M46 40L58 46M46 46L56 54M24 28L16 20M40 28L48 20'],
    ['path', 'red', 'M6 22A8 8 0 1 1 18 14L12 18z'],
    ['path', 'red', 'M58 22A8 8 0 1 0 46 14L52 18z'],
    ['ellipse', 'red', 32, 40, 18, 12],
    ['circle', 'white', 26, 26, 4],
    ['circle', 'white', 38, 26, 4],
    eye(26, 26),
    eye(38, 26),
  ],
  clownfish: [
    ['path', 'orange', 'M46 32L60 18V46z'],
    ['ellipse', 'orange', 30, 32, 20, 14],
    ['rect', 'white', 18, 20, 6, 24, 3],
    ['rect', 'white', 33, 19, 6, 26, 3],
    eye(15, 29),
  ],
  pufferfish: [
    ['line', 'brown', 'M30 6V13M30 51V58M6 32H11M13 15L18 20M47 15L42 20M13 49L18 44M47 49L42 44'],
    ['path', 'yellow', 'M46 32L60 22V42z'],
    ['circle', 'yellow', 30, 32, 18],
    ['circle', 'white', 22, 26, 5],
    eye(22, 26),
    ['circle', 'dark', 14, 36, 2],
  ],
  turtle: [
    ['ellipse', 'green', 18, 20, 7, 4],
    ['ellipse', 'green', 46, 20, 7, 4],
    ['ellipse', 'green', 18, 48, 7, 4],
    ['ellipse', 'green', 46, 48, 7, 4],
    ['circle', 'green', 56, 34, 7],
    ['ellipse', 'brown', 32, 34, 20, 15],
    ['path', 'gold', 'M26 26H38L43 34L38 42H26L21 34z'],
    eye(58, 32),
  ],
  shark: [
    ['path', 'grey', 'M2 36Q20 22 40 24L36 8L50 26Q58 28 62 34Q46 46 22 42L10 54L12 40z'],
    ['path', 'white', 'M30 42Q46 44 60 36Q46 48 30 42z'],
    ['line', 'dark', 'M24 30V38M28 30V38'],
    eye(50, 30),
  ],
  whale: [
    ['line', 'blue', 'M24 18Q20 8 12 6M24 18Q28 8 36 6'],
    ['path', 'blue', 'M4 38Q4 20 28 20Q48 20 50 34L60 22V48L50 40Q42 54 22 54Q4 54 4 38z'],
    ['path', 'white', 'M8 42Q24 50 44 44Q34 54 22 54Q10 52 8 42z'],
    eye(16, 34),
  ],
  shell: [
    ['path', 'pink', 'M32 56L6 28Q6 6 32 6Q58 6 58 28z'],
    ['line', 'red', 'M32 54L14 14M32 54L24 8M32 54V6M32 54L40 8M32 54L50 14'],
    ['rect', 'pink', 24, 52, 16, 8, 2],
  ],
  starfish: [
    ['path', 'orange', 'M32 6L38.5 24.1L57.7 25L42.5 37.4L48.3 56L32 45L15.7 56L21.5 37.4L6.3 25L25.5 24.1z'],
    ['circle', 'yellow', 32, 34, 3],
    ['circle', 'yellow', 32, 20, 2],
    ['circle', 'yellow', 45, 29, 2],
    ['circle', 'yellow', 19, 29, 2],
  ],
  seahorse: [
    ['path', 'yellow', 'M34 4Q48 6 46 18L58 20L46 28Q52 40 40 48Q30 54 38 60Q20 60 26 46Q32 38 28 30Q22 22 28 12Q30 6 34 4z'],
    ['path', 'orange', 'M28 30L18 26L22 38z'],
    eye(38, 14),
  ],
  octopus: [
    ['line', 'purple', 'M16 34Q8 46 6 56M24 36Q20 50 24 58M40 36Q44 50 40 58M48 34Q56 46 58 56'],
    ['path', 'purple', 'M12 36Q10 6 32 6Q54 6 52 36z'],
    ['circle', 'white', 24, 24, 5],
    ['circle', 'white', 40, 24, 5],
    eye(24, 25),
    eye(40, 25),
  ],
  squid: [
    ['line', 'teal', 'M22 40Q18 50 22 60M30 40V60M34 40V60M42 40Q46 50 42 60'],
    ['path', 'teal', 'M32 2L48 22V42H16V22z'],
    ['path', 'teal', 'M16 22L6 30L16 34zM48 22L58 30L48 34z'],
    ['circle', 'white', 25, 34, 4],
    ['circle', 'white', 39, 34, 4],
    eye(25, 34),
    eye(39, 34),
  ],
  dolphin: [
    ['path', 'blue', 'M4 42Q16 18 40 20L48 10L50 22Q58 26 62 32L52 34Q40 46 20 42L8 52L10 42z'],
    ['path', 'white', 'M20 42Q40 44 52 34Q40 48 20 42z'],
    eye(50, 27),
  ],
  kraken: [
    ['line', 'red', 'M14 34Q2 44 10 56Q16 60 20 52M22 38Q18 54 28 58M42 38Q46 54 36 58M50 34Q62 44 54 56Q48 60 44 52'],
    ['path', 'red', 'M12 36Q10 4 32 4Q54 4 52 36z'],
    ['ellipse', 'yellow', 23, 24, 6, 5],
    ['ellipse', 'yellow', 41, 24, 6, 5],
    ['rect', 'dark', 22, 20, 2, 8, 1],
    ['rect', 'dark', 40, 20, 2, 8, 1],
  ],
};

/** The card suits on a 20 x 20 canvas: spades, hearts, diamonds, clubs. */
export const SUIT_ART: Record<'S' | 'H' | 'D' | 'C', string> = {
  S: 'M10 0C16 6 20 9 20 12A4.5 4.5 0 0 1 11 14L13 20H7L9 14A4.5 4.5 0 0 1 0 12C0 9 4 6 10 0z',
  H: 'M10 19C2 13 0 9 0 5.5A5 5 0 0 1 10 4A5 5 0 0 1 20 5.5C20 9 18 13 10 19z',
  D: 'M10 0L18 10L10 20L2 10z',
  C: 'M5.5 5a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0zM0.5 11.5a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0zM10.5 11.5a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0-9 0zM9 12L7 20H13L11 12z',
};
