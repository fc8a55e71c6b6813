import type { Helpline, MarketRule } from '@mc/sites/markets';
import type { Lang } from '../../lib/markets.ts';

type SelfExclusion = Extract<MarketRule, { kind: 'self-exclusion' }>;
type LegalAge = Extract<MarketRule, { kind: 'legal-age' }>;

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const site = (url: string) => new URL(url).hostname.replace(/^www\./, '');
/** English names a helpline or a foundation with "the" ("the National Gambling Helpline"), a brand without (ConnexOntario). */
const the = (name: string) => (/(Helpline|Foundation)$/.test(name) ? `the ${name}` : name);

/**
 * The responsible-gaming page's "where to get help" paragraph, written from the market's rules
 * (markets.ts 'helpline', 'self-exclusion'), so the page names what its market requires.
 */
export const HELP_COPY: Record<Lang, { helpline: (h: Helpline) => string; selfExclusion: (r: SelfExclusion) => string }> = {
  en: {
    helpline: (h) => `**Free, confidential help**: call ${the(h.name)} on [${h.phone}](${tel(h.phone)}) or visit [${site(h.url)}](${h.url}).`,
    selfExclusion: (r) => `To exclude yourself from every licensed gambling site at once, register with [${r.name}](${r.url}).`,
  },
  de: {
    helpline: (h) => `**Kostenlose, vertrauliche Hilfe**: ${h.name} unter [${h.phone}](${tel(h.phone)}) oder auf [${site(h.url)}](${h.url}).`,
    selfExclusion: (r) => `Mit einem Eintrag in [${r.name}](${r.url}) sperren Sie sich bei allen erlaubten Anbietern.`,
  },
  da: {
    helpline: (h) => `**Gratis og fortrolig hjælp**: Ring til ${h.name} på [${h.phone}](${tel(h.phone)}) eller besøg [${site(h.url)}](${h.url}).`,
    selfExclusion: (r) => `Du kan udelukke dig selv fra alle licenserede spiludbydere på én gang i [${r.name}](${r.url}).`,
  },
  sv: {
    helpline: (h) => `**Kostnadsfri och anonym hjälp**: ring ${h.name} på [${h.phone}](${tel(h.phone)}) eller besök [${site(h.url)}](${h.url}).`,
    selfExclusion: (r) => `Du kan stänga av dig från allt licensierat spel på en gång via [${r.name}](${r.url}).`,
  },
  es: {
    helpline: (h) => `**Ayuda gratuita y confidencial**: llama a ${h.name} al [${h.phone}](${tel(h.phone)}) o visita [${site(h.url)}](${h.url}).`,
    selfExclusion: (r) => `Puedes prohibirte el acceso a todos los operadores con licencia inscribiéndote en el [${r.name}](${r.url}).`,
  },
  fr: {
    helpline: (h) => `**Aide gratuite et confidentielle** : appelez ${h.name} au [${h.phone}](${tel(h.phone)}) ou visitez [${site(h.url)}](${h.url}).`,
    selfExclusion: (r) => `Pour vous exclure de tous les sites de jeu autorisés à la fois, inscrivez-vous à [${r.name}](${r.url}).`,
  },
  nb: {
    helpline: (h) => `**Gratis og konfidensiell hjelp**: Ring ${h.name} på [${h.phone}](${tel(h.phone)}) eller besøk [${site(h.url)}](${h.url}).`,
    selfExclusion: (r) => `Du kan utestenge deg selv fra alle lisensierte spilltilbydere på én gang via [${r.name}](${r.url}).`,
  },
  pt: {
    helpline: (h) => `**Ajuda gratuita e confidencial**: ligue para ${h.name} no [${h.phone}](${tel(h.phone)}) ou acesse [${site(h.url)}](${h.url}).`,
    selfExclusion: (r) => `Para se excluir de uma só vez de todos os sites de apostas autorizados, faça seu pedido na [${r.name}](${r.url}).`,
  },
  fi: {
    helpline: (h) =>
      `**Maksutonta ja luottamuksellista apua** saat auttavasta puhelimesta ${h.name}: [${h.phone}](${tel(h.phone)}) tai [${site(h.url)}](${h.url}).`,
    selfExclusion: (r) => `Voit asettaa itsellesi pelikiellon kaikille luvanvaraisille rahapelisivustoille kerralla rekisterissä [${r.name}](${r.url}).`,
  },
};

const REGIONS: Record<'en' | 'fr', Record<string, string>> = {
  en: { 'CA-AB': 'Alberta', 'CA-MB': 'Manitoba', 'CA-QC': 'Quebec' },
  fr: { 'CA-AB': 'en Alberta', 'CA-MB': 'au Manitoba', 'CA-QC': 'au Québec' },
};

/** "19 or over (18 or over in Alberta, Manitoba and Quebec)": the market's legal age with its regional exceptions. */
export function ageRuleText(lang: 'en' | 'fr', rule: LegalAge): string {
  const exceptions = Object.entries(rule.regions ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const base = lang === 'en' ? `${rule.years} or over` : `${rule.years} ans ou plus`;
  if (exceptions.length === 0) return base;
  const byAge = new Map<number, string[]>();
  for (const [region, years] of exceptions) byAge.set(years, [...(byAge.get(years) ?? []), REGIONS[lang][region] ?? region]);
  const list = (names: string[]) => new Intl.ListFormat(lang === 'en' ? 'en-GB' : 'fr-CA', { type: 'conjunction' }).format(names);
  const parts = [...byAge].map(([years, names]) => (lang === 'en' ? `${years} or over in ${list(names)}` : `${years} ans ou plus ${list(names)}`));
  return `${base} (${parts.join('; ')})`;
}
