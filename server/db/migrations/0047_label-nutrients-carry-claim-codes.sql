-- The label's nutrients table (product_mandatory_information.nutrients) becomes the one statement of a product's
-- nutrients per daily portion: each row gains a "code" naming the register's nutrient (null for, say, a plant
-- extract), and the claims' conditions read its %NRV. product_daily_nutrients, the claims' own copy, goes.
--
-- Its rows move into the label's table for every product whose table carries no code yet: a row already naming the
-- nutrient (its English or Romanian name starts with it, "Vitamin D3 (cholecalciferol)") takes the code and keeps the
-- label's amount and %NRV, filling only what it left empty, because the label is what the shopper reads; a nutrient
-- the label does not name is added as a row of its own; a product with no label yet gets one holding these rows.
DO $$
DECLARE
  product record;
  daily record;
  label_rows jsonb;
  at_index integer;
  daily_amount text;
  daily_unit text;
BEGIN
  FOR product IN
    SELECT DISTINCT d.product_id, coalesce(m.nutrients, '[]'::jsonb) AS nutrients, m.product_id IS NOT NULL AS labelled
    FROM product_daily_nutrients d
    LEFT JOIN product_mandatory_information m ON m.product_id = d.product_id
    WHERE m.product_id IS NULL
      OR NOT EXISTS (SELECT 1 FROM jsonb_array_elements(m.nutrients) AS element(value) WHERE element.value->>'code' IS NOT NULL)
  LOOP
    label_rows := product.nutrients;
    FOR daily IN
      SELECT d.nutrient, d.amount, d.nrv_percent, names.ro, names.en, names.pattern_ro, names.pattern_en
      FROM product_daily_nutrients d
      JOIN (VALUES
        ('vitamin_c', 'Vitamina C', 'Vitamin C', '^vitamina c\M', '^vitamin c\M'),
        ('vitamin_d', 'Vitamina D', 'Vitamin D', '^vitamina d[23]?\M', '^vitamin d[23]?\M'),
        ('zinc', 'Zinc', 'Zinc', '^zinc\M', '^zinc\M'),
        ('selenium', 'Seleniu', 'Selenium', '^seleniu\M', '^selenium\M'),
        ('folate', 'Folat', 'Folate', '^(folat|acid folic)\M', '^(folate|folic acid)\M'),
        ('chromium', 'Crom', 'Chromium', '^crom\M', '^chromium\M'),
        ('magnesium', 'Magneziu', 'Magnesium', '^magneziu\M', '^magnesium\M'),
        ('vitamin_b6', 'Vitamina B6', 'Vitamin B6', '^vitamina b6\M', '^vitamin b6\M'),
        ('vitamin_b12', 'Vitamina B12', 'Vitamin B12', '^vitamina b12\M', '^vitamin b12\M'),
        ('iodine', 'Iod', 'Iodine', '^iod\M', '^iodine\M')
      ) AS names(code, ro, en, pattern_ro, pattern_en) ON names.code = d.nutrient
      WHERE d.product_id = product.product_id
      ORDER BY d.nutrient
    LOOP
      -- "10 mg" as the claims kept it: the label keeps the number and its unit apart.
      daily_amount := split_part(daily.amount, ' ', 1);
      daily_unit := trim(substr(daily.amount, length(split_part(daily.amount, ' ', 1)) + 1));
      SELECT element.index - 1 INTO at_index
      FROM jsonb_array_elements(label_rows) WITH ORDINALITY AS element(value, index)
      WHERE (element.value->>'code') IS NULL
        AND (lower(element.value->'en'->>'name') ~ daily.pattern_en OR lower(element.value->'ro'->>'name') ~ daily.pattern_ro)
      ORDER BY element.index
      LIMIT 1;
      IF at_index IS NOT NULL THEN
        label_rows := jsonb_set(
          label_rows,
          ARRAY[at_index::text],
          (label_rows->at_index) || jsonb_build_object(
            'code', daily.nutrient,
            'amount', CASE WHEN coalesce(label_rows->at_index->>'amount', '') = '' THEN daily_amount ELSE label_rows->at_index->>'amount' END,
            'unit', CASE WHEN coalesce(label_rows->at_index->>'unit', '') = '' THEN daily_unit ELSE label_rows->at_index->>'unit' END,
            'nrv', CASE WHEN coalesce(label_rows->at_index->>'nrv', '') = '' THEN daily.nrv_percent::text ELSE label_rows->at_index->>'nrv' END
          )
        );
      ELSE
        label_rows := label_rows || jsonb_build_array(jsonb_build_object(
          'code', daily.nutrient, 'amount', daily_amount, 'unit', daily_unit, 'nrv', daily.nrv_percent::text,
          'ro', jsonb_build_object('name', daily.ro), 'en', jsonb_build_object('name', daily.en)
        ));
      END IF;
    END LOOP;
    IF product.labelled THEN
      UPDATE product_mandatory_information SET nutrients = label_rows WHERE product_id = product.product_id;
    ELSE
      INSERT INTO product_mandatory_information (product_id, nutrients) VALUES (product.product_id, label_rows);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- Every row carries the key, so the table reads the same whichever product it belongs to.
UPDATE product_mandatory_information
SET nutrients = (
  SELECT jsonb_agg(CASE WHEN element.value ? 'code' THEN element.value ELSE element.value || '{"code": null}'::jsonb END ORDER BY element.index)
  FROM jsonb_array_elements(nutrients) WITH ORDINALITY AS element(value, index)
)
WHERE jsonb_array_length(nutrients) > 0;
--> statement-breakpoint
DROP TABLE "product_daily_nutrients" CASCADE;
