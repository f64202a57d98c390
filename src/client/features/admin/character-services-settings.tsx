import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type CharacterService, SERVICE_LABEL } from '#shared/character-services.ts';
import type { ServiceSettings, ServiceSettingsInput } from '#shared/contracts/character-services.ts';
import { SCHOOLS } from '#shared/schools.ts';
import { CURRENCIES, CURRENCY_LABEL, type Currency } from '#shared/shop-rules.ts';
import {
  adminCharacterKeys,
  adminCharactersApi,
  adminServiceSettingsQueryOptions,
} from '../../api/admin-characters.ts';
import { ApiError } from '../../api/client.ts';
import { Field, fieldAria } from '../../ui/field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { ListState } from './console-notes.tsx';
import { saveFailure } from './content-parts.tsx';
import { SaveWithStatus } from './form-actions.tsx';
import { type EditSession, SaveFailure, VersionedEdit } from './versioned-edit.tsx';

/**
 * The character services' settings (docs/product/character-services.md, Settings), for administrators
 * (game.manage): each service on or off, its price and currency, its cooldown; the school change's minimum
 * level; each school's start point. One versioned form, saved with PUT /api/admin/character-services (audited).
 */
export function ServiceSettingsForm() {
  const settings = useQuery(adminServiceSettingsQueryOptions());
  const queries = useQueryClient();
  return (
    <section aria-labelledby="service-settings-title" className="console-form">
      <h2 id="service-settings-title">Settings</h2>
      <ListState query={settings} what="character service settings" />
      {settings.data && (
        <VersionedEdit
          record={settings.data}
          fetchFresh={() => queries.fetchQuery(adminServiceSettingsQueryOptions())}
        >
          {(record, session) => <SettingsForm settings={record} session={session} />}
        </VersionedEdit>
      )}
    </section>
  );
}

const SERVICES: CharacterService[] = ['unstuck', 'school', 'rename'];
const START_PARTS = ['mapMain', 'mapSub', 'gate'] as const;
const START_LABEL: Record<(typeof START_PARTS)[number], string> = {
  mapMain: 'Map MainID',
  mapSub: 'Map SubID',
  gate: 'Gate',
};

/** The form's flat values: `unstuck.price` is `unstuck_price`, `starts.1.gate` is `start1_gate`. */
type Values = Record<string, string | boolean>;

function valuesOf(settings: ServiceSettings): Values {
  const values: Values = { school_minLevel: String(settings.school.minLevel) };
  for (const service of SERVICES) {
    const s = settings[service];
    values[`${service}_enabled`] = s.enabled;
    values[`${service}_price`] = String(s.price);
    values[`${service}_currency`] = s.currency;
    values[`${service}_cooldownMinutes`] = String(s.cooldownMinutes);
  }
  settings.starts.forEach((start, school) => {
    for (const part of START_PARTS) values[`start${school}_${part}`] = String(start[part]);
  });
  return values;
}

/** The body the server reads; numbers stay as typed (the contract reads digits and refuses the rest). */
function bodyOf(values: Values): ServiceSettingsInput {
  const text = (name: string) => String(values[name] ?? '');
  const service = (name: CharacterService) => ({
    enabled: values[`${name}_enabled`] === true,
    price: text(`${name}_price`),
    currency: text(`${name}_currency`) as Currency,
    cooldownMinutes: text(`${name}_cooldownMinutes`),
  });
  const start = (school: number) => ({
    mapMain: text(`start${school}_mapMain`),
    mapSub: text(`start${school}_mapSub`),
    gate: text(`start${school}_gate`),
  });
  return {
    unstuck: service('unstuck'),
    school: { ...service('school'), minLevel: text('school_minLevel') },
    rename: service('rename'),
    starts: [start(0), start(1), start(2)],
  };
}

/** The server's per-field messages ('unstuck.price', 'starts.1.gate') under the form's own names. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.body?.errors ?? {})) {
    const name = path.startsWith('starts.')
      ? path.replace(/^starts\.(\d)\./, 'start$1_')
      : path.replace('.', '_');
    found[name] = message;
  }
  return found;
}

function SettingsForm({ settings, session }: { settings: ServiceSettings; session: EditSession }) {
  const form = useForm<Values>({ initial: () => valuesOf(settings) });
  const [saved, setSaved] = useState('');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => adminCharactersApi.saveSettings({ ...bodyOf(form.values), version: session.version }),
    onSuccess: (answer) => {
      session.saved();
      queryClient.setQueryData(adminCharacterKeys.settings, answer);
      setSaved('Character services saved.');
    },
  });
  const errors = fieldErrors(save.error);
  const failure = saveFailure(save.error);
  const number = (name: string, label: string, hint?: string) => (
    <Field id={`cs-${name}`} label={label} error={errors[name]} hint={hint}>
      <input
        id={`cs-${name}`}
        inputMode="numeric"
        {...form.field(name)}
        {...fieldAria(`cs-${name}`, errors[name], Boolean(hint))}
      />
    </Field>
  );

  return (
    <form
      aria-label="Character service settings"
      noValidate
      onSubmit={form.submit(() => {
        setSaved('');
        save.mutate();
      })}
    >
      <p className="console-form__hint">
        Each service is carried out by the game while the character is offline; a price of 0 makes it free. A
        cooldown counts from an order’s payment, per character and service; an order the game refuses is
        refunded and does not count.
      </p>
      {SERVICES.map((service) => (
        <fieldset key={service} className="console-form__grid">
          <legend>{SERVICE_LABEL[service]}</legend>
          <div className="field">
            <label>
              <input type="checkbox" {...form.checkbox(`${service}_enabled`)} /> Offered to players
            </label>
          </div>
          {number(`${service}_price`, 'Price')}
          <Field id={`cs-${service}_currency`} label="Currency" noMessage>
            <select id={`cs-${service}_currency`} {...form.field(`${service}_currency`)}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {CURRENCY_LABEL[currency]}
                </option>
              ))}
            </select>
          </Field>
          {number(`${service}_cooldownMinutes`, 'Cooldown (minutes)')}
          {service === 'school' && number('school_minLevel', 'Minimum level')}
        </fieldset>
      ))}
      <fieldset>
        <legend>Start points (unstuck and school change)</legend>
        <p className="console-form__hint">
          Where each school’s characters are sent: the map as the game numbers it (MainID and SubID; the game
          stores MainID | SubID × 65536) and the gate.
        </p>
        {SCHOOLS.map((school) => (
          <fieldset key={school.id} className="console-form__grid">
            <legend>{school.name}</legend>
            {START_PARTS.map((part) => (
              <div key={part}>{number(`start${school.id}_${part}`, START_LABEL[part])}</div>
            ))}
          </fieldset>
        ))}
      </fieldset>
      <SaveFailure
        error={save.error}
        message={
          failure &&
          (Object.keys(errors).length > 0 ? 'Some values are not valid: see the fields.' : failure.message)
        }
        session={session}
      />
      <SaveWithStatus label="Save character services" busy={save.isPending} saved={saved} />
    </form>
  );
}
