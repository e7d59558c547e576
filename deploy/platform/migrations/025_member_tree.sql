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
