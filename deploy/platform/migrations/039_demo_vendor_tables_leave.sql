-- The demo game vendor keeps its own tables now, in the schema `demo_vendor` that it migrates itself
-- (deploy/demo-vendor/migrations). Its tables move there with their rows, so wins and rollbacks it
-- has not had acknowledged yet are still sent after the upgrade; the platform never reads them.
CREATE SCHEMA IF NOT EXISTS demo_vendor;

ALTER TABLE provider_sessions SET SCHEMA demo_vendor;
ALTER TABLE demo_vendor.provider_sessions RENAME TO sessions;
ALTER TABLE provider_rounds SET SCHEMA demo_vendor;
ALTER TABLE demo_vendor.provider_rounds RENAME TO rounds;
ALTER INDEX demo_vendor.provider_rounds_player_idx RENAME TO rounds_player_idx;
ALTER TABLE provider_outbox SET SCHEMA demo_vendor;
ALTER TABLE demo_vendor.provider_outbox RENAME TO outbox;
ALTER INDEX demo_vendor.provider_outbox_due_idx RENAME TO outbox_due_idx;
ALTER TABLE provider_events SET SCHEMA demo_vendor;
ALTER TABLE demo_vendor.provider_events RENAME TO events;
ALTER INDEX demo_vendor.provider_events_due_idx RENAME TO events_due_idx;
ALTER TABLE provider_event_bets SET SCHEMA demo_vendor;
ALTER TABLE demo_vendor.provider_event_bets RENAME TO event_bets;
ALTER INDEX demo_vendor.provider_event_bets_event_idx RENAME TO event_bets_event_idx;
