/** The texts of the admin's blog routes, in the member's language (Romanian "tu"), each naming its field. */
import { ARTICLE_MAX_TAGS } from "#domain/admin/articles";
import type { Language } from "#domain/locale";
import { ADMIN_FIELD_SENTENCES } from "./fields.ts";

export const ARTICLE_FIELD_NAMES: Record<Language, Record<string, string>> = {
  ro: {
    blog: "Blog",
    handle: "Adresă",
    authorName: "Autor",
    tags: "Etichete",
    status: "Stare",
    publishedAt: "Data publicării",
    title: "Titlu",
    excerpt: "Rezumat",
    contentHtml: "Conținut",
    imageAltText: "Textul alternativ al imaginii",
  },
  en: {
    blog: "Blog",
    handle: "Address",
    authorName: "Author",
    tags: "Tags",
    status: "Status",
    publishedAt: "Publication date",
    title: "Title",
    excerpt: "Summary",
    contentHtml: "Content",
    imageAltText: "Image alt text",
  },
};

export const ARTICLE_LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  ro: { ro: "română", en: "engleză" },
  en: { ro: "Romanian", en: "English" },
};

export const ADMIN_ARTICLE_MESSAGES: Record<
  Language,
  {
    notFound: string;
    unknownBlog: string;
    handleTaken: string;
    editedMeanwhile: string;
    required: (field: string) => string;
    tooLong: (field: string) => string;
    handle: string;
    tags: string;
    date: string;
    invalid: (field: string) => string;
  }
> = {
  ro: {
    notFound: "Articolul nu există.",
    unknownBlog: "Blogul ales nu există.",
    handleTaken: "Un alt articol al acestui blog are deja adresa asta. Alege alta.",
    editedMeanwhile: "Altcineva a salvat articolul între timp. Reîncarcă pagina ca să vezi ce s-a schimbat, apoi salvează din nou.",
    required: ADMIN_FIELD_SENTENCES.ro.required,
    tooLong: ADMIN_FIELD_SENTENCES.ro.tooLong,
    handle: "Adresa poate avea doar litere mici fără diacritice, cifre și cratime (de exemplu obiceiuri-de-iarna).",
    tags: `Cel mult ${ARTICLE_MAX_TAGS} etichete, separate prin virgulă, fiecare de cel mult 40 de caractere.`,
    date: "Alege o dată și o oră valide.",
    invalid: ADMIN_FIELD_SENTENCES.ro.invalid,
  },
  en: {
    notFound: "No such article.",
    unknownBlog: "The chosen blog does not exist.",
    handleTaken: "Another article of this blog already has this address. Choose another.",
    editedMeanwhile: "Someone else saved the article meanwhile. Reload the page to see what changed, then save again.",
    required: ADMIN_FIELD_SENTENCES.en.required,
    tooLong: ADMIN_FIELD_SENTENCES.en.tooLong,
    handle: "The address can only have lower-case letters without accents, digits and hyphens (for example winter-habits).",
    tags: `At most ${ARTICLE_MAX_TAGS} tags, separated by commas, each at most 40 characters.`,
    date: "Choose a valid date and time.",
    invalid: ADMIN_FIELD_SENTENCES.en.invalid,
  },
};
