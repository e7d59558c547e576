-- The upline is fixed once a member exists, so checking on insert is enough: a contract only ever
-- links an agent to one of its direct downline agents.
CREATE OR REPLACE FUNCTION agent_contract_edge_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM member_tree t JOIN members d ON d.id = t.descendant_id
    WHERE t.ancestor_id = NEW.upline_id AND t.descendant_id = NEW.downline_id AND t.depth = 1
      AND d.type IN (1, 2, 41, 42)
  ) OR NOT EXISTS (SELECT 1 FROM members u WHERE u.id = NEW.upline_id AND u.type IN (1, 2, 41, 42)) THEN
    RAISE EXCEPTION 'a contract links an agent to one of its direct downline agents'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_contracts_direct_downline';
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS agent_contracts_edge_check ON agent_contracts;
CREATE TRIGGER agent_contracts_edge_check BEFORE INSERT OR UPDATE OF upline_id, downline_id ON agent_contracts
  FOR EACH ROW EXECUTE FUNCTION agent_contract_edge_check();
