import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CULTURE_CODES, langOfCode } from './culture-codes.ts';
import { conceptsNamed, CORE_CONCEPTS, GLOSSARY, glossaryOf, glossaryViolations, missingPreferredTerms, PREFERRED_FORMS } from './glossary.ts';

const found = (culture: Parameters<typeof glossaryViolations>[0], text: string) => glossaryViolations(culture, text).map((v) => v.found);

describe('glossaryViolations', () => {
  it('finds a banned variant, with its concept and the preferred term', () => {
    expect(glossaryViolations('de-DE', 'Zur Bestenliste')).toEqual([{ concept: 'leaderboard', found: 'Bestenliste', preferred: 'Rangliste' }]);
    expect(glossaryViolations('es', 'Video póker')).toEqual([{ concept: 'video poker', found: 'Video póker', preferred: 'videopóquer' }]);
  });

  it('does not flag the preferred term', () => {
    expect(glossaryViolations('de-DE', 'Zur Rangliste')).toEqual([]);
    expect(glossaryViolations('da', 'Tusindvis af livecasinoborde, kun for personer på 18 år og derover')).toEqual([]);
    expect(glossaryViolations('fr-CA', 'Billets à gratter, gros lots et service à la clientèle')).toEqual([]);
  });

  it('does not flag a word that merely contains a banned one', () => {
    // "Quote" (betting odds) is banned in German, "Auszahlungsquote" (RTP) is not.
    expect(found('de-DE', 'Auszahlungsquote (RTP)')).toEqual([]);
    expect(found('de-DE', 'faire Quoten')).toEqual(['Quoten']);
    // Swedish bans the English "jackpot", not its own "jackpott".
    expect(found('sv', 'Dagliga jackpottar, en jackpott')).toEqual([]);
    expect(found('sv', 'en jackpot')).toEqual(['jackpot']);
    fc.assert(
      fc.property(fc.stringMatching(/^\p{L}{1,8}$/u), (prefix) => {
        expect(found('de-DE', `${prefix}bestenliste`)).toEqual([]);
        expect(found('fr-CA', `${prefix}jackpot`)).toEqual([]);
      }),
    );
  });

  it('matches case-insensitively, across no-break spaces and inflections marked with *', () => {
    expect(found('de-DE', 'DIE BESTENLISTEN')).toEqual(['BESTENLISTEN']);
    expect(found('da', 'live\u00a0casino')).toEqual(['live\u00a0casino']);
    expect(found('fr-CA', 'Cartes à gratter')).toEqual(['Cartes à gratter']);
  });

  it('leaves out the proper names the glossary allows', () => {
    expect(found('fr-CA', 'Jackpot King\nGolden Fortune Jackpot')).toEqual([]);
    expect(found('fr-CA', 'Jackpot King\nVisez le jackpot\nJackpots quotidiens')).toEqual(['jackpot', 'Jackpots']);
  });

  it('enforces one spacing rule before ? ! ; in Canadian French, not before a colon', () => {
    expect(found('fr-CA', 'Vous avez un code ?')).toEqual([' ?']);
    expect(found('fr-CA', 'Revenez bientôt\u00a0!')).toEqual(['\u00a0!']);
    expect(found('fr-CA', 'Chaque tour vaut 1 $ ; les gains')).toEqual([' ;']);
    expect(found('fr-CA', 'Vous avez un code? Revenez bientôt! Mise à jour : 12 h')).toEqual([]);
    expect(found('en', 'Have a code ?')).toEqual([]);
  });

  it('keeps Brazilian Portuguese Brazilian: no European forms, "cassino" in lower case, brand names left alone', () => {
    expect(found('pt-BR', 'Registe-se no telemóvel e jogue no casino ao vivo')).toEqual(['Registe', 'telemóvel', 'casino ao vivo', 'casino']);
    expect(found('pt-BR', 'Cadastre-se no celular e jogue no cassino ao vivo do Mondo Casino')).toEqual([]);
  });

  it('flags the spec typos in English only where they are typos', () => {
    expect(found('en-GB', 'Unkown failure occurred')).toEqual(['Unkown']);
    expect(found('en', 'Something went wrong, Please try again later')).toEqual([', Please']);
    expect(found('en', 'Something went wrong. Please try again later. Sorry, please wait.')).toEqual([]);
  });

  it('works on a whole page of text, reporting each variant once in reading order', () => {
    const page = ['Accueil', 'Vidéo poker', 'Cartes à gratter', 'Vidéo poker', 'Jackpot King'].join('\n');
    expect(glossaryViolations('fr-CA', page).map((v) => v.concept)).toEqual(['video poker', 'scratch cards']);
  });
});

describe('the glossary data', () => {
  it('has a glossary for every culture, naming a term for every core concept', () => {
    for (const culture of CULTURE_CODES) {
      const glossary = glossaryOf(culture);
      for (const concept of CORE_CONCEPTS) expect(glossary.terms[concept].preferred, `${culture} ${concept}`).not.toBe('');
    }
  });

  it('never bans its own preferred term', () => {
    for (const culture of CULTURE_CODES)
      for (const [concept, term] of Object.entries(glossaryOf(culture).terms))
        expect(glossaryViolations(culture, term.preferred), `${culture} ${concept}`).toEqual([]);
  });

  it('has a four-step self-test scale per language', () => {
    for (const glossary of Object.values(GLOSSARY)) expect(new Set(glossary.selfTestScale).size).toBe(4);
  });
});

describe('preferred terms (glossary/forms.ts)', () => {
  it('finds the concepts a text names with its preferred forms, inflections included', () => {
    expect(conceptsNamed('en-GB', 'Min. deposit £20. Wagering 10× the bonus. Credited every Monday.')).toEqual(['deposit', 'wagering', 'credited']);
    expect(conceptsNamed('fi', 'Vähimmäistalletus 10 €, kierrätysvaatimus 60×, hyvitetään maanantaisin')).toEqual(['deposit', 'wagering', 'credited']);
    expect(conceptsNamed('de-DE', 'Ihre Einzahlungen werden gutgeschrieben')).toEqual(['deposit', 'credited']);
  });

  it('reports a translation that names a concept of the English without the preferred term, though it uses no banned one', () => {
    const source = { culture: 'en-GB' as const, text: 'Credited every Monday' };
    expect(missingPreferredTerms(source, 'fi', 'Maksetaan joka maanantai')).toEqual([{ concept: 'credited', preferred: 'hyvitetään' }]);
    expect(glossaryViolations('fi', 'Maksetaan joka maanantai')).toEqual([]);
    expect(missingPreferredTerms(source, 'fi', 'Hyvitetään joka maanantai')).toEqual([]);
    expect(missingPreferredTerms(source, 'da', 'Krediteres hver mandag')).toEqual([]);
    expect(missingPreferredTerms({ culture: 'en-GB', text: 'Play now' }, 'da', 'Spil nu')).toEqual([]);
  });

  it('names every checked concept with at least one form per language, which its own preferred term matches', () => {
    for (const culture of CULTURE_CODES)
      for (const [concept, forms] of Object.entries(PREFERRED_FORMS[langOfCode(culture)])) expect(forms.length, `${culture} ${concept}`).toBeGreaterThan(0);
    expect(conceptsNamed('sv', 'omsättningskrav')).toEqual(['wagering']);
    expect(conceptsNamed('nb-NO', 'bonusvilkår')).toEqual(['bonus policy']);
  });
});
