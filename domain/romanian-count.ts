/**
 * A number with its plural noun in Romanian: from 20 on the language puts "de" between them, unless the
 * number ends in 01 to 19 ("20 de secunde", "101 secunde", "119 secunde", "120 de secunde").
 */
export function romanianCount(n: number, pluralNoun: string): string {
  return n >= 20 && (n % 100 === 0 || n % 100 >= 20) ? `${n} de ${pluralNoun}` : `${n} ${pluralNoun}`;
}
