import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, luhnValid, parsePersonnummer } from '../src/accounts/personnummer.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

/** The check digit that makes YYMMDDNNN + C pass Luhn. */
function checkDigit(nine: string): string {
  let sum = 0;
  for (let index = 0; index < 9; index++) {
    let digit = Number(nine[index]) * (index % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
/** A real birth date between 1910 and 2025, and a serial. */
const person = fc.record({
  date: fc.date({ min: new Date('1910-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true }),
  serial: fc.integer({ min: 0, max: 999 }),
});

function spell(date: Date, serial: number) {
  const yyyy = date.getUTCFullYear();
  const mmdd = `${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
  const nine = `${pad(yyyy % 100)}${mmdd}${pad(serial, 3)}`;
  const ten = `${nine}${checkDigit(nine)}`;
  return { iso: `${yyyy}-${mmdd.slice(0, 2)}-${mmdd.slice(2)}`, ten, twelve: `${Math.floor(yyyy / 100)}${ten}` };
}

describe('personnummer', () => {
  it('takes every valid number in its 10- and 12-digit spellings, with or without the separator, as the same person', () => {
    fc.assert(
      fc.property(person, ({ date, serial }) => {
        const { iso, ten, twelve } = spell(date, serial);
        const age = ageOn(iso, NOW);
        const separator = age >= 100 ? '+' : '-';
        const spellings = [twelve, `${twelve.slice(0, 8)}-${twelve.slice(8)}`, `${ten.slice(0, 6)}${separator}${ten.slice(6)}`];
        if (age < 100) spellings.push(ten);
        for (const spelling of spellings) {
          const parsed = parsePersonnummer(spelling, NOW);
          expect(parsed, spelling).not.toBeNull();
          expect(parsed?.normalized, spelling).toBe(twelve);
          expect(parsed?.dateOfBirth, spelling).toBe(iso);
        }
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  it('refuses any other check digit', () => {
    fc.assert(
      fc.property(person, fc.integer({ min: 1, max: 9 }), ({ date, serial }, shift) => {
        const { twelve } = spell(date, serial);
        const wrong = `${twelve.slice(0, 11)}${(Number(twelve[11]) + shift) % 10}`;
        expect(luhnValid(wrong.slice(2))).toBe(false);
        expect(parsePersonnummer(wrong, NOW)).toBeNull();
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('refuses dates that do not exist and the future, and anything that is not digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (input) => {
        const parsed = parsePersonnummer(input, NOW);
        if (parsed) expect(parsed.normalized).toMatch(/^\d{12}$/);
      }),
      { numRuns: 500, seed: 3 },
    );
    const impossible = '19900230001';
    expect(parsePersonnummer(`${impossible}${checkDigit(impossible.slice(2))}`, NOW)).toBeNull();
    const future = '20300101001';
    expect(parsePersonnummer(`${future}${checkDigit(future.slice(2))}`, NOW)).toBeNull();
    expect(parsePersonnummer('19900101+0017', NOW)).toBeNull();
    expect(parsePersonnummer('199001010017', NOW)?.dateOfBirth).toBe('1990-01-01');
  });

  it('counts whole years for the adult check', () => {
    expect(ageOn('2008-06-15', NOW)).toBe(18);
    expect(ageOn('2008-06-16', NOW)).toBe(17);
  });
});
