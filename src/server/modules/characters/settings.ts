import { CHARACTER_SERVICES, type CharacterService, mapId } from '#shared/character-services.ts';
import type {
  ServiceOffer,
  ServiceSettings,
  ServiceSettingsSave,
} from '#shared/contracts/character-services.ts';
import type { Currency } from '#shared/shop-rules.ts';
import type { StartPoint } from '../game/character-changes.ts';
import type { SettingsRow, SettingsValues } from './repository.ts';

/**
 * The operator's settings (docs/product/character-services.md, Settings) between their one row and what the
 * API and the orders use of them.
 */

interface ServiceSetting {
  enabled: boolean;
  price: number;
  currency: Currency;
  cooldownMinutes: number;
}

/** The schools' column prefixes, in ChaSchool order (0 Sacred Gate, 1 Mystic Peak, 2 Phoenix). */
const SCHOOL_COLUMNS = ['start_sg', 'start_mp', 'start_phx'] as const;

export function serviceSetting(row: SettingsRow, service: CharacterService): ServiceSetting {
  return {
    enabled: row[`${service}_enabled`],
    price: row[`${service}_price`],
    currency: row[`${service}_currency`],
    cooldownMinutes: row[`${service}_cooldown_minutes`],
  };
}

export function offersOf(row: SettingsRow): ServiceOffer[] {
  return CHARACTER_SERVICES.map((service) => ({
    service,
    ...serviceSetting(row, service),
    minLevel: service === 'school' ? row.school_min_level : null,
  }));
}

function startOf(row: SettingsRow, school: number) {
  const prefix = SCHOOL_COLUMNS[school] ?? 'start_sg';
  return {
    mapMain: row[`${prefix}_main`],
    mapSub: row[`${prefix}_sub`],
    gate: row[`${prefix}_gate`],
  };
}

/** A school's start point as the game stores it (ChaStartMap = MainID | SubID << 16, ChaStartGate). */
export function gameStartOf(row: SettingsRow, school: number): StartPoint {
  const start = startOf(row, school);
  return { map: mapId(start.mapMain, start.mapSub), gate: start.gate };
}

export function settingsOf(row: SettingsRow): ServiceSettings {
  return {
    unstuck: serviceSetting(row, 'unstuck'),
    school: { ...serviceSetting(row, 'school'), minLevel: row.school_min_level },
    rename: serviceSetting(row, 'rename'),
    starts: [startOf(row, 0), startOf(row, 1), startOf(row, 2)],
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

export function valuesOf(save: ServiceSettingsSave): SettingsValues {
  const service = (name: CharacterService, s: ServiceSetting) => ({
    [`${name}_enabled`]: s.enabled,
    [`${name}_price`]: s.price,
    [`${name}_currency`]: s.currency,
    [`${name}_cooldown_minutes`]: s.cooldownMinutes,
  });
  const start = (school: number) => {
    const prefix = SCHOOL_COLUMNS[school] ?? 'start_sg';
    const point = save.starts[school as 0 | 1 | 2];
    return {
      [`${prefix}_main`]: point.mapMain,
      [`${prefix}_sub`]: point.mapSub,
      [`${prefix}_gate`]: point.gate,
    };
  };
  return {
    ...service('unstuck', save.unstuck),
    ...service('school', save.school),
    school_min_level: save.school.minLevel,
    ...service('rename', save.rename),
    ...start(0),
    ...start(1),
    ...start(2),
  } as SettingsValues;
}
