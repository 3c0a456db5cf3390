-- A password chosen at registration, before the email was proven, is no longer kept (decision 0025):
-- whoever registered someone else's address could otherwise sign in once its owner proved it.
-- The activation link (or a reset or magic link) is how these accounts get their password.
UPDATE "customers" SET "password_hash" = NULL WHERE "status" = 'pending';
