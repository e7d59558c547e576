-- The site's own lottery: the games (Vietnamese regional draws and round-the-clock fast draws)
-- and their issues. A game's schedule is data: its draw weekdays and local draw time (regional) or
-- its interval (fast). Issues are created ahead by the platform's scheduler and move
-- UPCOMING -> OPEN -> LOCKED -> DRAWN -> SETTLED, or to CANCELLED (every bet refunded).
--
-- Times of day are local Vietnam time (Asia/Ho_Chi_Minh, UTC+7 all year, no daylight saving).
-- Weekdays are numbered as the lottery numbers them: 1 = Sunday, 2 = Monday … 7 = Saturday.

CREATE TABLE lottery_games (
  id text PRIMARY KEY CHECK (id ~ '^[A-Z0-9_]{1,32}$'),
  -- The display name (Vietnamese), the menu item's remark.
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  region text NOT NULL CHECK (region IN ('NORTH', 'CENTRAL', 'SOUTH', 'FAST')),
  menu_tag text NOT NULL CHECK (menu_tag IN ('NORTH', 'CENTRAL', 'SOUTH', 'FAST')),
  -- NULL: every day.
  draw_days int[] CHECK (draw_days IS NULL OR (cardinality(draw_days) BETWEEN 1 AND 7 AND draw_days <@ ARRAY[1, 2, 3, 4, 5, 6, 7])),
  draw_time time,
  interval_seconds int CHECK (interval_seconds IS NULL OR (interval_seconds BETWEEN 60 AND 86400 AND 86400 % interval_seconds = 0)),
  -- Sales close this many seconds before the draw.
  lock_seconds int NOT NULL CHECK (lock_seconds BETWEEN 1 AND 86400),
  result_shape text NOT NULL CHECK (result_shape IN ('NORTH27', 'SOUTH18')),
  sort int NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- A regional game draws at a time of day; a fast one every interval, never both.
  CHECK ((draw_time IS NOT NULL) <> (interval_seconds IS NOT NULL)),
  CHECK (interval_seconds IS NULL OR lock_seconds < interval_seconds)
);

CREATE TABLE lottery_issues (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id text NOT NULL REFERENCES lottery_games (id),
  -- The local draw date and the issue of that day: '20261123-0481'.
  numero text NOT NULL CHECK (numero ~ '^[0-9]{8}-[0-9]{4}$'),
  sale_start_at timestamptz NOT NULL,
  lock_at timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'UPCOMING' CHECK (status IN ('UPCOMING', 'OPEN', 'LOCKED', 'DRAWN', 'SETTLED', 'CANCELLED')),
  -- 32 random bytes, hex: secret until drawn, never in an answer before.
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  -- SHA-256 of the seed's text, hex: public from creation.
  seed_hash text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  result jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  cancelled_at timestamptz,
  UNIQUE (game_id, numero),
  CHECK (sale_start_at <= lock_at AND lock_at <= draw_at),
  CHECK ((result IS NULL) = (drawn_at IS NULL)),
  CHECK (status NOT IN ('DRAWN', 'SETTLED') OR result IS NOT NULL)
);
-- The scheduler's work: issues whose next step is due.
CREATE INDEX lottery_issues_status_draw_idx ON lottery_issues (status, draw_at);
-- A game's issues by time: its current issue, its latest draws.
CREATE INDEX lottery_issues_game_draw_idx ON lottery_issues (game_id, draw_at DESC);
-- Results of a day.
CREATE INDEX lottery_issues_drawn_idx ON lottery_issues (drawn_at DESC) WHERE drawn_at IS NOT NULL;

-- Lottery bets are game rounds of provider LOTTERY: the popular list counts those of the last day,
-- the recent list reads a member's.
CREATE INDEX game_rounds_lottery_time_idx ON game_rounds (started_at, game_code) WHERE provider = 'LOTTERY';
CREATE INDEX game_rounds_lottery_member_idx ON game_rounds (member_id, started_at DESC) WHERE provider = 'LOTTERY';

-- The games. North: one draw a day at 18:15 (27 numbers). Central 17:15 and south 16:15 (18 numbers),
-- each province on its weekdays. Fast: every 1, 3 and 5 minutes around the clock, south shape.
INSERT INTO lottery_games (id, name, region, menu_tag, draw_days, draw_time, interval_seconds, lock_seconds, result_shape, sort) VALUES
  ('VN_MB', 'Miền Bắc', 'NORTH', 'NORTH', NULL, '18:15', NULL, 900, 'NORTH27', 100),

  ('VN_TTH', 'Thừa Thiên Huế', 'CENTRAL', 'CENTRAL', '{1,2}', '17:15', NULL, 900, 'SOUTH18', 200),
  ('VN_PY', 'Phú Yên', 'CENTRAL', 'CENTRAL', '{2}', '17:15', NULL, 900, 'SOUTH18', 201),
  ('VN_DLK', 'Đắk Lắk', 'CENTRAL', 'CENTRAL', '{3}', '17:15', NULL, 900, 'SOUTH18', 202),
  ('VN_QNM', 'Quảng Nam', 'CENTRAL', 'CENTRAL', '{3}', '17:15', NULL, 900, 'SOUTH18', 203),
  ('VN_DNG', 'Đà Nẵng', 'CENTRAL', 'CENTRAL', '{4,7}', '17:15', NULL, 900, 'SOUTH18', 204),
  ('VN_KH', 'Khánh Hòa', 'CENTRAL', 'CENTRAL', '{1,4}', '17:15', NULL, 900, 'SOUTH18', 205),
  ('VN_BDI', 'Bình Định', 'CENTRAL', 'CENTRAL', '{5}', '17:15', NULL, 900, 'SOUTH18', 206),
  ('VN_QT', 'Quảng Trị', 'CENTRAL', 'CENTRAL', '{5}', '17:15', NULL, 900, 'SOUTH18', 207),
  ('VN_QB', 'Quảng Bình', 'CENTRAL', 'CENTRAL', '{5}', '17:15', NULL, 900, 'SOUTH18', 208),
  ('VN_GL', 'Gia Lai', 'CENTRAL', 'CENTRAL', '{6}', '17:15', NULL, 900, 'SOUTH18', 209),
  ('VN_NT', 'Ninh Thuận', 'CENTRAL', 'CENTRAL', '{6}', '17:15', NULL, 900, 'SOUTH18', 210),
  ('VN_QNG', 'Quảng Ngãi', 'CENTRAL', 'CENTRAL', '{7}', '17:15', NULL, 900, 'SOUTH18', 211),
  ('VN_DNO', 'Đắk Nông', 'CENTRAL', 'CENTRAL', '{7}', '17:15', NULL, 900, 'SOUTH18', 212),
  ('VN_KT', 'Kon Tum', 'CENTRAL', 'CENTRAL', '{1}', '17:15', NULL, 900, 'SOUTH18', 213),

  ('VN_HCM', 'TP. Hồ Chí Minh', 'SOUTH', 'SOUTH', '{2,7}', '16:15', NULL, 900, 'SOUTH18', 300),
  ('VN_DT', 'Đồng Tháp', 'SOUTH', 'SOUTH', '{2}', '16:15', NULL, 900, 'SOUTH18', 301),
  ('VN_CM', 'Cà Mau', 'SOUTH', 'SOUTH', '{2}', '16:15', NULL, 900, 'SOUTH18', 302),
  ('VN_BTR', 'Bến Tre', 'SOUTH', 'SOUTH', '{3}', '16:15', NULL, 900, 'SOUTH18', 303),
  ('VN_VT', 'Vũng Tàu', 'SOUTH', 'SOUTH', '{3}', '16:15', NULL, 900, 'SOUTH18', 304),
  ('VN_BL', 'Bạc Liêu', 'SOUTH', 'SOUTH', '{3}', '16:15', NULL, 900, 'SOUTH18', 305),
  ('VN_DN', 'Đồng Nai', 'SOUTH', 'SOUTH', '{4}', '16:15', NULL, 900, 'SOUTH18', 306),
  ('VN_CT', 'Cần Thơ', 'SOUTH', 'SOUTH', '{4}', '16:15', NULL, 900, 'SOUTH18', 307),
  ('VN_ST', 'Sóc Trăng', 'SOUTH', 'SOUTH', '{4}', '16:15', NULL, 900, 'SOUTH18', 308),
  ('VN_TN', 'Tây Ninh', 'SOUTH', 'SOUTH', '{5}', '16:15', NULL, 900, 'SOUTH18', 309),
  ('VN_AG', 'An Giang', 'SOUTH', 'SOUTH', '{5}', '16:15', NULL, 900, 'SOUTH18', 310),
  ('VN_BTH', 'Bình Thuận', 'SOUTH', 'SOUTH', '{5}', '16:15', NULL, 900, 'SOUTH18', 311),
  ('VN_VL', 'Vĩnh Long', 'SOUTH', 'SOUTH', '{6}', '16:15', NULL, 900, 'SOUTH18', 312),
  ('VN_BD', 'Bình Dương', 'SOUTH', 'SOUTH', '{6}', '16:15', NULL, 900, 'SOUTH18', 313),
  ('VN_TV', 'Trà Vinh', 'SOUTH', 'SOUTH', '{6}', '16:15', NULL, 900, 'SOUTH18', 314),
  ('VN_LA', 'Long An', 'SOUTH', 'SOUTH', '{7}', '16:15', NULL, 900, 'SOUTH18', 315),
  ('VN_BP', 'Bình Phước', 'SOUTH', 'SOUTH', '{7}', '16:15', NULL, 900, 'SOUTH18', 316),
  ('VN_HG', 'Hậu Giang', 'SOUTH', 'SOUTH', '{7}', '16:15', NULL, 900, 'SOUTH18', 317),
  ('VN_TG', 'Tiền Giang', 'SOUTH', 'SOUTH', '{1}', '16:15', NULL, 900, 'SOUTH18', 318),
  ('VN_KG', 'Kiên Giang', 'SOUTH', 'SOUTH', '{1}', '16:15', NULL, 900, 'SOUTH18', 319),
  ('VN_DL', 'Đà Lạt', 'SOUTH', 'SOUTH', '{1}', '16:15', NULL, 900, 'SOUTH18', 320),

  ('FAST_1M', 'Xổ số nhanh 1 phút', 'FAST', 'FAST', NULL, NULL, 60, 10, 'SOUTH18', 400),
  ('FAST_3M', 'Xổ số nhanh 3 phút', 'FAST', 'FAST', NULL, NULL, 180, 10, 'SOUTH18', 401),
  ('FAST_5M', 'Xổ số nhanh 5 phút', 'FAST', 'FAST', NULL, NULL, 300, 10, 'SOUTH18', 402);
