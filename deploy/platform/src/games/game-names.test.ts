/**
 * The demo catalogue's names, as a player reads them in each language: no two games share a
 * name, and no name stutters ("Dragon Gold Gold", "Golden Gold", "Bắn Cá Cá Koi").
 */
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;

/** Spanish joining words, which a name may well use twice ("Mesa de …", "… de la Suerte"). */
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'lo', 'los', 'el', 'en', '&']);

/** What is wrong with a name, or null: a word said twice in a row, or a word beside its own stem. */
function stutterIn(name: string, language: string): string | null {
  if (language === 'zh') {
    // Chinese has no spaces: a character doubled, or a two-character word said twice.
    const chars = [...name.replace(/[\s\dA-Za-z&]+/g, '')];
    for (let i = 1; i < chars.length; i += 1) if (chars[i] === chars[i - 1]) return `"${chars[i]}" twice in a row`;
    const seen = new Set<string>();
    for (let i = 1; i < chars.length; i += 1) {
      const pair = `${chars[i - 1]}${chars[i]}`;
      if (seen.has(pair)) return `"${pair}" twice`;
      seen.add(pair);
    }
    return null;
  }
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  for (let i = 1; i < words.length; i += 1) {
    const [a, b] = [words[i - 1]!, words[i]!];
    if (a === b) return `"${b}" twice in a row`;
    if (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a))) return `"${a} ${b}"`;
  }
  // Vietnamese words are syllables that many compounds share; elsewhere a content word is said once.
  if (language !== 'vi') {
    const content = words.filter((word) => !CONNECTORS.has(word) && /\p{L}{3,}/u.test(word));
    const twice = content.find((word, i) => content.indexOf(word) !== i);
    if (twice) return `"${twice}" twice`;
  }
  return null;
}

describe('the demo catalogue names its games plausibly and never twice', () => {
  it('the check itself recognises a stutter', () => {
    expect(stutterIn('Dragon Gold Gold', 'en')).not.toBeNull();
    expect(stutterIn('Golden Gold Deluxe', 'en')).not.toBeNull();
    expect(stutterIn('Oro de Oro', 'es')).not.toBeNull();
    expect(stutterIn('Bắn Cá Cá Koi Vàng', 'vi')).not.toBeNull();
    expect(stutterIn('黄金金块黄金版', 'zh')).not.toBeNull();
    expect(stutterIn('Golden Fortune Deluxe', 'en')).toBeNull();
    expect(stutterIn('Mesa de Bacará 19', 'es')).toBeNull();
  });

  it.each(LANGUAGES)('no two games share a name in %s', async (language) => {
    const duplicates = await fx.db.query<{ name: string; games: number }>(
      `SELECT name, count(*)::int AS games FROM game_names WHERE language = $1 GROUP BY name HAVING count(*) > 1 ORDER BY games DESC, name LIMIT 5`,
      [language],
    );
    expect(duplicates).toEqual([]);
    const [counts] = await fx.db.query<{ named: number; games: number }>(
      `SELECT (SELECT count(*)::int FROM game_names WHERE language = $1) AS named, (SELECT count(*)::int FROM games) AS games`,
      [language],
    );
    expect(counts?.games).toBeGreaterThan(1000);
    expect(counts?.named).toBe(counts?.games);
  });

  it.each(LANGUAGES)('no name in %s says a word twice', async (language) => {
    const rows = await fx.db.query<{ name: string }>('SELECT name FROM game_names WHERE language = $1 ORDER BY game_id', [language]);
    const stutters = rows.flatMap(({ name }) => {
      const problem = stutterIn(name, language);
      return problem ? [`${name}: ${problem}`] : [];
    });
    expect(stutters.slice(0, 5)).toEqual([]);
  });
});
