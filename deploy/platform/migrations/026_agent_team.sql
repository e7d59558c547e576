-- The agent centre's team tables: which account an invitation code creates, transfers from an
-- agent to a member of its team, and the operator's notices to agents.

-- An invitation code creates a member or a sub-agent (type 2) under the code's agent.
ALTER TABLE affiliate_codes ADD COLUMN account_type text NOT NULL DEFAULT 'MEMBER' CHECK (account_type IN ('MEMBER', 'AGENT'));
-- An agent's codes, newest first.
CREATE INDEX affiliate_codes_agent_idx ON affiliate_codes (agent_id, created_at DESC);
-- How many accounts registered through a code: members keep the code they registered with.
CREATE INDEX members_affiliate_code_idx ON members (affiliate_code) WHERE affiliate_code IS NOT NULL;

-- Transfers from an agent's MAIN wallet to a member of its team: one ledger entry each
-- (AGENT_TO_DOWNLINE), one row per (agent, requestId) so a repeated request moves money once.
CREATE SEQUENCE downline_transfer_reference_seq;
CREATE TABLE downline_transfers (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE CHECK (reference ~ '^DT[0-9]+$'),
  agent_id bigint NOT NULL REFERENCES members (id),
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  entry_id bigint NOT NULL REFERENCES journal_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agent_id, request_id),
  CHECK (agent_id <> member_id)
);
-- A team's transactions list reads a member's received transfers by time.
CREATE INDEX downline_transfers_member_idx ON downline_transfers (member_id, created_at);
CREATE INDEX downline_transfers_agent_idx ON downline_transfers (agent_id, created_at);

-- Notices for agents, written by operators. The HTML is stored as given (length-limited) and
-- sanitised in the browser before it is shown.
CREATE TABLE agent_notices (
  id bigserial PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  html text NOT NULL CHECK (length(html) BETWEEN 1 AND 20000),
  published_at timestamptz NOT NULL DEFAULT now(),
  -- The operator who wrote it (X-Operator), or 'SEED'.
  created_by text NOT NULL CHECK (length(created_by) BETWEEN 1 AND 64)
);
CREATE INDEX agent_notices_published_idx ON agent_notices (published_at DESC, id DESC);
