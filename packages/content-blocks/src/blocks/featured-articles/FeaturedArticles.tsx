import { BlockImage } from '../../assets/BlockImage.tsx';
import { useBlockData } from '../../data/block-data.tsx';
import { BlockLink } from '../../links/BlockLink.tsx';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, text } from '../block-heading.tsx';
import { formatDate } from '../format-date.ts';
import { type FeaturedArticlesBlock, featuredArticlesQuery } from './featured-articles-query.ts';

// The query lives apart so `blockDataNeeds` (in every route loader) does not import the cards.
export { type FeaturedArticlesBlock, featuredArticlesQuery } from './featured-articles-query.ts';

/**
 * `featured-articles`: article cards, either the stories chosen in `articles` (uuids, in that
 * order) or the newest in the `folder` (e.g. `guides/`). Data from `getArticles`.
 */
export function FeaturedArticles({ blok, mobile, index }: BlockProps<FeaturedArticlesBlock>) {
  const { getArticles } = useBlockData();
  const title = text(blok.title);
  const query = featuredArticlesQuery(blok);
  const articles = (getArticles?.(query) ?? []).slice(0, query.limit);
  if (articles.length === 0) return null;
  const Heading = index === 0 && !title ? 'h2' : 'h3';
  return (
    <div
      className={`cairn-block-featured-articles${mobile ? ' cairn-block-featured-articles--mobile' : ''}`}
    >
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <ul className="cairn-block-featured-articles__list">
        {articles.map((article) => {
          const date = article.publishedAt ? formatDate(article.publishedAt) : undefined;
          return (
            <li key={article.uuid} className="cairn-block-featured-articles__item">
              <article className="cairn-block-article-card">
                {article.image?.src && (
                  <BlockImage
                    image={{ filename: article.image.src, alt: article.image.alt ?? '' }}
                    className="cairn-block-article-card__image"
                    sizes="(min-width: 1024px) 33vw, 100vw"
                  />
                )}
                <Heading className="cairn-block-article-card__title">
                  <BlockLink link={article.href} className="cairn-block-article-card__link">
                    {article.title}
                  </BlockLink>
                </Heading>
                {date && article.publishedAt && (
                  <time
                    className="cairn-block-article-card__date"
                    dateTime={article.publishedAt.slice(0, 10)}
                  >
                    {date}
                  </time>
                )}
                {article.excerpt && (
                  <p className="cairn-block-article-card__excerpt">{article.excerpt}</p>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
