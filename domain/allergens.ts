/**
 * Allergens in an ingredient list (Reg. 1169/2011 art. 21, decision 0096), apart from the rest of the mandatory
 * information's rules so the product page reads them without the form's schema library.
 */

export interface IngredientSegment {
  text: string;
  /** Emphasised on the label and the page (Reg. 1169/2011 art. 21): shown in bold. */
  allergen: boolean;
}

/**
 * The ingredient list with its allergens: the owner writes an allergen between double asterisks ("lecitină de
 * **soia**"), as the label prints it in bold. Null when a mark is left open, so an unclosed one is refused rather than
 * shown as asterisks or as a bold rest of the list. Never HTML: the page renders each segment as text.
 */
export function allergenSegments(ingredients: string): IngredientSegment[] | null {
  const parts = ingredients.split("**");
  if (parts.length % 2 === 0) return null;
  const segments = parts.map((part, index) => ({ text: part, allergen: index % 2 === 1 }));
  if (segments.some((segment) => segment.allergen && segment.text.trim() === "")) return null;
  return segments.filter((segment) => segment.text !== "");
}
