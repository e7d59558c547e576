-- A new member joins its upline's line: itself at depth 0, then every ancestor of the upline one
-- level further down.
CREATE OR REPLACE FUNCTION member_tree_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.upline_id;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS members_tree_add ON members;
CREATE TRIGGER members_tree_add AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_add();
