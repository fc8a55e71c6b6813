// The blog feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { BlogSearchForm } from './blog-search-form.tsx';
export { BlogUnavailable } from './blog-unavailable.tsx';
export { POST_IMAGE } from './blog-view.ts';
export { default as blogStyles } from './blog.module.css';
export { newsletterFragment, newsletterOutcome, validateNewsletter, type NewsletterResult } from './newsletter-validation.ts';
export { PostArticle } from './post-article.tsx';
export { PostCard } from './post-card.tsx';
export { MAX_SEARCH_RESULTS, REVEAL_STEP } from './post-paging.ts';
export { parseSearchQuery } from './search-query.ts';
export { TagNav } from './tag-nav.tsx';
