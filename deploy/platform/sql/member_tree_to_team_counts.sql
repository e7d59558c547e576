CREATE OR REPLACE FUNCTION member_tree_to_team_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_sizes AS s (agent_id, depth, members) VALUES (NEW.ancestor_id, NEW.depth, 1)
  ON CONFLICT (agent_id, depth) DO UPDATE SET members = s.members + 1;
  INSERT INTO team_daily_registrations AS r (agent_id, day, registrations)
  SELECT NEW.ancestor_id, site_day(m.created_at), 1 FROM members m WHERE m.id = NEW.descendant_id
  ON CONFLICT (agent_id, day) DO UPDATE SET registrations = r.registrations + 1;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS member_tree_to_team_counts ON member_tree;
CREATE TRIGGER member_tree_to_team_counts AFTER INSERT ON member_tree
  FOR EACH ROW WHEN (NEW.depth >= 1) EXECUTE FUNCTION member_tree_to_team_counts();
