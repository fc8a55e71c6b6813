import type { EndpointCase } from './cases.ts';
import type { seedIds } from './cases.ts';
import { PREVIEW } from './platform.ts';

type Ids = ReturnType<typeof seedIds>;
const S = '/sites/{site}/v1';

/** Every site API operation: valid (mostly MCUK en-GB, MCES es for es-only data), malformed, missing. */
export function siteCases(ids: Ids): EndpointCase[] {
  const uk = '/sites/mcuk/v1';
  const es = '/sites/mces/v1';
  return [
    {
      operation: `GET ${S}/games`,
      ok: { url: `${uk}/games?culture=en-GB&category=megaways&page=1&pageSize=10` },
      bad: { url: `${uk}/games?culture=en-GB&pageSize=0` },
      missing: { url: `${uk}/games?culture=sv` },
    },
    {
      operation: `GET ${S}/games/by-groups`,
      ok: { url: `${es}/games/by-groups?culture=es&groups=most_played&groups=crash_games&limit=20` },
      bad: { url: `${uk}/games/by-groups?culture=en-GB&groups=Bad%20Group` },
      missing: { url: `${uk}/games/by-groups?culture=en-GB&groups=no_such_group` },
    },
    {
      operation: `GET ${S}/games/for-groups`,
      ok: { url: `${uk}/games/for-groups?culture=en-GB` },
      bad: { url: `${uk}/games/for-groups` },
      missing: { url: `${uk}/games/for-groups?culture=xx` },
    },
    {
      operation: `GET ${S}/games/info/{slug}`,
      ok: { url: `${uk}/games/info/${ids.ukGame}?culture=en-GB` },
      bad: { url: `${uk}/games/info/Not_A_Slug?culture=en-GB` },
      missing: { url: `${uk}/games/info/${ids.esCrashGame}?culture=en-GB` },
    },
    {
      operation: `GET ${S}/games/extended`,
      ok: { url: `${uk}/games/extended?culture=en-GB` },
      bad: { url: `${uk}/games/extended?culture=en_GB` },
      missing: { url: '/sites/nope/v1/games/extended?culture=en-GB' },
    },
    {
      operation: `GET ${S}/games/specs`,
      ok: { url: `/sites/mcde/v1/games/specs?culture=de-DE` },
      bad: { url: `${uk}/games/specs?culture=english` },
      missing: { url: `/sites/mcde/v1/games/specs?culture=da` },
    },
    {
      operation: `GET ${S}/games/content/{slug}`,
      ok: { url: `${uk}/games/content/${ids.ukGame}?culture=en-GB` },
      bad: { url: `${uk}/games/content/x--y?culture=en-GB` },
      missing: { url: `${uk}/games/content/no-such-game?culture=en-GB` },
    },
    {
      operation: `GET ${S}/games/preview/{id}`,
      ok: { url: `${uk}/games/preview/${ids.draftGameId}`, headers: PREVIEW },
      bad: { url: `${uk}/games/preview/abc`, headers: PREVIEW },
      missing: { url: `${uk}/games/preview/${ids.draftGameId}` },
    },
    {
      operation: `GET ${S}/feeds/simple`,
      ok: { url: `${es}/feeds/simple?culture=es&feedCode=selfAssessment` },
      bad: { url: `${es}/feeds/simple?culture=es&feedCode=` },
      missing: { url: `${es}/feeds/simple?culture=es&feedCode=authorizedGaming` },
    },
    {
      operation: `GET ${S}/feeds/content`,
      ok: { url: `${uk}/feeds/content?culture=en-GB&code=london-roulette` },
      bad: { url: `${uk}/feeds/content?culture=en-GB&code=%3Cscript%3E` },
      missing: { url: `${uk}/feeds/content?culture=en-GB&code=unknown-page` },
    },
    {
      operation: `GET ${S}/feeds/jackpots`,
      ok: { url: `/sites/mcdk/v1/feeds/jackpots?culture=da` },
      bad: { url: `/sites/mcdk/v1/feeds/jackpots` },
      missing: { url: `/sites/mcdk/v1/feeds/jackpots?culture=sv` },
    },
    {
      operation: `GET ${S}/feeds/leaderboards/{id}`,
      ok: { url: `${uk}/feeds/leaderboards/slots-race?limit=100` },
      bad: { url: `${uk}/feeds/leaderboards/slots-race?limit=0` },
      missing: { url: `${uk}/feeds/leaderboards/no-such-board?limit=100` },
    },
    {
      operation: `GET ${S}/feeds/winners`,
      ok: { url: `${uk}/feeds/winners?culture=en-GB` },
      bad: { url: `${uk}/feeds/winners?culture=` },
      missing: { url: `${uk}/feeds/winners?culture=es` },
    },
    {
      operation: `GET ${S}/feeds/faq`,
      ok: { url: `/sites/mcse/v1/feeds/faq?culture=sv` },
      bad: { url: `/sites/mcse/v1/feeds/faq?culture=1` },
      missing: { url: `/sites/mcse/v1/feeds/faq?culture=en` },
    },
    {
      operation: `GET ${S}/feeds/payment-options`,
      ok: { url: `/sites/mcse/v1/feeds/payment-options?culture=sv` },
      bad: { url: `/sites/mcse/v1/feeds/payment-options` },
      missing: { url: `/sites/mcse/v1/feeds/payment-options?culture=da` },
    },
    {
      operation: `GET ${S}/feeds/payment-options/{slug}`,
      ok: { url: `/sites/mcse/v1/feeds/payment-options/swish?culture=sv` },
      bad: { url: `/sites/mcse/v1/feeds/payment-options/SWISH?culture=sv` },
      missing: { url: `${uk}/feeds/payment-options/prepaid?culture=en-GB` },
    },
    {
      operation: `GET ${S}/cms/promotions`,
      ok: { url: `${es}/cms/promotions?culture=es` },
      bad: { url: `${es}/cms/promotions` },
      missing: { url: `${es}/cms/promotions?culture=en-GB` },
    },
    {
      operation: `GET ${S}/cms/promotions/{slug}`,
      ok: { url: `${es}/cms/promotions/sorteo-viaje-final-champions?culture=es` },
      bad: { url: `${es}/cms/promotions/%20?culture=es` },
      missing: { url: `${uk}/cms/promotions/grand-launch?culture=en-GB` },
    },
    {
      operation: `GET ${S}/cms/promotions-home`,
      ok: { url: `${uk}/cms/promotions-home?culture=en-GB` },
      bad: { url: `${uk}/cms/promotions-home?culture=GB` },
      missing: { url: `${uk}/cms/promotions-home?culture=fr-CA` },
    },
    {
      operation: `GET ${S}/cms/promotions/preview/{id}`,
      ok: { url: `${uk}/cms/promotions/preview/${ids.ukPromotionId}`, headers: PREVIEW },
      bad: { url: `${uk}/cms/promotions/preview/0`, headers: PREVIEW },
      missing: { url: `${uk}/cms/promotions/preview/999999`, headers: PREVIEW },
    },
    {
      operation: `GET ${S}/cms/promotions-home/preview/{id}`,
      ok: { url: `${uk}/cms/promotions-home/preview/${ids.ukPromotionId}`, headers: PREVIEW },
      bad: { url: `${uk}/cms/promotions-home/preview/x`, headers: PREVIEW },
      missing: { url: `${uk}/cms/promotions-home/preview/${ids.ukPromotionId}` },
    },
    {
      operation: `GET ${S}/cms/features`,
      ok: { url: `${uk}/cms/features?culture=en-GB` },
      bad: { url: `${uk}/cms/features` },
      missing: { url: `${uk}/cms/features?culture=da` },
    },
    {
      operation: `GET ${S}/cms/features-home`,
      ok: { url: `/sites/mc/v1/cms/features-home?culture=fr-CA` },
      bad: { url: `/sites/mc/v1/cms/features-home?culture=fr_CA` },
      missing: { url: `/sites/mc/v1/cms/features-home?culture=en-GB` },
    },
    {
      operation: `GET ${S}/cms/features/preview/{id}`,
      ok: { url: `${uk}/cms/features/preview/${ids.ukFeatureId}`, headers: PREVIEW },
      bad: { url: `${uk}/cms/features/preview/-1`, headers: PREVIEW },
      missing: { url: `${uk}/cms/features/preview/1`, headers: PREVIEW },
    },
    {
      operation: `GET ${S}/cms/features-home/preview/{id}`,
      ok: { url: `${uk}/cms/features-home/preview/${ids.ukFeatureId}`, headers: PREVIEW },
      bad: { url: `${uk}/cms/features-home/preview/1.5`, headers: PREVIEW },
      missing: { url: `${uk}/cms/features-home/preview/${ids.ukFeatureId}` },
    },
    {
      operation: `GET ${S}/cms/pages/{code}`,
      ok: { url: `${uk}/cms/pages/cookie-policy?culture=en-GB` },
      bad: { url: `${uk}/cms/pages/-bad?culture=en-GB` },
      missing: { url: `${uk}/cms/pages/no-such-page?culture=en-GB` },
    },
    {
      operation: `GET ${S}/cms/terms/{code}`,
      ok: { url: `${es}/cms/terms/welcome-bonus?culture=es` },
      bad: { url: `${es}/cms/terms/welcome-bonus?culture=ES` },
      missing: { url: `${es}/cms/terms/nothing?culture=es` },
    },
    {
      operation: `GET ${S}/banners/config/{routeKey}`,
      ok: { url: `${es}/banners/config/home?culture=es` },
      bad: { url: `${es}/banners/config/9home?culture=es` },
      missing: { url: `${es}/banners/config/responsible?culture=es` },
    },
    {
      operation: `GET ${S}/banners/media`,
      ok: { url: `${uk}/banners/media?device=desktop&culture=en-GB&sectionCode=home-welcome&layer=bg&ver=1` },
      bad: { url: `${uk}/banners/media?device=tv&sectionCode=home-welcome&layer=bg` },
      missing: { url: `${uk}/banners/media?device=mobile&sectionCode=no-such-section&layer=fg` },
    },
    {
      operation: `GET ${S}/banners/bt-texts/{code}`,
      ok: { url: `${uk}/banners/bt-texts/halloween-bonus?culture=en-GB&r=1` },
      bad: { url: `${uk}/banners/bt-texts/a%20b?culture=en-GB` },
      missing: { url: `${uk}/banners/bt-texts/halloween-bonus?culture=de-DE` },
    },
    {
      operation: `GET ${S}/banners/locations/{location}`,
      ok: { url: `${uk}/banners/locations/home-page?culture=en-GB` },
      bad: { url: `${uk}/banners/locations/Home_Page?culture=en-GB` },
      missing: { url: `${uk}/banners/locations/sidebar?culture=en-GB` },
    },
    {
      operation: `GET ${S}/blog/home`,
      ok: { url: `${uk}/blog/home?culture=en-GB` },
      bad: { url: `${uk}/blog/home` },
      missing: { url: `/sites/mc/v1/blog/home?culture=en` },
    },
    {
      operation: `GET ${S}/blog/main-home`,
      ok: { url: `${es}/blog/main-home?culture=es` },
      bad: { url: `${es}/blog/main-home?culture=e` },
      missing: { url: `/sites/mcdk/v1/blog/main-home?culture=da` },
    },
    {
      operation: `GET ${S}/blog/more`,
      ok: { url: `${uk}/blog/more?culture=en-GB&page=2` },
      bad: { url: `${uk}/blog/more?culture=en-GB&page=zero` },
      missing: { url: `/sites/mcse/v1/blog/more?culture=sv&page=2` },
    },
    {
      operation: `GET ${S}/blog/tags`,
      ok: { url: `${es}/blog/tags?culture=es` },
      bad: { url: `${es}/blog/tags` },
      missing: { url: `/sites/mcde/v1/blog/tags?culture=de-DE` },
    },
    {
      operation: `GET ${S}/blog/posts/latest`,
      ok: { url: `${uk}/blog/posts/latest?culture=en-GB&limit=3` },
      bad: { url: `${uk}/blog/posts/latest?culture=en-GB&limit=500` },
      missing: { url: `${uk}/blog/posts/latest?culture=es&limit=3` },
    },
    {
      operation: `GET ${S}/blog/posts`,
      ok: { url: `${uk}/blog/posts?culture=en-GB&tag=live-tables&q=roulette&page=1` },
      bad: { url: `${uk}/blog/posts?culture=en-GB&tag=Live%20Casino` },
      missing: { url: `${uk}/blog/posts?culture=en-GB&tag=no-such-tag` },
    },
    {
      operation: `GET ${S}/blog/content/{postSlug}`,
      ok: { url: `${uk}/blog/content/what-is-rtp?culture=en-GB` },
      bad: { url: `${uk}/blog/content/What_Is?culture=en-GB` },
      missing: { url: `${uk}/blog/content/draft-summer-plans?culture=en-GB` },
    },
    {
      operation: `GET ${S}/blog/related/{postSlug}`,
      ok: { url: `${es}/blog/related/que-es-el-rtp?culture=es` },
      bad: { url: `${es}/blog/related/-x?culture=es` },
      missing: { url: `${es}/blog/related/what-is-rtp?culture=es` },
    },
    {
      operation: `GET ${S}/blog/preview/{id}`,
      ok: { url: `${uk}/blog/preview/${ids.ukDraftPostId}`, headers: PREVIEW },
      bad: { url: `${uk}/blog/preview/NaN`, headers: PREVIEW },
      missing: { url: `${uk}/blog/preview/${ids.ukDraftPostId}`, headers: { 'x-preview-token': 'wrong' } },
    },
    {
      operation: `GET ${S}/blog/embed/{id}`,
      ok: { url: `${uk}/blog/embed/${ids.ukEmbedId}?culture=en-GB` },
      bad: { url: `${uk}/blog/embed/0?culture=en-GB` },
      missing: { url: `${es}/blog/embed/${ids.ukEmbedId}?culture=es` },
    },
    {
      operation: `GET ${S}/voucher`,
      ok: { url: `${uk}/voucher?brand_local_code=MCUK&voucher=WELCOME10&username=alice` },
      bad: { url: `${uk}/voucher?brand_local_code=MCUK&voucher=WELCOME10` },
      missing: { url: `${uk}/voucher?brand_local_code=MCES&voucher=WELCOME10&username=alice` },
    },
    {
      operation: `POST ${S}/newsletter`,
      ok: { url: `${uk}/newsletter`, method: 'POST', payload: { email: 'reader@example.com', name: 'Reader', culture: 'en-GB' }, status: 201 },
      bad: { url: `${uk}/newsletter`, method: 'POST', payload: { email: 'not-an-email', name: 'Reader', culture: 'en-GB' } },
      missing: { url: `${uk}/newsletter`, method: 'POST', payload: { email: 'reader@example.com', name: 'Reader', culture: 'es' } },
    },
  ];
}
