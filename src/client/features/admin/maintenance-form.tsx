import { useId, useState } from 'react';
import type { MaintenanceSave, MaintenanceView } from '#shared/contracts/server-status.ts';
import {
  MAINTENANCE_AHEAD_DAYS,
  MAINTENANCE_MAX_DAYS,
  MAINTENANCE_MESSAGE_MAX,
  type MaintenanceRequest,
  maintenanceProblems,
} from '#shared/maintenance.ts';
import { instantFromManilaInput, manilaInputValue } from '#shared/manila-input.ts';
import { useSaveMaintenance } from '../../api/admin-game.ts';
import { useForm } from '../../ui/use-form.ts';
import { manilaDateTime } from './audit-filters.ts';
import { describedBy, Field } from './content-parts.tsx';
import { SaveWithStatus } from './form-actions.tsx';
import { type EditSession, SaveFailure } from './versioned-edit.tsx';

type Mode = MaintenanceSave['mode'];

interface Values {
  mode: Mode;
  /** datetime-local values, Manila time. */
  from: string;
  until: string;
  message: string;
}

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'off', label: 'Off' },
  { mode: 'now', label: 'On now' },
  { mode: 'scheduled', label: 'Scheduled' },
];

/** Where the window stands, in the console's words (docs/product/server-status.md, Maintenance). */
export function maintenanceStateText(view: MaintenanceView): string {
  const at = (iso: string) => `${manilaDateTime(iso)} Manila time`;
  if (view.phase === 'on') return view.until ? `On until ${at(view.until)}` : 'On until turned off';
  if (view.phase === 'scheduled' && view.from && view.until) {
    return `Scheduled from ${at(view.from)} to ${at(view.until)}`;
  }
  if (view.phase === 'ended' && view.until) return `Off (the last maintenance ended ${at(view.until)})`;
  return 'Off';
}

/** The form drawn on the window as loaded: a maintenance on shows as "On now" with its end. */
function initialValues(view: MaintenanceView): Values {
  const local = (iso: string | null) => (iso ? manilaInputValue(iso) : '');
  const mode: Mode = view.phase === 'on' ? 'now' : view.phase === 'scheduled' ? 'scheduled' : 'off';
  return {
    mode,
    from: mode === 'scheduled' ? local(view.from) : '',
    until: mode === 'off' ? '' : local(view.until),
    message: mode === 'off' ? '' : (view.message ?? ''),
  };
}

/**
 * The values as the request the rules read, or the fields' messages: the start and end read as Manila
 * wall-clock times, then src/shared/maintenance.ts's rules at this browser's clock (the server checks
 * them again with its own).
 */
function requestOf(
  values: Values,
): { body: Omit<MaintenanceSave, 'version'> } | { errors: Record<string, string> } {
  const message = values.message.trim() || null;
  if (values.mode === 'off') return { body: { mode: 'off' } };
  const errors: Record<string, string> = {};
  const instant = (value: string, name: 'from' | 'until', label: string, required: boolean) => {
    if (!value) {
      if (required) errors[name] = `Give the ${label}.`;
      return null;
    }
    const iso = instantFromManilaInput(value);
    if (!iso) errors[name] = `The ${label} must be a date and time.`;
    return iso;
  };
  const scheduled = values.mode === 'scheduled';
  const from = scheduled ? instant(values.from, 'from', 'start', true) : null;
  const until = instant(values.until, 'until', 'end', scheduled);
  if (Object.keys(errors).length > 0) return { errors };
  const request: MaintenanceRequest =
    scheduled && from && until
      ? { mode: 'scheduled', from: new Date(from), until: new Date(until) }
      : { mode: 'now', until: until ? new Date(until) : null };
  const problems = maintenanceProblems(request, new Date());
  if (Object.keys(problems).length > 0) return { errors: problems };
  return { body: { mode: values.mode, from, until, message } };
}

/**
 * The Game page's maintenance form: Off, On now (an expected end optional) or Scheduled (start and end),
 * in Manila time, with a note to players; saved with the version it was loaded at (versioned-edit.tsx).
 * What it shows is React state set by the operator's own clicks and typing, never a mutation's pending
 * variables: a mutation's state arrives a task later, when the browser has already drawn the old value.
 */
export function MaintenanceForm({ view, session }: { view: MaintenanceView; session: EditSession }) {
  const id = useId();
  const [saved, setSaved] = useState('');
  const save = useSaveMaintenance({
    onSuccess: () => {
      session.saved();
      setSaved('Maintenance saved.');
    },
  });
  const form = useForm<Values>({ initial: () => initialValues(view), saveError: save.error });
  const { values, errors } = form;
  const change = (patch: Partial<Values>) => {
    setSaved('');
    save.reset();
    form.set(patch);
  };

  const onValid = () => {
    const checked = requestOf(values);
    if ('errors' in checked) {
      form.setErrors(checked.errors);
      return;
    }
    save.mutate({ ...checked.body, version: session.version });
  };

  const timeField = (name: 'from' | 'until', label: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]}>
      <input
        id={`${id}-${name}`}
        name={name}
        type="datetime-local"
        value={values[name]}
        onChange={(event) => change({ [name]: event.target.value })}
        {...describedBy(`${id}-${name}`, errors[name])}
      />
    </Field>
  );

  return (
    <form aria-label="Maintenance" onSubmit={form.submit(onValid)} noValidate>
      <fieldset className="console-form__choices">
        <legend>Maintenance</legend>
        {MODES.map(({ mode, label }) => (
          <label key={mode}>
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={values.mode === mode}
              onChange={() => change({ mode })}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <p className="console-form__hint">
        While it is on, every page shows players a banner, and players cannot sign in, buy, top up, redeem
        vouchers or order character services; staff can. Payments already made are still credited. A
        maintenance lasts at most {MAINTENANCE_MAX_DAYS} days and starts at most {MAINTENANCE_AHEAD_DAYS} days
        ahead.
      </p>
      {values.mode === 'scheduled' && timeField('from', 'Start (Manila time)')}
      {values.mode !== 'off' &&
        timeField(
          'until',
          values.mode === 'now' ? 'Expected end (Manila time, optional)' : 'End (Manila time)',
        )}
      {values.mode !== 'off' && (
        <Field id={`${id}-message`} label="Message to players (optional)" error={errors.message}>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={2}
            maxLength={MAINTENANCE_MESSAGE_MAX}
            value={values.message}
            onChange={(event) => change({ message: event.target.value })}
            {...describedBy(`${id}-message`, errors.message)}
          />
        </Field>
      )}
      <SaveFailure
        error={save.error}
        message={form.failure && !Object.keys(form.failure.fields).length ? form.failure.message : null}
        session={session}
      />
      <SaveWithStatus label="Save maintenance" busy={save.isPending} saved={saved} />
    </form>
  );
}
