import type { CultureCode } from '@mc/sites/culture-codes';
import type { Db } from '../../db/database.ts';
import { routeTableGroups } from '../../lib/game-groups.ts';
import { ALL_CULTURES, langOf } from '../../lib/markets.ts';
import { GROUP_TITLES } from '../copy/game-groups.ts';
import { gameTexts } from '../copy/game-descriptions.ts';
import { BINGO_TIMES, SPEC_KEYS, SPEC_LABELS } from '../copy/game-specs.ts';
import { THEME_KEYS, themeLabel } from '../copy/game-themes.ts';
import { isAvailable } from './availability.ts';
import { buildCatalogue } from './catalogue.ts';
import { groupMembers } from './groups.ts';
import { PROVIDERS } from './providers.ts';
import type { GameSeed } from './types.ts';

/** Games, their per-language texts, availability and group membership per culture. */
export function seedGames(db: Db): GameSeed[] {
  const games = buildCatalogue();
  const providerIds = new Map<string, number>();
  const provider = db.prepare('INSERT INTO providers (id, slug, name) VALUES (?, ?, ?)');
  PROVIDERS.forEach((entry, index) => {
    provider.run(index + 1, entry.slug, entry.name);
    providerIds.set(entry.slug, index + 1);
  });

  const game =
    db.prepare(`INSERT INTO games (id, slug, name, category, route_key, provider_id, published, released_on, popularity, plays, theme, params, badges)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const text = db.prepare('INSERT INTO game_texts (game_id, lang, description, content) VALUES (?, ?, ?, ?)');
  const langs = [...new Set(ALL_CULTURES.map(langOf))];
  for (const entry of games) {
    game.run(
      entry.id,
      entry.slug,
      entry.name,
      entry.category,
      entry.routeKey,
      providerIds.get(entry.providerSlug),
      entry.published ? 1 : 0,
      entry.releasedOn,
      entry.popularity,
      entry.plays,
      entry.theme,
      JSON.stringify(entry.params),
      JSON.stringify(entry.badges),
    );
    for (const lang of langs) {
      const texts = gameTexts(entry, lang, themeLabel(entry.theme, lang));
      text.run(entry.id, lang, texts.description, texts.content);
    }
  }

  const available = db.prepare('INSERT INTO game_availability (culture, game_id) VALUES (?, ?)');
  const member = db.prepare('INSERT INTO game_group_members (culture, group_code, game_id, position) VALUES (?, ?, ?, ?)');
  const title = db.prepare('INSERT INTO game_group_titles (culture, group_code, title) VALUES (?, ?, ?)');
  const spec = db.prepare('INSERT INTO game_specs (culture, key, label, unit, position) VALUES (?, ?, ?, ?, ?)');
  const label = db.prepare('INSERT INTO game_labels (culture, key, label) VALUES (?, ?, ?)');
  const groups = routeTableGroups();
  for (const culture of ALL_CULTURES as readonly CultureCode[]) {
    const lang = langOf(culture);
    const offered = games.filter((entry) => entry.published && isAvailable(entry, culture));
    for (const entry of offered) available.run(culture, entry.id);
    for (const group of groups) {
      const groupTitle = GROUP_TITLES[lang][group];
      if (!groupTitle) throw new Error(`no ${lang} title for game group '${group}'`);
      title.run(culture, group, groupTitle);
      groupMembers(group, offered).forEach((entry, index) => member.run(culture, group, entry.id, index + 1));
    }
    SPEC_KEYS.forEach(([key, unit], index) => spec.run(culture, key, SPEC_LABELS[lang][key], unit, index + 1));
    for (const theme of THEME_KEYS) label.run(culture, `theme:${theme}`, themeLabel(theme, lang));
    label.run(culture, 'bingoTimes:always', BINGO_TIMES[lang]);
  }
  return games;
}
