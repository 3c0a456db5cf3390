import type { ArticleCardData } from "./blog-queries.ts";

const RELATED_COUNT = 3;

interface CurrentArticle {
  handle: string;
  blog: { handle: string };
  tags: readonly string[];
}

/**
 * Articles that share the most tags with the current one, a shared blog breaking ties, then the
 * newest first (the order the candidates come in). Nothing in common, nothing suggested.
 */
export function relatedArticles(current: CurrentArticle, candidates: readonly ArticleCardData[], count = RELATED_COUNT): ArticleCardData[] {
  const tags = new Set(current.tags);
  return candidates
    .filter((candidate) => !(candidate.handle === current.handle && candidate.blog.handle === current.blog.handle))
    .map((candidate, order) => ({
      candidate,
      order,
      score: candidate.tags.filter((tag) => tags.has(tag)).length * 2 + (candidate.blog.handle === current.blog.handle ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
