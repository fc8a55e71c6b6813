/**
 * A number format as plain data, derived on the server from Intl and applied in the browser
 * with string operations only. The first Intl formatter a page makes loads its locale's data
 * into ICU: about 90 ms of a phone's main thread (measured at 4× CPU slowdown), or a worker of
 * its own on a second core. The jackpots ticker formats figures every second on home pages;
 * with patterns made on the server it never touches Intl (docs/performance.md).
 *
 * A pattern is handed out only when it reproduces Intl's own output for every probe value, so
 * the browser's text is Intl's text; where it cannot (another digit system, grouping this code
 * does not model), there is no pattern and the browser falls back to Intl.
 */

/** Fixed fraction digits, grouping and the text around the number (a currency sign, a unit). */
export interface NumberPattern {
  /** Text before and after the digits of a positive number, and of a negative one. */
  prefix: string;
  suffix: string;
  negativePrefix: string;
  negativeSuffix: string;
  /** The group and decimal separators (empty group: no grouping). */
  group: string;
  decimal: string;
  /** Digits in the group next to the decimal separator, and in each group before it (3 and 2 in en-IN). */
  primary: number;
  secondary: number;
  /** The integer digits a number needs before it is grouped at all (5 in Spanish: 1234 but 12.345). */
  groupFrom: number;
  fractionDigits: number;
  /** Whole texts of small values whose words differ from the rest (pt-BR: "1 dia", "2 dias"), by their fixed digits. */
  exact?: Record<string, string>;
}

/** Values the derived pattern must format exactly as Intl does (small, grouped, rounded, negative). */
const PROBES = [
  0, 0.004, 0.5, 1, 2, 7, 21, 101, 12.345, 999.995, 1000, 1234.5, 9999.99, 12_345.67, 123_456.78, 1_234_567.891, 98_765_432.1, 1_234_567_890.12, -3.5,
  -1_234_567.89,
];

/** Digits with grouping as Intl.NumberFormat groups them (Latin digits only; the pattern says where). */
function grouped(digits: string, pattern: NumberPattern): string {
  if (!pattern.group || digits.length < pattern.groupFrom) return digits;
  const groups = [digits.slice(-pattern.primary)];
  for (let end = digits.length - pattern.primary; end > 0; end -= pattern.secondary) groups.unshift(digits.slice(Math.max(0, end - pattern.secondary), end));
  return groups.join(pattern.group);
}

/**
 * The shortest decimal that reads back as `abs`, without an exponent: what ICU rounds (not the
 * binary value's full expansion, which toFixed rounds: 1.005 is 1.00 there, 1.01 in Intl).
 */
function plainDecimal(abs: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** `abs` rounded half away from zero to `fractionDigits`, as digits with a point. */
function fixedDecimal(abs: number, fractionDigits: number): string {
  const [whole, fraction] = plainDecimal(abs);
  let digits = whole + fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits);
  if ((fraction[fractionDigits] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const integer = digits.slice(0, digits.length - fractionDigits).replace(/^0+(?=\d)/, '') || '0';
  return fractionDigits > 0 ? `${integer}.${digits.slice(digits.length - fractionDigits)}` : integer;
}

/** A finite `value` in `pattern`: the same text Intl.NumberFormat gives for the format the pattern came from. */
export function formatWithPattern(pattern: NumberPattern, value: number): string {
  const fixed = fixedDecimal(Math.abs(value), pattern.fractionDigits);
  const [integer = '0', fraction] = fixed.split('.');
  // Intl signs every negative value, -0 and what rounds to zero included.
  const negative = value < 0 || Object.is(value, -0);
  const exact = pattern.exact?.[fixed];
  if (exact !== undefined && !negative) return exact;
  const number = grouped(integer, pattern) + (fraction ? pattern.decimal + fraction : '');
  return negative ? pattern.negativePrefix + number + pattern.negativeSuffix : pattern.prefix + number + pattern.suffix;
}

type Part = Intl.NumberFormatPart;
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The text before and after the number's own parts. */
function around(parts: Part[]): [string, string] {
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  const text = (list: Part[]) => list.map((part) => part.value).join('');
  return [text(parts.slice(0, first)), text(parts.slice(last + 1))];
}

/** The pattern of `format`, or null where one would not reproduce its output exactly. */
export function numberPatternOf(format: Intl.NumberFormat): NumberPattern | null {
  try {
    const options = format.resolvedOptions();
    if (options.maximumFractionDigits !== options.minimumFractionDigits || (options.numberingSystem ?? 'latn') !== 'latn') return null;
    const big = format.formatToParts(1_234_567_890);
    const groups = big.filter((part) => part.type === 'integer').map((part) => part.value.length);
    const [prefix, suffix] = around(big);
    const [negativePrefix, negativeSuffix] = around(format.formatToParts(-1_234_567_890));
    const fourDigits = format.formatToParts(1234).some((part) => part.type === 'group');
    const fiveDigits = format.formatToParts(12_345).some((part) => part.type === 'group');
    const pattern: NumberPattern = {
      prefix,
      suffix,
      negativePrefix,
      negativeSuffix,
      group: big.find((part) => part.type === 'group')?.value ?? '',
      decimal: format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
      primary: groups.at(-1) ?? 3,
      secondary: groups.length > 2 ? groups.at(-2)! : (groups.at(-1) ?? 3),
      groupFrom: fourDigits ? 4 : fiveDigits ? 5 : 6,
      fractionDigits: options.maximumFractionDigits ?? 0,
    };
    // Plural forms: a language may word 0 and 1 (or other small counts) apart from the rest.
    const exact: Record<string, string> = {};
    for (let value = 0; value < 10; value += 1) {
      const text = format.format(value);
      if (formatWithPattern(pattern, value) !== text) exact[value.toFixed(pattern.fractionDigits)] = text;
    }
    if (Object.keys(exact).length > 0) pattern.exact = exact;
    return PROBES.every((value) => formatWithPattern(pattern, value) === format.format(value)) ? pattern : null;
  } catch {
    return null;
  }
}

/** Currency figures as the ticker shows them: two decimals always. */
export function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A count of days in the narrow unit ("3d", "3 T."), as the countdown shows it. */
export function daysFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'narrow', maximumFractionDigits: 0 });
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 40;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 20;

/** A pattern read back from the page (an attribute anyone could have altered): null unless every field is sound. */
export function parseNumberPattern(value: unknown): NumberPattern | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const texts = [v.prefix, v.suffix, v.negativePrefix, v.negativeSuffix, v.group, v.decimal].every(isText);
  const counts = [v.groupFrom, v.fractionDigits].every(isCount) && [v.primary, v.secondary].every((n) => isCount(n) && n > 0);
  const exact = v.exact === undefined || (typeof v.exact === 'object' && v.exact !== null && Object.values(v.exact).every(isText));
  return texts && counts && exact ? (v as unknown as NumberPattern) : null;
}
