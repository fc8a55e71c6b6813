/**
 * Swedish personal identity numbers (personnummer), as Pay N Play receives them from the
 * bank identification: `YYMMDD-NNNC`, `YYMMDD+NNNC` (+ = aged 100 or more), `YYYYMMDDNNNC`,
 * with or without the separator. C is a Luhn check digit over the ten-digit form. Day numbers
 * above 60 are samordningsnummer (co-ordination numbers, day + 60) and are accepted as such.
 */

export interface Personnummer {
  /** Twelve digits, `YYYYMMDDNNNC`: the one spelling that is stored (as a keyed hash). */
  normalized: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
}

const SHAPE = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/;

/** Luhn (mod 10) over the ten digits YYMMDDNNNC: doubling every other digit from the first. */
export function luhnValid(tenDigits: string): boolean {
  let sum = 0;
  for (let index = 0; index < tenDigits.length; index++) {
    let digit = Number(tenDigits[index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Parses a personnummer, or null when it is malformed, fails the check digit or names no real date. */
export function parsePersonnummer(input: string, now: Date): Personnummer | null {
  const match = SHAPE.exec(input.trim().replace(/\s/g, ''));
  if (!match) return null;
  const [, century, yymmdd = '', separator, serial = ''] = match;
  // A 12-digit form with a + makes no sense: the century is already written out.
  if (century && separator === '+') return null;
  if (!luhnValid(yymmdd + serial)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const rawDay = Number(yymmdd.slice(4, 6));
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  let year: number;
  if (century) {
    year = Number(century) * 100 + yy;
  } else {
    // Ten digits: the latest birthday with year ending in yy that is not in the future (the
    // person is under 100), a century earlier with '+'.
    const thisYear = now.getUTCFullYear();
    year = thisYear - ((thisYear - yy) % 100);
    if (isoDate(year, month, day) > now.toISOString().slice(0, 10)) year -= 100;
    if (separator === '+') year -= 100;
  }
  if (!realDate(year, month, day)) return null;
  const dateOfBirth = isoDate(year, month, day);
  if (dateOfBirth > now.toISOString().slice(0, 10)) return null;
  return { normalized: `${String(year).padStart(4, '0')}${yymmdd.slice(2)}${serial}`, dateOfBirth };
}

/** Whole years between a `YYYY-MM-DD` birth date and `now` (UTC). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
