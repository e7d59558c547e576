-- Customer service: the contact entries (1) with who may see them and when they are staffed, and
-- each VIP member's named host (2). The entries leave the settings row (3).

-- 1. One row per entry, named by the operator. position places it in the right bar; cs_type 1 is a
-- plain link, 3 a service-record path. path is what visitors receive: for type 3 the encrypted form
-- (ciphertext followed by its 8-character key), never the clear address. min_level: members of that
-- club rank level and above only (null: everyone, visitors too); languages: pages in those languages
-- only (null: all); hours: {"days": [1-7], "from": "HH:MM", "to": "HH:MM"} in the site's time zone
-- (null: always staffed).
CREATE TABLE customer_service_entries (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  position text NOT NULL CHECK (position IN ('VIP', 'LIVECHAT', 'WHATSAPP', 'TELEGRAM', 'TELEGRAM2', 'HELP')),
  cs_type smallint NOT NULL CHECK (cs_type IN (1, 3)),
  path text NOT NULL CHECK (length(path) BETWEEN 1 AND 2048),
  min_level int CHECK (min_level BETWEEN 1 AND 99),
  languages text[] CHECK (cardinality(languages) >= 1),
  hours jsonb CHECK (hours IS NULL OR jsonb_typeof(hours) = 'object'),
  sort int NOT NULL DEFAULT 0,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The VIP channel is for VIP members only.
  CHECK (position <> 'VIP' OR min_level >= 5)
);

-- 2. A VIP member's host: a named person the operator assigns, how to reach them and their hours.
-- Shown to the member only while the member is of VIP level.
CREATE TABLE vip_hosts (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  contact text NOT NULL CHECK (length(contact) BETWEEN 1 AND 80),
  hours jsonb CHECK (hours IS NULL OR jsonb_typeof(hours) = 'object'),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- 3. A site seeded before keeps its plain-link contacts, now as entries for everyone.
INSERT INTO customer_service_entries (name, position, cs_type, path, updated_by)
SELECT DISTINCT ON (lower(e ->> 'csPosition')) lower(e ->> 'csPosition'), e ->> 'csPosition', 1, e ->> 'path', 'migration'
  FROM settings s, jsonb_array_elements(s.customer_service) e
 WHERE e ->> 'csPosition' IN ('LIVECHAT', 'WHATSAPP', 'TELEGRAM', 'TELEGRAM2', 'HELP')
   AND e ->> 'csType' = '1' AND length(coalesce(e ->> 'path', '')) BETWEEN 1 AND 2048;

ALTER TABLE settings DROP COLUMN customer_service;
