/** Countries of the registration form (names come from Intl in the page's language). */
const COUNTRIES = 'AT AU BE CA CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IN IS IT LT LU LV MT NL NO NZ PL PT RO SE SI SK'.split(' ');

/** Canadian provinces and territories: code, English name, French name. */
const PROVINCES: readonly (readonly [string, string, string])[] = [
  ['AB', 'Alberta', 'Alberta'],
  ['BC', 'British Columbia', 'Colombie-Britannique'],
  ['MB', 'Manitoba', 'Manitoba'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse'],
  ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest'],
  ['NU', 'Nunavut', 'Nunavut'],
  ['ON', 'Ontario', 'Ontario'],
  ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'],
  ['QC', 'Quebec', 'Québec'],
  ['SK', 'Saskatchewan', 'Saskatchewan'],
  ['YT', 'Yukon', 'Yukon'],
];

/** The country select's options, named in the culture's language and sorted by name; `selected` is always among them. */
export function countryOptions(culture: string, selected: string): [string, string][] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([culture, 'en'], { type: 'region' });
  } catch {
    // names stay codes
  }
  const codes = COUNTRIES.includes(selected) ? COUNTRIES : [...COUNTRIES, selected];
  return codes.map((code): [string, string] => [code, names?.of(code) ?? code]).sort((a, b) => a[1].localeCompare(b[1], culture));
}

/** The province select's options, French names for French. */
export function provinceOptions(lang: string): [string, string][] {
  return PROVINCES.map(([code, english, french]): [string, string] => [code, lang === 'fr' ? french : english]);
}

/** The legal age for the country of residence: 19 in Canada, else 18. */
export function ageOf(country: string): number {
  return country === 'CA' ? 19 : 18;
}
