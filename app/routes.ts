import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  // The spec serves the product page under three paths; /product alone shows ahcc.
  route("products/:handle", "routes/product.tsx", { id: "routes/products.$handle" }),
  route("product/:handle", "routes/product.tsx", { id: "routes/product.$handle" }),
  route("product", "routes/product.tsx", { id: "routes/product" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
