import type { Validator } from '../../lib/http/request-data.ts';

/** Skill (user-context) state of spec/shell.md section 3. */
export interface SkillState {
  skinName: string;
  license: string;
  country: string;
  userCountry: string;
  code: string;
  localCode: string;
  apiCode: string;
  culture: string;
  skillCulture: string;
  platformUnderMaintenance: boolean;
  loading: boolean;
  /** Still the initial context (never answered, or the call failed). */
  initial: boolean;
}

/** The initial user context a failed call falls back to (spec/shell.md section 8). */
export function initialSkill(site: { name: string; localCode: string }, culture: { code: string; defaultCountry: string }): SkillState {
  return {
    skinName: site.name,
    license: '',
    country: culture.defaultCountry,
    userCountry: culture.defaultCountry,
    code: site.localCode,
    localCode: site.localCode,
    apiCode: site.localCode,
    culture: culture.code,
    skillCulture: culture.code,
    platformUnderMaintenance: false,
    loading: false,
    initial: true,
  };
}

const FIELDS = ['skinName', 'license', 'country', 'userCountry', 'code', 'localCode', 'apiCode', 'culture', 'skillCulture'] as const;

export const userContextValidator: Validator<Omit<SkillState, 'loading' | 'initial'>> = {
  safeParse(input) {
    const value = (input ?? {}) as Record<string, unknown>;
    const bad = FIELDS.filter((field) => typeof value[field] !== 'string' || (value[field] as string).length > 80);
    if (bad.length || typeof value.platformUnderMaintenance !== 'boolean') {
      return { success: false, error: { issues: [...bad, 'platformUnderMaintenance'].map((field) => ({ path: [field], message: 'invalid' })) } };
    }
    return {
      success: true,
      data: {
        ...(Object.fromEntries(FIELDS.map((field) => [field, value[field]])) as Record<(typeof FIELDS)[number], string>),
        platformUnderMaintenance: value.platformUnderMaintenance,
      },
    };
  },
};

export const maintenanceValidator: Validator<{ underMaintenance: boolean }> = {
  safeParse(input) {
    const flag = (input as { underMaintenance?: unknown } | null)?.underMaintenance;
    return typeof flag === 'boolean'
      ? { success: true, data: { underMaintenance: flag } }
      : { success: false, error: { issues: [{ path: ['underMaintenance'], message: 'expected a boolean' }] } };
  },
};

/** `page_culture` of the user-context call: en-ROW is sent as en (spec/shell.md section 7). */
export function pageCulture(locale: string, code: string): string {
  return locale === 'en-ROW' ? 'en' : code;
}
