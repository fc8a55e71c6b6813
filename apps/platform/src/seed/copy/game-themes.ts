import type { Lang } from '../../lib/markets.ts';

const rows: Record<string, [string, string, string, string, string, string]> = {
  //               en                 de                     da                    sv                   es                       fr
  'ancient-egypt': ['Ancient Egypt', 'Altes Ägypten', 'Det gamle Egypten', 'Forntida Egypten', 'Antiguo Egipto', 'Égypte ancienne'],
  fruits: ['Fruits', 'Früchte', 'Frugter', 'Frukter', 'Frutas', 'Fruits'],
  adventure: ['Adventure', 'Abenteuer', 'Eventyr', 'Äventyr', 'Aventura', 'Aventure'],
  animals: ['Animals', 'Tiere', 'Dyr', 'Djur', 'Animales', 'Animaux'],
  asian: ['Asian', 'Asiatisch', 'Asiatisk', 'Asiatiskt', 'Asiática', 'Asiatique'],
  fantasy: ['Fantasy', 'Fantasy', 'Fantasy', 'Fantasy', 'Fantasía', 'Fantaisie'],
  'irish-luck': ['Irish luck', 'Irisches Glück', 'Irsk held', 'Irländsk tur', 'Suerte irlandesa', 'Chance irlandaise'],
  mythology: ['Mythology', 'Mythologie', 'Mytologi', 'Mytologi', 'Mitología', 'Mythologie'],
  pirates: ['Pirates', 'Piraten', 'Pirater', 'Pirater', 'Piratas', 'Pirates'],
  space: ['Space', 'Weltraum', 'Rummet', 'Rymden', 'Espacio', 'Espace'],
  vikings: ['Vikings', 'Wikinger', 'Vikinger', 'Vikingar', 'Vikingos', 'Vikings'],
  western: ['Wild West', 'Wilder Westen', 'Det vilde vesten', 'Vilda västern', 'Lejano Oeste', 'Far West'],
  sweets: ['Sweets', 'Süßigkeiten', 'Slik', 'Godis', 'Dulces', 'Bonbons'],
  gems: ['Gems', 'Edelsteine', 'Ædelsten', 'Ädelstenar', 'Gemas', 'Pierres précieuses'],
  classic: ['Classic', 'Klassisch', 'Klassisk', 'Klassiskt', 'Clásica', 'Classique'],
  party: ['Party', 'Party', 'Fest', 'Fest', 'Fiesta', 'Fête'],
  'board-game': ['Board game', 'Brettspiel', 'Brætspil', 'Brädspel', 'Juego de mesa', 'Jeu de société'],
  'casino-classic': ['Casino classic', 'Casino-Klassiker', 'Casinoklassiker', 'Casinoklassiker', 'Clásico de casino', 'Classique du casino'],
  'live-studio': ['Live studio', 'Live-Studio', 'Livestudie', 'Livestudio', 'Estudio en vivo', 'Studio en direct'],
};

const ORDER: readonly Lang[] = ['en', 'de', 'da', 'sv', 'es', 'fr'];

export function themeLabel(theme: string, lang: Lang): string {
  const row = rows[theme];
  if (!row) throw new Error(`no labels for theme '${theme}'`);
  return row[ORDER.indexOf(lang)] as string;
}

export const THEME_KEYS = Object.keys(rows);
