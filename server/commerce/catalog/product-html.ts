/**
 * A product's HTML description made safe to serve (issue 17 item 1): stored as the owner wrote it in the product
 * editor, sanitised whenever it leaves the server (the Storefront API's `descriptionHtml`), as articles are
 * (decision 0016). Only text markup and links survive: no script, no event handler, no style, no form, no frame,
 * no `javascript:` or `data:` URL.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "small", "sup", "sub", "a", "blockquote"],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "iframe", "object", "svg", "math"],
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, { href, title }) => {
      const external = /^https?:\/\//i.test(href ?? "");
      return {
        tagName,
        attribs: {
          ...(href === undefined ? {} : { href }),
          ...(title === undefined ? {} : { title }),
          ...(external ? { rel: "noopener noreferrer nofollow", target: "_blank" } : {}),
        },
      };
    },
  },
};

export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
