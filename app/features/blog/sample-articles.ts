/**
 * The spec's blog fallbacks (§8): when the article list cannot be loaded, the 'Wellness Blog' with
 * three sample articles; when one article cannot be loaded, the sample with its handle, else a
 * generic placeholder. The samples share their handles with the store's wellness articles, so a
 * link from the fallback list leads to the real article as soon as the store answers again. Their
 * pictures come from the image route, which reads files and keeps working without the database.
 */
import type { Language } from "#domain/locale";
import { seedImageSizes } from "#app/lib/seed-images.ts";
import type { ResponsiveImage } from "#app/lib/storefront-fragments.ts";
import type { ArticleDetailData, BlogLink } from "./blog-queries.ts";

const FALLBACK_BLOG_HANDLE = "wellness";

const FALLBACK_BLOG_TITLE: Record<Language, string> = { ro: "Blog Wellness", en: "Wellness Blog" };

const SAMPLE_AUTHOR = "Mihai Dobre";

interface SampleCopy {
  handle: string;
  file: string;
  publishedAt: string;
  tags: string[];
  text: Record<Language, { title: string; excerpt: string; alt: string; html: string }>;
}

const SAMPLES: readonly SampleCopy[] = [
  {
    handle: "immune-support-through-the-seasons",
    file: "blog-immunity.svg",
    publishedAt: "2026-01-20T08:00:00Z",
    tags: ["immunity", "seasonal"],
    text: {
      ro: {
        title: "Imunitatea de-a lungul anotimpurilor",
        excerpt: "Somnul, alimentația și mișcarea: obiceiuri simple pentru sezonul rece.",
        alt: "Ilustrație: un soare și un fulg de zăpadă deasupra unor citrice",
        html: `<p>Sistemul imunitar se sprijină pe obiceiuri repetate zi de zi.</p><h2 id="sleep">Somnul</h2><p>Adulții au nevoie de șapte până la nouă ore de somn.</p><h2 id="food-and-vitamins">Alimentația</h2><p>O farfurie colorată aduce vitaminele și mineralele de care ai nevoie.</p>`,
      },
      en: {
        title: "Immunity through the seasons",
        excerpt: "Sleep, food and movement: simple habits for the cold season.",
        alt: "Illustration: a sun and a snowflake above citrus fruit",
        html: `<p>The immune system rests on habits repeated day after day.</p><h2 id="sleep">Sleep</h2><p>Adults need seven to nine hours of sleep.</p><h2 id="food-and-vitamins">Food</h2><p>A colourful plate brings the vitamins and minerals you need.</p>`,
      },
    },
  },
  {
    handle: "cold-sores-triggers-and-care",
    file: "blog-cold-sores.svg",
    publishedAt: "2026-05-12T08:00:00Z",
    tags: ["cold-sores"],
    text: {
      ro: {
        title: "Herpesul labial: declanșatori și îngrijire",
        excerpt: "Soarele, oboseala sau o răceală pot trezi virusul. Cum ai grijă de buze.",
        alt: "Ilustrație: un balsam de buze și o frunză de melisă",
        html: `<p>Herpesul labial este produs de un virus pe care îl poartă majoritatea adulților.</p><h2 id="common-triggers">Declanșatori frecvenți</h2><p>Soarele puternic, oboseala și răcelile.</p><h2 id="caring-for-your-lips">Îngrijirea buzelor</h2><p>Un balsam cu protecție solară ajută.</p>`,
      },
      en: {
        title: "Cold sores: triggers and care",
        excerpt: "Sun, tiredness or a cold can wake the virus up. How to care for your lips.",
        alt: "Illustration: a lip balm and a lemon balm leaf",
        html: `<p>Cold sores are caused by a virus that most adults carry.</p><h2 id="common-triggers">Common triggers</h2><p>Strong sun, tiredness and colds.</p><h2 id="caring-for-your-lips">Caring for your lips</h2><p>A lip balm with sun protection helps.</p>`,
      },
    },
  },
  {
    handle: "eating-for-hormonal-balance",
    file: "blog-nutrition.svg",
    publishedAt: "2026-08-26T08:00:00Z",
    tags: ["nutrition", "hormones"],
    text: {
      ro: {
        title: "Alimentația și echilibrul hormonal",
        excerpt: "Fibre, grăsimi bune și mese regulate, fără diete extreme.",
        alt: "Ilustrație: un bol cu legume verzi, semințe și fructe de pădure",
        html: `<p>Hormonii răspund la ceea ce mâncăm, pe termen lung.</p><h2 id="fibre-first">Fibrele, pe primul loc</h2><p>Legumele și cerealele integrale țin glicemia stabilă.</p><h2 id="rhythm">Ritmul meselor</h2><p>Mesele la ore regulate ajută.</p>`,
      },
      en: {
        title: "Food and hormonal balance",
        excerpt: "Fibre, good fats and regular meals, without extreme diets.",
        alt: "Illustration: a bowl of green vegetables, seeds and berries",
        html: `<p>Hormones respond to what we eat, in the long run.</p><h2 id="fibre-first">Fibre first</h2><p>Vegetables and whole grains keep blood sugar steady.</p><h2 id="rhythm">The rhythm of meals</h2><p>Meals at regular times help.</p>`,
      },
    },
  },
];

const PLACEHOLDER: Record<Language, { title: string; excerpt: string; html: string }> = {
  ro: {
    title: "Articolul nu poate fi afișat acum",
    excerpt: "Nu am putut încărca acest articol. Te rugăm să încerci din nou peste câteva momente.",
    html: "<p>Nu am putut încărca acest articol. Te rugăm să încerci din nou peste câteva momente sau să citești celelalte articole de pe blog.</p>",
  },
  en: {
    title: "This article cannot be shown right now",
    excerpt: "We could not load this article. Please try again in a few moments.",
    html: "<p>We could not load this article. Please try again in a few moments, or read the other articles on the blog.</p>",
  },
};

function sampleImage(file: string, alt: string, language: Language): ResponsiveImage {
  return { id: `sample-image-${file}`, altText: alt, width: 1200, height: 675, ...seedImageSizes(file, language) };
}

export function fallbackBlog(language: Language): BlogLink {
  return { handle: FALLBACK_BLOG_HANDLE, title: FALLBACK_BLOG_TITLE[language] };
}

function sampleArticle(sample: SampleCopy, language: Language): ArticleDetailData {
  const text = sample.text[language];
  return {
    id: `sample-article-${sample.handle}`,
    handle: sample.handle,
    title: text.title,
    excerpt: text.excerpt,
    publishedAt: sample.publishedAt,
    tags: sample.tags,
    authorV2: { name: SAMPLE_AUTHOR },
    blog: fallbackBlog(language),
    image: sampleImage(sample.file, text.alt, language),
    contentHtml: text.html,
    seo: { title: text.title, description: text.excerpt },
    tableOfContents: null,
  };
}

/** The 'Wellness Blog' fallback's three articles. */
export function sampleArticles(language: Language): ArticleDetailData[] {
  return SAMPLES.map((sample) => sampleArticle(sample, language));
}

/** The sample article with this handle, or the generic placeholder in the requested blog. */
export function fallbackArticle(blogHandle: string, articleHandle: string, language: Language): ArticleDetailData {
  const sample = SAMPLES.find((candidate) => candidate.handle === articleHandle);
  if (sample) return sampleArticle(sample, language);
  const text = PLACEHOLDER[language];
  return {
    id: `placeholder-article-${articleHandle}`,
    handle: articleHandle,
    title: text.title,
    excerpt: text.excerpt,
    publishedAt: "",
    tags: [],
    authorV2: null,
    blog: { handle: blogHandle, title: FALLBACK_BLOG_TITLE[language] },
    image: null,
    contentHtml: text.html,
    seo: { title: text.title, description: text.excerpt },
    tableOfContents: null,
  };
}
