// The feeds feature's public entry (CMS feed pages: contact, restricted, self-assessment, bonus policy…): all that shell/ and routes/ may import of it (eslint.config.js).
export { FeedArticle } from './feed-article.tsx';
