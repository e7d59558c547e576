-- Game lists: names in every offered language (searched by substring through a trigram index),
-- the operator's hot rank, members' favourites and recently launched games.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The generated catalogue's name of game `game_id` in `lang` (en, es, vi, zh; NULL for another
-- language). Names are built from an adjective (29), a noun (41) and a suffix (9) picked by the
-- id, so 10,000 games never repeat a name; fishing and live tables have their own patterns. Each
-- language has its own word order: an adjective entry is a pattern around the noun ({n}).
CREATE FUNCTION generated_game_name(game_id integer, lane text, classify text, lang text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  adjectives text[];
  nouns text[];
  suffixes text[];
  fishing text;
  live_table text;
  table_games text[];
  name text;
BEGIN
  CASE lang
    WHEN 'en' THEN
      adjectives := ARRAY['Golden {n}','Lucky {n}','Mighty {n}','Wild {n}','Royal {n}','Blazing {n}','Dragon {n}','Magic {n}',
        'Super {n}','Crazy {n}','Mega {n}','Sweet {n}','Jungle {n}','Ocean {n}','Fire {n}','Ice {n}','Thunder {n}','Diamond {n}',
        'Ruby {n}','Jade {n}','Silver {n}','Cosmic {n}','Neon {n}','Ancient {n}','Pirate {n}','Samurai {n}','Panda {n}',
        'Tiger {n}','Phoenix {n}'];
      nouns := ARRAY['Fortune','Treasure','Riches','Gems','Fruits','Reels','Legends','Quest','Empire','Temple','Gold','Wilds',
        'Spins','Kingdom','Bonanza','Tales','Rush','Party','Dreams','Wheel','Bells','Stars','Moon','Sun','Lotus','Koi','Crown',
        'Palace','Safari','Heist','Carnival','Express','Island','Cats','Wolves','Bulls','Eagles','Mermaids','Pharaoh',
        'Vikings','Ninjas'];
      suffixes := ARRAY['',' Deluxe',' Megaways',' II',' Gold',' Rush',' Hold & Win',' Extreme',' 1000'];
      fishing := '{name} Fishing';
      live_table := '{game} Table {id}';
      table_games := ARRAY['Baccarat','Roulette','Blackjack','Sic Bo'];
    -- Spanish qualifiers are 'de …' phrases, which agree with any noun's gender and number.
    WHEN 'es' THEN
      adjectives := ARRAY['{n} de Oro','{n} de la Suerte','{n} del Poder','{n} de lo Salvaje','{n} de la Realeza',
        '{n} en Llamas','{n} del Dragón','{n} de la Magia','Súper {n}','{n} de la Locura','Mega {n}','{n} de Caramelo',
        '{n} de la Selva','{n} del Océano','{n} de Fuego','{n} de Hielo','{n} del Trueno','{n} de Diamante','{n} de Rubí',
        '{n} de Jade','{n} de Plata','{n} del Cosmos','{n} de Neón','{n} de la Antigüedad','{n} de los Piratas',
        '{n} del Samurái','{n} del Panda','{n} del Tigre','{n} del Fénix'];
      nouns := ARRAY['Fortuna','Tesoro','Riquezas','Gemas','Frutas','Rodillos','Leyendas','Aventura','Imperio','Templo','Oro',
        'Comodines','Giros','Reino','Bonanza','Cuentos','Frenesí','Fiesta','Sueños','Rueda','Campanas','Estrellas','Luna',
        'Sol','Loto','Koi','Corona','Palacio','Safari','Atraco','Carnaval','Expreso','Isla','Gatos','Lobos','Toros',
        'Águilas','Sirenas','Faraón','Vikingos','Ninjas'];
      suffixes := ARRAY['',' Deluxe',' Megaways',' II',' Oro',' Turbo',' Hold & Win',' Extremo',' 1000'];
      fishing := 'Pesca {name}';
      live_table := 'Mesa de {game} {id}';
      table_games := ARRAY['Bacará','Ruleta','Blackjack','Sic Bo'];
    -- Vietnamese qualifiers follow the noun.
    WHEN 'vi' THEN
      adjectives := ARRAY['{n} Vàng','{n} May Mắn','{n} Quyền Năng','{n} Hoang Dã','{n} Hoàng Gia','{n} Rực Lửa','{n} Rồng',
        '{n} Phép Thuật','Siêu {n}','{n} Điên Cuồng','{n} Khổng Lồ','{n} Ngọt Ngào','{n} Rừng Xanh','{n} Đại Dương',
        '{n} Lửa','{n} Băng Giá','{n} Sấm Sét','{n} Kim Cương','{n} Hồng Ngọc','{n} Ngọc Bích','{n} Bạc','{n} Vũ Trụ',
        '{n} Neon','{n} Cổ Đại','{n} Cướp Biển','{n} Samurai','{n} Gấu Trúc','{n} Mãnh Hổ','{n} Phượng Hoàng'];
      nouns := ARRAY['Tài Lộc','Kho Báu','Giàu Sang','Đá Quý','Trái Cây','Cuộn Quay','Huyền Thoại','Hành Trình','Đế Chế',
        'Đền Thờ','Thỏi Vàng','Thẻ Wild','Vòng Quay','Vương Quốc','Bội Thu','Truyện Kể','Cơn Sốt','Bữa Tiệc','Giấc Mơ',
        'Bánh Xe','Chuông','Ngôi Sao','Mặt Trăng','Mặt Trời','Hoa Sen','Cá Koi','Vương Miện','Cung Điện','Safari','Phi Vụ',
        'Lễ Hội','Tốc Hành','Hòn Đảo','Mèo','Sói','Bò Tót','Đại Bàng','Nàng Tiên Cá','Pharaoh','Viking','Ninja'];
      suffixes := ARRAY['',' Cao Cấp',' Megaways',' II',' Vàng',' Tốc Độ',' Hold & Win',' Cực Đại',' 1000'];
      fishing := 'Bắn Cá {name}';
      live_table := 'Bàn {game} {id}';
      table_games := ARRAY['Baccarat','Cò Quay','Xì Dách','Tài Xỉu'];
    -- Chinese names have no spaces between words.
    WHEN 'zh' THEN
      adjectives := ARRAY['黄金{n}','幸运{n}','神威{n}','狂野{n}','皇家{n}','烈焰{n}','神龙{n}','魔法{n}','超级{n}','疯狂{n}',
        '巨型{n}','甜蜜{n}','丛林{n}','海洋{n}','火焰{n}','冰雪{n}','雷霆{n}','钻石{n}','红宝石{n}','翡翠{n}','白银{n}',
        '宇宙{n}','霓虹{n}','远古{n}','海盗{n}','武士{n}','熊猫{n}','猛虎{n}','凤凰{n}'];
      nouns := ARRAY['财富','宝藏','富贵','宝石','水果','转轴','传奇','探险','帝国','神殿','金块','百搭','旋转','王国','大丰收',
        '传说','狂潮','派对','梦境','转盘','铃铛','星辰','月亮','太阳','莲花','锦鲤','王冠','宫殿','狩猎','劫案','嘉年华',
        '快车','岛屿','猫咪','群狼','公牛','雄鹰','美人鱼','法老','维京人','忍者'];
      suffixes := ARRAY['','豪华版',' Megaways',' II','黄金版','狂飙版','锁定赢','极限版',' 1000'];
      fishing := '{name}捕鱼';
      live_table := '{game}{id}号桌';
      table_games := ARRAY['百家乐','轮盘','二十一点','骰宝'];
    ELSE
      RETURN NULL;
  END CASE;

  IF lane = 'LIVE' THEN
    RETURN replace(replace(live_table, '{game}',
      coalesce(table_games[array_position(ARRAY['baccarat','roulette','blackjack','sic bo'], classify)], initcap(classify))),
      '{id}', game_id::text);
  END IF;
  name := replace(adjectives[1 + game_id % 29], '{n}', nouns[1 + (game_id / 29) % 41]);
  IF lane = 'FISH' THEN
    name := replace(fishing, '{name}', name);
  END IF;
  RETURN name || suffixes[1 + (game_id / 1189) % 9];
END
$$;

-- A game's name per language; the page shows the one of its language, else the English one.
-- Name search looks at every language, so a player finds a game by any of its names.
CREATE TABLE game_names (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'es', 'vi', 'zh')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  PRIMARY KEY (game_id, language)
);
-- Case-insensitive substring search (LIKE '%…%') over every language.
-- fastupdate off: the catalogue rarely changes, and a pending list of new entries would be read
-- through on every search until the next vacuum.
CREATE INDEX game_names_search_idx ON game_names USING gin (lower(name) gin_trgm_ops);

-- The English name is the catalogue's own (games.name): kept in step here, so it is never written
-- twice. A renamed game loses its translations: they named the old game.
CREATE FUNCTION games_keep_english_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name THEN
    DELETE FROM game_names WHERE game_id = NEW.id AND language <> 'en';
  END IF;
  INSERT INTO game_names (game_id, language, name) VALUES (NEW.id, 'en', NEW.name)
  ON CONFLICT (game_id, language) DO UPDATE SET name = EXCLUDED.name;
  RETURN NEW;
END
$$;
CREATE TRIGGER games_english_name AFTER INSERT OR UPDATE OF name ON games
  FOR EACH ROW EXECUTE FUNCTION games_keep_english_name();

-- The operator's hot list: 1 is the hottest; NULL is not on it.
ALTER TABLE games ADD COLUMN hot_rank integer CHECK (hot_rank > 0);

-- The list filters and their order (type, then provider, classification, minimum bet; by sort, id).
CREATE INDEX games_type_sort_idx ON games (game_type, sort, id);
CREATE INDEX games_vendor_type_sort_idx ON games (vendor, game_type, sort, id);
CREATE INDEX games_classify_idx ON games (game_type, game_classify);
CREATE INDEX games_min_bet_idx ON games (game_type, min_bet);
CREATE INDEX games_hot_rank_idx ON games (hot_rank) WHERE hot_rank IS NOT NULL;

-- A database seeded before this migration: its catalogue gets its names and hot ranks now (the
-- seed writes both for a new database). Translations only where the English name is still the
-- generated one, so an operator's own name is never given a translation of another.
INSERT INTO game_names (game_id, language, name)
SELECT id, 'en', name FROM games
ON CONFLICT (game_id, language) DO NOTHING;
INSERT INTO game_names (game_id, language, name)
SELECT g.id, l.language, generated_game_name(g.id, g.game_type, g.game_classify, l.language)
FROM games g CROSS JOIN (VALUES ('es'), ('vi'), ('zh')) AS l (language)
WHERE g.name = generated_game_name(g.id, g.game_type, g.game_classify, 'en')
ON CONFLICT (game_id, language) DO NOTHING;
UPDATE games g SET hot_rank = ranked.rank
FROM (SELECT id, row_number() OVER (ORDER BY sort, id)::int AS rank FROM games WHERE hot) AS ranked
WHERE g.id = ranked.id;

-- Newest first in both lists follows this sequence, not the clock: two changes within one clock
-- tick (or a clock that steps back) still keep their order.
CREATE SEQUENCE member_game_lists_seq;

CREATE TABLE favourite_games (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  list_order bigint NOT NULL DEFAULT nextval('member_game_lists_seq'),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX favourite_games_member_idx ON favourite_games (member_id, list_order DESC);

-- Games a member launched, newest first; the games area keeps the 50 newest per member.
CREATE TABLE recent_games (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  last_played_at timestamptz NOT NULL DEFAULT now(),
  list_order bigint NOT NULL DEFAULT nextval('member_game_lists_seq'),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_member_idx ON recent_games (member_id, list_order DESC);

-- Hot games count each game's real-money rounds of the last 24 hours.
CREATE INDEX game_rounds_recent_real_idx ON game_rounds (started_at, game_id) WHERE ledger = 'REAL' AND game_id IS NOT NULL;
-- The winner board reads the largest settled real-money wins first and stops at 50.
CREATE INDEX game_rounds_top_wins_idx ON game_rounds (win DESC, settled_at DESC) WHERE ledger = 'REAL' AND status = 'SETTLED' AND win > 0;
