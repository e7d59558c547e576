-- The demo payment gateway pays without money: its page has a Pay button anyone may press, and the
-- platform itself signs the callback that follows. It belongs only to demo mode (the embedded
-- database by default, or DEMO_SEED=1), whose seed switches it on; every other database keeps it
-- off. Migration 017 seeded it on everywhere, so this turns it off on databases already migrated;
-- a demo database gets it back from the demo seed at its next start.
UPDATE deposit_channels SET enabled = false, updated_at = now() WHERE code = 'DEMO_GATEWAY';
