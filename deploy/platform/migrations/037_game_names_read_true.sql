-- Game names that read like real ones: the generator of migration 011 could say a word twice
-- ("Dragon Gold Gold", "Golden Gold", "Oro de Oro", "Bắn Cá Cá Koi", "黄金金块"). The clashing
-- words are replaced by others (Gold → Lanterns, Wilds → Blossoms, Rush → Jackpot, Koi → Jewels; the
-- "Gold" suffix → Classic; in Vietnamese Express and Extreme too, in Chinese Magic, Ruby and Cats),
-- so no combination repeats a word, and every combination is still a name of its own.
--
-- The old generator stays for the length of this migration, to tell the generated names of a
-- seeded database from an operator's own: only a name still equal to the old generated one is
-- renamed, and only a translation still equal to the old generated one is replaced.
ALTER FUNCTION generated_game_name(integer, text, text, text) RENAME TO generated_game_name_before_037;

-- include sql/generated_game_name.sql

-- English names first: the games trigger drops the translations of a renamed game (they named the
-- old one), and they are written again below.
UPDATE games g SET name = generated_game_name(g.id, g.game_type, g.game_classify, 'en')
WHERE g.name = generated_game_name_before_037(g.id, g.game_type, g.game_classify, 'en')
  AND g.name <> generated_game_name(g.id, g.game_type, g.game_classify, 'en');

-- A translation of a game whose English name is the generated one, still as generated.
UPDATE game_names n SET name = generated_game_name(g.id, g.game_type, g.game_classify, n.language)
FROM games g
WHERE n.game_id = g.id AND n.language <> 'en'
  AND g.name = generated_game_name(g.id, g.game_type, g.game_classify, 'en')
  AND n.name = generated_game_name_before_037(g.id, g.game_type, g.game_classify, n.language)
  AND n.name <> generated_game_name(g.id, g.game_type, g.game_classify, n.language);

-- The translations the trigger dropped above.
INSERT INTO game_names (game_id, language, name)
SELECT g.id, l.language, generated_game_name(g.id, g.game_type, g.game_classify, l.language)
FROM games g CROSS JOIN (VALUES ('es'), ('vi'), ('zh')) AS l (language)
WHERE g.name = generated_game_name(g.id, g.game_type, g.game_classify, 'en')
ON CONFLICT (game_id, language) DO NOTHING;

DROP FUNCTION generated_game_name_before_037(integer, text, text, text);
