/** Text placed inside HTML (element content or a double-quoted attribute) can never become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
