import { ageOn } from './personnummer.ts';
import { normalizeProvince } from './markets.ts';
import { collect, emailProblem, isLimit, optionalText, passwordProblem, requiredText, text, usernameProblem, type FieldErrors } from './field-rules.ts';

/** A registration after the checks: trimmed, normalised, safe to store. */
export interface Registration {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string | null;
  mobile: string | null;
  address: string;
  city: string;
  postcode: string;
  country: string;
  province: string | null;
  consents: { terms: true; adult: true; promoEmail: boolean; promoSms: boolean; promoPhone: boolean; promoPost: boolean };
  depositLimit: { period: 'daily' | 'weekly' | 'monthly'; amount: number } | null;
  aname: string | null;
  bt: string | null;
}

export const GENDERS = ['male', 'female', 'other'] as const;
const GENDER_ALIASES: Record<string, (typeof GENDERS)[number]> = { m: 'male', f: 'female', x: 'other', male: 'male', female: 'female', other: 'other' };
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOBILE = /^\+?[0-9 ()-]{6,20}$/;
const CAMPAIGN = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * Legal age to gamble where the player lives: 18, and 19 in the Canadian provinces that set it
 * so (all but Quebec, which keeps 18; Alberta and Manitoba are 18 too, but the brief's rule,
 * "19+ in Canada except QC", is the stricter reading and the one applied).
 */
export function minimumAge(country: string, province: string | null): number {
  if (country !== 'CA') return 18;
  return province !== null && normalizeProvince(province) === 'QC' ? 18 : 19;
}

function dateProblem(value: unknown, country: string, province: string | null, now: Date): 'REQUIRED' | 'INVALID' | 'TOO_YOUNG' | null {
  const raw = text(value);
  if (!raw) return 'REQUIRED';
  const match = DATE.exec(raw);
  if (!match) return 'INVALID';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'INVALID';
  const age = ageOn(raw, now);
  if (age < 0 || age > 120) return 'INVALID';
  return age < minimumAge(country, province) ? 'TOO_YOUNG' : null;
}

/** Checks a registration body (any JSON) against API.md; every failing field is named. */
export function checkRegistration(body: unknown, now: Date): { errors: FieldErrors } | { registration: Registration } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const consents = (typeof input.consents === 'object' && input.consents !== null ? input.consents : {}) as Record<string, unknown>;
  const country = text(input.country).toUpperCase();
  const rawProvince = text(input.province);
  const province = rawProvince ? normalizeProvince(rawProvince) : null;
  const genderKey = text(input.gender).toLowerCase();
  const limit = input.depositLimit as { period?: unknown; amount?: unknown } | null | undefined;
  const limitOk =
    limit === undefined || limit === null || (['daily', 'weekly', 'monthly'].includes(String(limit.period)) && isLimit(limit.amount) && limit.amount !== null);

  const errors = collect({
    username: usernameProblem(input.username),
    email: emailProblem(input.email),
    password: passwordProblem(input.password),
    firstName: requiredText(input.firstName, 60),
    lastName: requiredText(input.lastName, 60),
    dateOfBirth: dateProblem(input.dateOfBirth, country, province, now),
    gender: genderKey && !GENDER_ALIASES[genderKey] ? 'INVALID' : optionalText(input.gender, 10),
    mobile: optionalText(input.mobile, 20, MOBILE),
    address: requiredText(input.address, 100),
    city: requiredText(input.city, 60),
    postcode: requiredText(input.postcode, 12),
    country: !country ? 'REQUIRED' : /^[A-Z]{2}$/.test(country) ? null : 'INVALID',
    province: country === 'CA' && !province ? 'REQUIRED' : province !== null && !/^[A-Z]{2}$/.test(province) ? 'INVALID' : null,
    'consents.terms': consents.terms === true ? null : 'REQUIRED',
    'consents.adult': consents.adult === true ? null : 'REQUIRED',
    depositLimit: limitOk ? null : 'INVALID',
    aname: optionalText(input.aname, 64, CAMPAIGN),
    bt: optionalText(input.bt, 64, CAMPAIGN),
  });
  if (Object.keys(errors).length > 0) return { errors };

  return {
    registration: {
      username: text(input.username),
      email: text(input.email).toLowerCase(),
      password: input.password as string,
      firstName: text(input.firstName),
      lastName: text(input.lastName),
      dateOfBirth: text(input.dateOfBirth),
      gender: genderKey ? (GENDER_ALIASES[genderKey] ?? null) : null,
      mobile: text(input.mobile) || null,
      address: text(input.address),
      city: text(input.city),
      postcode: text(input.postcode),
      country,
      province,
      consents: {
        terms: true,
        adult: true,
        promoEmail: consents.promoEmail === true,
        promoSms: consents.promoSms === true,
        promoPhone: consents.promoPhone === true,
        promoPost: consents.promoPost === true,
      },
      depositLimit: limit ? { period: limit.period as 'daily' | 'weekly' | 'monthly', amount: limit.amount as number } : null,
      aname: text(input.aname) || null,
      bt: text(input.bt) || null,
    },
  };
}
