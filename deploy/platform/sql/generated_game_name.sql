-- The generated catalogue's name of game `game_id` in `lang` (en, es, vi, zh; NULL for another
-- language). Names are built from an adjective (29), a noun (41) and a suffix (9) picked by the
-- id, so 10,000 games never repeat a name; fishing and live tables have their own patterns. Each
-- language has its own word order: an adjective entry is a pattern around the noun ({n}).
CREATE OR REPLACE FUNCTION generated_game_name(game_id integer, lane text, classify text, lang text) RETURNS text
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
        'Super {n}','Crazy {n}','Mega {n}','Sweet {n}','Jungle {n}','Ocean {n}','Fire {n}','Ice {n}',
        'Thunder {n}','Diamond {n}','Ruby {n}','Jade {n}','Silver {n}','Cosmic {n}','Neon {n}','Ancient {n}',
        'Pirate {n}','Samurai {n}','Panda {n}','Tiger {n}','Phoenix {n}'];
      nouns := ARRAY['Fortune','Treasure','Riches','Gems','Fruits','Reels','Legends','Quest','Empire','Temple',
        'Lanterns','Blossoms','Spins','Kingdom','Bonanza','Tales','Jackpot','Party','Dreams','Wheel',
        'Bells','Stars','Moon','Sun','Lotus','Jewels','Crown','Palace','Safari','Heist',
        'Carnival','Express','Island','Cats','Wolves','Bulls','Eagles','Mermaids','Pharaoh','Vikings',
        'Ninjas'];
      suffixes := ARRAY['',' Deluxe',' Megaways',' II',' Classic',' Rush',' Hold & Win',' Extreme',' 1000'];
      fishing := '{name} Fishing';
      live_table := '{game} Table {id}';
      table_games := ARRAY['Baccarat','Roulette','Blackjack','Sic Bo'];
    -- Spanish qualifiers are 'de …' phrases, which agree with any noun's gender and number.
    WHEN 'es' THEN
      adjectives := ARRAY['{n} de Oro','{n} de la Suerte','{n} del Poder','{n} de lo Salvaje','{n} de la Realeza','{n} en Llamas','{n} del Dragón','{n} de la Magia',
        'Súper {n}','{n} de la Locura','Mega {n}','{n} de Caramelo','{n} de la Selva','{n} del Océano','{n} de Fuego','{n} de Hielo',
        '{n} del Trueno','{n} de Diamante','{n} de Rubí','{n} de Jade','{n} de Plata','{n} del Cosmos','{n} de Neón','{n} de la Antigüedad',
        '{n} de los Piratas','{n} del Samurái','{n} del Panda','{n} del Tigre','{n} del Fénix'];
      nouns := ARRAY['Fortuna','Tesoro','Riquezas','Gemas','Frutas','Rodillos','Leyendas','Aventura','Imperio','Templo',
        'Faroles','Flores','Giros','Reino','Bonanza','Cuentos','Bote','Fiesta','Sueños','Rueda',
        'Campanas','Estrellas','Luna','Sol','Loto','Joyas','Corona','Palacio','Safari','Atraco',
        'Carnaval','Expreso','Isla','Gatos','Lobos','Toros','Águilas','Sirenas','Faraón','Vikingos',
        'Ninjas'];
      suffixes := ARRAY['',' Deluxe',' Megaways',' II',' Clásico',' Turbo',' Hold & Win',' Extremo',' 1000'];
      fishing := 'Pesca {name}';
      live_table := 'Mesa de {game} {id}';
      table_games := ARRAY['Bacará','Ruleta','Blackjack','Sic Bo'];
    -- Vietnamese qualifiers follow the noun.
    WHEN 'vi' THEN
      adjectives := ARRAY['{n} Vàng','{n} May Mắn','{n} Quyền Năng','{n} Hoang Dã','{n} Hoàng Gia','{n} Rực Lửa','{n} Rồng','{n} Phép Thuật',
        'Siêu {n}','{n} Điên Cuồng','{n} Khổng Lồ','{n} Ngọt Ngào','{n} Rừng Xanh','{n} Đại Dương','{n} Lửa','{n} Băng Giá',
        '{n} Sấm Sét','{n} Kim Cương','{n} Hồng Ngọc','{n} Ngọc Bích','{n} Bạc','{n} Vũ Trụ','{n} Neon','{n} Cổ Đại',
        '{n} Cướp Biển','{n} Samurai','{n} Gấu Trúc','{n} Mãnh Hổ','{n} Phượng Hoàng'];
      nouns := ARRAY['Tài Lộc','Kho Báu','Giàu Sang','Đá Quý','Trái Cây','Cuộn Quay','Huyền Thoại','Hành Trình','Đế Chế','Đền Thờ',
        'Đèn Lồng','Hoa Đào','Vòng Quay','Vương Quốc','Bội Thu','Truyện Kể','Hũ Thưởng','Bữa Tiệc','Giấc Mơ','Bánh Xe',
        'Chuông','Ngôi Sao','Mặt Trăng','Mặt Trời','Hoa Sen','Châu Báu','Vương Miện','Cung Điện','Safari','Phi Vụ',
        'Lễ Hội','Chuyến Tàu','Hòn Đảo','Mèo','Sói','Bò Tót','Đại Bàng','Nàng Tiên Cá','Pharaoh','Viking',
        'Ninja'];
      suffixes := ARRAY['',' Cao Cấp',' Megaways',' II',' Kinh Điển',' Tốc Độ',' Hold & Win',' Cực Hạn',' 1000'];
      fishing := 'Bắn Cá {name}';
      live_table := 'Bàn {game} {id}';
      table_games := ARRAY['Baccarat','Cò Quay','Xì Dách','Tài Xỉu'];
    -- Chinese names have no spaces between words.
    WHEN 'zh' THEN
      adjectives := ARRAY['黄金{n}','幸运{n}','神威{n}','狂野{n}','皇家{n}','烈焰{n}','神龙{n}','魔幻{n}',
        '超级{n}','疯狂{n}','巨型{n}','甜蜜{n}','丛林{n}','海洋{n}','火焰{n}','冰雪{n}',
        '雷霆{n}','钻石{n}','红玉{n}','翡翠{n}','白银{n}','宇宙{n}','霓虹{n}','远古{n}',
        '海盗{n}','武士{n}','熊猫{n}','猛虎{n}','凤凰{n}'];
      nouns := ARRAY['财富','宝藏','富贵','宝石','水果','转轴','传奇','探险','帝国','神殿',
        '灯笼','桃花','旋转','王国','大丰收','传说','大奖','派对','梦境','转盘',
        '铃铛','星辰','月亮','太阳','莲花','珠宝','王冠','宫殿','狩猎','劫案',
        '嘉年华','快车','岛屿','灵猫','群狼','公牛','雄鹰','美人鱼','法老','维京人',
        '忍者'];
      suffixes := ARRAY['','豪华版',' Megaways',' II','经典版','狂飙版','锁定赢','极限版',' 1000'];
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
