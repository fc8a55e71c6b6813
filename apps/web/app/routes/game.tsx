import { hrefDynamic } from '@mc/sites/href';
import { siteOrigin } from '@mc/sites/resolve-site';
import { videoGame, seoMeta } from '../features/seo/index.ts';
import { data as response, redirect } from 'react-router';
import { useTranslations } from 'use-intl';
import { GameParameterList, gamePageStyles as styles, TILE_IMAGE } from '../features/games/index.ts';
import { loadGameDetail, toTile } from '../features/games/index.server.ts';
import { LocationBanners } from '../features/banner/index.ts';
import { loadLocationBanners } from '../features/banner/index.server.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { calendarDay, formatCalendarDate } from '../lib/i18n/calendar-date.ts';
import { cultureFormatter } from '../lib/i18n/culture-formatter.server.ts';
import { fillNumberPlaceholders } from '../lib/placeholders.ts';
import { DOM_HOOKS, domHook } from '../lib/dom-hooks.ts';
import { platformGameUrl } from '../lib/platform-url.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { Route } from './+types/game';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'game');
  const { data, api } = loaded;
  const slug = data.page.params.gameSlug ?? '';
  const [{ status, game: detail }, banners] = await Promise.all([loadGameDetail(api, slug), loadLocationBanners(api, 'game-banners', { exceptGame: slug })]);
  if (status === 'not-found' || (status === 'fresh' && !detail)) throw response({ pageCode: '404' }, { status: 404 });
  // A game lives under one category path; any other path to it moves there.
  if (detail && detail.routeKey !== data.page.routeKey) {
    throw redirect(hrefDynamic({ route: detail.routeKey, culture: api.culture, params: { gameSlug: detail.slug } }), 301);
  }
  const format = cultureFormatter(api.culture);
  // The description's numbers ("RTP [rtp] %") are the game's parameters, written as the culture writes numbers.
  const game = detail ? { ...detail, description: fillNumberPlaceholders(detail.description, detail.parameters, (value) => format.number(value)) } : null;
  const tile = game ? toTile(api, game) : null;
  const play = platformGameUrl(api.site.platformUrl, slug);
  const demo = platformGameUrl(api.site.platformUrl, slug, 'demo');
  const page = game
    ? { ...data.page, crumbs: data.page.crumbs.map((crumb, i, all) => (i === all.length - 1 ? { ...crumb, param: game.name } : crumb)) }
    : data.page;
  const seo = game
    ? loaded.seo({
        name: game.name,
        description: game.description,
        image: tile?.thumbnail ? { url: tile.thumbnail, ...TILE_IMAGE } : null,
        about: [
          videoGame({
            name: game.name,
            url: hrefDynamic({ route: game.routeKey, culture: api.culture, params: { gameSlug: game.slug }, origin: siteOrigin(api.site) }),
            image: tile?.thumbnail ?? null,
            description: game.description,
            provider: game.provider.name,
            rating: game.badges.rating,
          }),
        ],
      })
    : data.seo;
  // A release date is a day in the calendar, the same in every culture (not an instant in its time zone).
  const releasedText = formatCalendarDate(format, game?.releasedOn);
  const releasedDay = calendarDay(game?.releasedOn);
  const releasedOn = releasedText && releasedDay ? { text: releasedText, day: releasedDay } : null;
  return { ...data, page, seo, title: seo.title, game, releasedOn, image: tile?.thumbnail ?? null, play, demo, banners };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A game: cover, provider, play call to action, every parameter it has, description, the regulatory disclaimer and the game-page banners. */
export default function GamePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { page, game, releasedOn, image, play, demo, banners } = loaderData;
  const { culture } = useRootData();
  return (
    <article>
      <PageHeader page={page} />
      {game ? (
        <div className={styles.layout}>
          {image && <img className={styles.cover} src={image} alt={game.name} width={TILE_IMAGE.width} height={TILE_IMAGE.height} />}
          <div>
            <p className={styles.provider}>
              {t('gameTiles.by', { provider: game.provider.name })}
              {releasedOn && (
                <>
                  {' · '}
                  <time dateTime={releasedOn.day}>{t('gameTiles.released', { date: releasedOn.text })}</time>
                </>
              )}
            </p>
            <div className={styles.actions}>
              {/* A click goes through the player (features/player): real money, and demo where the market asks, need a login first. */}
              <a className="button button-primary" href={play} aria-label={t('gameTiles.playFor', { name: game.name })} {...domHook(DOM_HOOKS.play, 'real')}>
                {t('cta.play')}
              </a>
              {game.parameters.demoMode && (
                <a className="button button-secondary" href={demo} {...domHook(DOM_HOOKS.play, 'demo')}>
                  {t('cta.playDemo')}
                </a>
              )}
            </div>
            <h2>{t('gameTiles.details')}</h2>
            <GameParameterList parameters={game.parameters} currency={game.currency} />
            <h2>{t('gameTiles.about')}</h2>
            <p>{game.description}</p>
          </div>
        </div>
      ) : (
        <p role="status">{t('gameTiles.unavailable')}</p>
      )}
      <p className={styles.disclaimer}>{t('gameTiles.disclaimer')}</p>
      <LocationBanners list={banners} culture={culture} />
    </article>
  );
}
