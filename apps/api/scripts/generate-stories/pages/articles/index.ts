import type { DemoArticle, DemoCatalogue } from '@cairn/demo-data';
import {
  accordion,
  doc,
  featuredArticles,
  promos,
  singleHero,
  testimonials,
} from '../../blocks.ts';
import { LAUNCH, on } from '../../calendar.ts';
import { sceneImage, scenePath } from '../../images.ts';
import { type StoryFileJson, seo, storyFile, storyUuid } from '../../story-file.ts';
import { contentPage } from '../page-shell.ts';
import { ARTICLES, type ArticleCopy } from './article-copy.ts';

const COPY = new Map(ARTICLES.map((copy) => [copy.slug, copy]));

/** `articles`, `articles/{slug}` for every demo article, and one article still in draft. */
export function articleStories(catalogue: DemoCatalogue): StoryFileJson[] {
  const missing = catalogue.articles.filter((article) => !COPY.has(article.slug));
  if (missing.length > 0) {
    throw new Error(`No copy written for articles: ${missing.map((a) => a.slug).join(', ')}`);
  }
  return [
    articlesIndex(),
    ...catalogue.articles.map((article, index) =>
      articleStory(catalogue, article, COPY.get(article.slug) as ArticleCopy, index),
    ),
    unpublishedArticle(),
  ];
}

function articleStory(
  catalogue: DemoCatalogue,
  article: DemoArticle,
  copy: ArticleCopy,
  index: number,
): StoryFileJson {
  const slug = `articles/${article.slug}`;
  // The demo articles are newest first: "more articles" are the next three, wrapping round.
  const others = [...catalogue.articles.slice(index + 1), ...catalogue.articles.slice(0, index)];
  const image = sceneImage(copy.scene, copy.alt);
  return storyFile({
    slug,
    name: article.title,
    firstPublishedAt: article.publishedAt,
    publishedAt: article.publishedAt,
    sortByDate: article.publishedAt.slice(0, 10),
    tags: copy.tags,
    content: {
      component: 'article',
      title: article.title,
      excerpt: article.excerpt,
      author: copy.author,
      date: article.publishedAt,
      intro: doc(article.excerpt),
      image,
      seo: seo({
        title: `${article.title} | Cairn`,
        description: article.excerpt,
        image: scenePath(copy.scene),
      }),
      body: [
        singleHero({
          heading: article.title,
          subheading: copy.notice ?? article.excerpt,
          image,
        }),
        ...copy.body(catalogue),
        featuredArticles(
          'More articles',
          { uuids: others.slice(0, 3).map((other) => storyUuid(`articles/${other.slug}`)) },
          3,
        ),
      ],
    },
  });
}

function articlesIndex(): StoryFileJson {
  return contentPage({
    slug: 'articles',
    name: 'Articles',
    title: 'Articles and news',
    description:
      'Stories, tips and news from Cairn staff and ambassadors: winter conditions, first Munros, trail running, wild camping and competitions.',
    image: scenePath('mountains-dawn'),
    firstPublishedAt: LAUNCH,
    publishedAt: on('2026-02-05'),
    body: [
      singleHero({
        heading: 'Articles',
        subheading: 'Stories and advice from our stores, workshops and ambassadors.',
        image: sceneImage('mountains-dawn', 'Morning light over a line of hills'),
      }),
      featuredArticles('Latest articles', { folder: 'articles/' }, 12),
      featuredArticles(
        "Editor's picks",
        {
          uuids: ['first-munro-tips', 'layering-explained', 'cairngorm-winter-conditions'].map(
            (slug) => storyUuid(`articles/${slug}`),
          ),
        },
        3,
      ),
      promos('Looking for advice?', [
        {
          heading: 'Buying guides',
          text: 'How to choose skis, boots, tents and more.',
          href: '/guides',
          image: sceneImage('summit-cairn', 'A summit cairn on a clear day'),
        },
        {
          heading: "What's on",
          text: 'Talks, clinics and meet-ups in our stores.',
          href: '/about-us/whats-on',
          image: sceneImage('store-interior', 'An evening talk in a Cairn store'),
        },
      ]),
    ],
  });
}

/** An article an editor is still writing: never published, visible only in preview. */
function unpublishedArticle(): StoryFileJson {
  const title = 'First Look: Our Spring 2027 Kit';
  const excerpt = 'A preview of the lighter shells and trail shoes arriving in stores in March.';
  return storyFile({
    slug: 'articles/spring-2027-first-look',
    name: title,
    published: false,
    sortByDate: '2026-11-20',
    tags: ['draft', 'new-in'],
    content: {
      component: 'article',
      title,
      excerpt,
      author: 'Priya Shah, product team',
      date: on('2026-11-20'),
      intro: doc(excerpt),
      image: sceneImage('coastal-path', 'A coastal path in spring sunshine'),
      seo: seo({
        title: `${title} | Cairn`,
        description: excerpt,
        image: scenePath('coastal-path'),
      }),
      body: [
        singleHero({
          heading: title,
          subheading: excerpt,
          image: sceneImage('coastal-path', 'A coastal path in spring sunshine'),
        }),
        accordion('Coming in March', [
          [
            'Lighter shells',
            'Draft: three new PFC-free shells under 300g. Names and prices to follow once confirmed with the brands.',
          ],
        ]),
        testimonials('What our testers said', [
          {
            quote: 'Draft: quote to come from the Capel Curig test day.',
            author: 'Dafydd Hughes',
            detail: 'Ambassador',
          },
        ]),
      ],
    },
  });
}
