/** An inline link in running text: underlined, in the brand's dark shade. */
export const linkClass = "font-semibold text-brand-dark underline underline-offset-2 hover:text-brand";
