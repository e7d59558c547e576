-- A raffle's prizes and weights are what every claimed outcome was drawn from: once a campaign has a
-- claim, changing them would change the chances after the fact (and break the verification of the
-- outcomes drawn so far), so any change is refused, whoever writes.
CREATE OR REPLACE FUNCTION reward_prizes_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM reward_campaign_claims c
             WHERE c.campaign_id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.campaign_id END,
                                     CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.campaign_id END)) THEN
    RAISE EXCEPTION 'raffle prizes are frozen once a claim exists'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'reward_campaign_prizes_frozen';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

DROP TRIGGER IF EXISTS reward_campaign_prizes_frozen ON reward_campaign_prizes;
CREATE TRIGGER reward_campaign_prizes_frozen BEFORE INSERT OR UPDATE OR DELETE ON reward_campaign_prizes
  FOR EACH ROW EXECUTE FUNCTION reward_prizes_frozen();
