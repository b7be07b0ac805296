-- Issue 26: a seat's own webhook is told through the notice outbox like every other notice
-- (kinds 'hook' and 'hookOver'), claimed and delivered by any process.
ALTER TABLE notice_outbox DROP CONSTRAINT notice_outbox_kind_check;
ALTER TABLE notice_outbox ADD CONSTRAINT notice_outbox_kind_check CHECK (kind IN ('turn', 'reminder', 'over', 'group', 'groupOver', 'hook', 'hookOver'));
