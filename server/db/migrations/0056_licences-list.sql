-- Issue 66 item 2, decision 0141: the single DSVSA registration becomes the first entry of the list of authorisations,
-- keeping who saved it and when; its issue date was never asked, so it stays empty until the owner adds it.
INSERT INTO "store_settings" ("key", "value", "updated_at", "updated_by_staff_id")
SELECT 'licences.list',
  jsonb_build_array(jsonb_build_object(
    'kind', 'dsvsa',
    'name', jsonb_build_object('ro', '', 'en', ''),
    'number', "value"->>'number',
    'issuer', "value"->>'issuer',
    'issuedOn', NULL,
    'url', ''
  )),
  "updated_at",
  "updated_by_staff_id"
FROM "store_settings"
WHERE "key" = 'licences.dsvsa' AND jsonb_typeof("value") = 'object'
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DELETE FROM "store_settings" WHERE "key" = 'licences.dsvsa';
