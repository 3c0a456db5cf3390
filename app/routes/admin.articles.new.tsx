import { adminPageMeta, StaffOnly, staffOnly } from "#app/features/admin/admin-route.tsx";
import { ArticleEditor } from "#app/features/admin/articles/ArticleEditor.tsx";
import type { Route } from "./+types/admin.articles.new";

export const meta = adminPageMeta("articles.editor.newTitle");

export async function loader({ context }: Route.LoaderArgs) {
  const editor = await context.admin.article(null);
  return staffOnly(editor && { blogs: editor.blogs });
}

export default function AdminNewArticle({ loaderData }: Route.ComponentProps) {
  return (
    <StaffOnly view={loaderData}>
      {({ blogs }, { csrfToken }) => <ArticleEditor article={null} blogs={blogs} csrfToken={csrfToken} />}
    </StaffOnly>
  );
}
