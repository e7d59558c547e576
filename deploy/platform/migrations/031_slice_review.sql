-- Matched deposits: silence never pays.
--
-- A slice whose withdrawing member neither confirmed nor disputed it before the confirmation
-- deadline no longer counts as received: it waits in IN_REVIEW for an operator, who confirms it
-- (the depositor is credited) or refuses it (the amount goes back to the withdrawal), with a
-- reason both members read in their inbox. AUTO_CONFIRMED stays allowed only for slices that
-- older versions already closed that way; nothing writes it any more.
ALTER TABLE withdrawal_slices DROP CONSTRAINT withdrawal_slices_state_check;
ALTER TABLE withdrawal_slices ADD CONSTRAINT withdrawal_slices_state_check
  CHECK (state IN ('AWAITING_PAYMENT', 'AWAITING_CONFIRMATION', 'DISPUTED', 'IN_REVIEW', 'RECEIVED', 'CANCELLED'));
ALTER TABLE withdrawal_slices DROP CONSTRAINT withdrawal_slices_resolution_check;
ALTER TABLE withdrawal_slices ADD CONSTRAINT withdrawal_slices_resolution_check
  CHECK (resolution IN ('CONFIRMED', 'AUTO_CONFIRMED', 'FORCED_RECEIPT', 'NOT_RECEIVED', 'UNPAID', 'OPERATOR_CONFIRMED', 'OPERATOR_REFUSED'));
-- The operator's reason for a review's outcome, shown to both members.
ALTER TABLE withdrawal_slices ADD COLUMN review_reason text CHECK (length(review_reason) <= 200);

-- The operator's review queue, oldest deadline first.
CREATE INDEX withdrawal_slices_review_idx ON withdrawal_slices (confirmation_deadline) WHERE state = 'IN_REVIEW';
-- A depositor's takes of one day (the daily take limit).
CREATE INDEX withdrawal_slices_depositor_day_idx ON withdrawal_slices (depositor_id, created_at);
