/** The editor's save of a non-food product's safety information (decision 0144): one audited transaction. */
import { missingSafetyFields, type ProductSafetyEdit } from "#domain/product-safety";
import type { EditableProduct } from "#domain/admin/product-editor";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { countProductPictures, readProductSafety, storedSafety } from "../product-safety.ts";
import { readEditableProduct } from "./editable-product.ts";
import { lockProduct, recordProductChange } from "./product-change.ts";
import { writeStored } from "./product-stored-texts.ts";

export type ProductSafetyOutcome =
  | { kind: "saved"; changed: boolean; product: EditableProduct }
  | { kind: "not_found" }
  /** A supplement is food: the GPSR's information is not asked of it, and its label's is (decision 0096). */
  | { kind: "not_non_food" }
  /** The product is published, and the save would empty fields publishing asked for: `fields` names them. */
  | { kind: "safety_emptied"; fields: string[] };

export interface ProductSafetyEditor {
  saveSafety(id: number, input: ProductSafetyEdit, actor: StaffActor, language: Language): Promise<ProductSafetyOutcome>;
}

export function createProductSafetyEditor({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }): ProductSafetyEditor {
  return {
    saveSafety: (id, input, actor, language) =>
      db.transaction(async (tx): Promise<ProductSafetyOutcome> => {
        const locked = await lockProduct(tx, id);
        if (!locked) return { kind: "not_found" };
        if (locked.kind !== "non_food") return { kind: "not_non_food" };
        const before = await readProductSafety(tx, id);
        if (locked.status === "active") {
          // A published product keeps what publishing asked for: a save may fill gaps, never open new ones.
          const pictures = await countProductPictures(tx, id);
          const missingBefore = new Set(missingSafetyFields(before, pictures));
          const emptied = missingSafetyFields(input, pictures).filter((field) => !missingBefore.has(field));
          if (emptied.length > 0) return { kind: "safety_emptied", fields: emptied };
        }
        const old = storedSafety(id, before);
        const changes = [...storedSafety(id, input)].filter(([name, stored]) => old.get(name)?.value !== stored.value);
        if (changes.length === 0) return { kind: "saved", changed: false, product: (await readEditableProduct(tx, id, language))! };
        for (const [, stored] of changes) await writeStored(tx, stored);
        await recordProductChange(tx, { clock, audit }, id, actor, {
          action: "product.safety_edit",
          before: Object.fromEntries(changes.map(([name]) => [name, old.get(name)?.value ?? ""])),
          after: Object.fromEntries(changes.map(([name, stored]) => [name, stored.value])),
        });
        return { kind: "saved", changed: true, product: (await readEditableProduct(tx, id, language))! };
      }),
  };
}
