import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  // The spec serves the product page under three paths; /product alone shows ahcc.
  route("products/:handle", "routes/product.tsx", { id: "routes/products.$handle" }),
  route("product/:handle", "routes/product.tsx", { id: "routes/product.$handle" }),
  route("product", "routes/product.tsx", { id: "routes/product" }),
  route("our-story", "routes/our-story.tsx"),
  route("our-values", "routes/our-values.tsx"),
  route("our-researchers", "routes/our-researchers.tsx"),
  route("health-professionals", "routes/health-professionals.tsx"),
  route("faq", "routes/faq.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
