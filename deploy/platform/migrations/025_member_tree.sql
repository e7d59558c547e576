-- The member tree as a closure table: one row for every member and each of its ancestors (and one
-- for itself, depth 0). An agent's whole team is one index range (ancestor_id = agent), its direct
-- downlines are depth 1, and a member's line up to the top is one index range on descendant_id.
-- Team reports and salary settlement join the daily rollups through it instead of walking
-- upline_id again on every call. A closure table rather than ltree: it needs no extension, on the
-- embedded database or on PostgreSQL, and "is X in Y's team" is a primary-key lookup.
CREATE TABLE member_tree (
  ancestor_id bigint NOT NULL REFERENCES members (id),
  descendant_id bigint NOT NULL REFERENCES members (id),
  depth integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id),
  CHECK ((depth = 0) = (ancestor_id = descendant_id))
);
-- A team by level ("direct downlines", "level 3"), and a member's line upwards.
CREATE INDEX member_tree_ancestor_depth_idx ON member_tree (ancestor_id, depth, descendant_id);
CREATE INDEX member_tree_descendant_idx ON member_tree (descendant_id, depth);

-- A new member joins its upline's line: itself at depth 0, then every ancestor of the upline one
-- level further down.
CREATE FUNCTION member_tree_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.upline_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_tree_add AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_add();

-- A member's upline is fixed once the account exists: moving a member would silently move its
-- history between teams, and its contracts and settled salaries with it.
CREATE FUNCTION member_upline_is_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    RAISE EXCEPTION 'a member''s upline cannot change' USING ERRCODE = 'check_violation', CONSTRAINT = 'members_upline_fixed';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER members_upline_fixed BEFORE UPDATE OF upline_id ON members FOR EACH ROW EXECUTE FUNCTION member_upline_is_fixed();

-- The members that exist already.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE line (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.upline_id, line.descendant_id, line.depth + 1
  FROM line JOIN members m ON m.id = line.ancestor_id
  WHERE m.upline_id IS NOT NULL
)
SELECT ancestor_id, descendant_id, depth FROM line;
