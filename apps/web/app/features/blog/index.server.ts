// The blog feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { loadBlogHome, loadPost, searchPosts, loadTagPosts, loadTags } from './blog-api.server.ts';
export { returnLocation, subscribeNewsletter } from './newsletter.server.ts';
