/** The drawn icons' line, in the text's colour with round ends and corners; spread last on an `<svg>` or a `<path>`. */
export function roundStroke(strokeWidth = "2") {
  return { fill: "none", stroke: "currentColor", strokeWidth, strokeLinecap: "round", strokeLinejoin: "round" } as const;
}
