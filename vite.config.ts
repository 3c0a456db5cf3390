import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Keep server-only modules out of the client graph: a leak fails the build instead of shipping.
    assetsInlineLimit: 0,
  },
});
