-- The member's inbox (platform information): lists page newest first over the messages the member
-- has not deleted, all or unread only. Both indexes serve the list's page and its count from the
-- same index range, and the unread one also answers the header's unread count.
CREATE INDEX member_messages_inbox_idx ON member_messages (member_id, id DESC) WHERE deleted_at IS NULL;
DROP INDEX member_messages_unread_idx;
CREATE INDEX member_messages_unread_idx ON member_messages (member_id, id DESC) WHERE read_at IS NULL AND deleted_at IS NULL;
