-- data:
-- Terms editions count from 1, the template the store came with (issue 40 item 9, decision 0076): every order that
-- kept an edition moves up by one, so "version 0" (which read as none) becomes edition 1 and the numbers the admin
-- shows go on matching the checkout's.
UPDATE "orders" SET "terms_version" = "terms_version" + 1 WHERE "terms_version" IS NOT NULL;
