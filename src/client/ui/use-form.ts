import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/client.ts';
import { useApiText } from '../i18n/api-text.ts';

/**
 * The site's one form hook, for the players' forms and the console's: the values (controlled inputs), the
 * form's own messages and the server's per-field messages of a refused save, and the submit.
 *
 * With a zod schema (the contracts' own, so the form says what the server would), the form is checked on
 * submit; the first field with a message is focused; from then on a field is checked again as it changes
 * (only its own message is updated), until `reset`. The schema may be a loader (`() => import(...)`), so a
 * page paints without zod; the loader keeps what it loaded. A form without a schema checks itself and
 * shows its own messages with `setErrors`.
 */

type Schema<V, Out> = z.ZodType<Out, V>;
type Messages = Record<string, string>;
type Checked<Out> = { ok: true; data: Out } | { ok: false; errors: Messages };
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface FormOptions<V, Out> {
  initial: V | (() => V);
  schema?: Schema<V, Out> | (() => Promise<Schema<V, Out>>);
  /** The failed save's error (a mutation's `error`): its per-field messages show beside the fields. */
  saveError?: unknown;
}

export function useForm<V extends object, Out = V>({ initial, schema, saveError }: FormOptions<V, Out>) {
  const [first] = useState(initial);
  const [values, setValues] = useState(first);
  const [own, setOwn] = useState<Messages>({});
  const [submitting, setSubmitting] = useState(false);
  /** What the handlers see at once (state changes only with the next render). */
  const latest = useRef(first);
  const submitted = useRef(false);
  /** Moves on with every reset: a check or submit begun before a reset changes nothing after it. */
  const resets = useRef(0);

  // The schemas' and the server's messages are English in the code: each is told in the page's language
  // where it is drawn (the server already told its own; a text told once stays as it is).
  const say = useApiText();
  const found = saveFailure(saveError);
  const failure = found && { message: say(found.message), fields: sayEach(found.fields, say) };
  const errors: Record<string, string | undefined> = sayEach({ ...found?.fields, ...own }, say);

  async function check(checked: V): Promise<Checked<Out>> {
    if (!schema) return { ok: true, data: checked as unknown as Out };
    const loaded = typeof schema === 'function' ? await schema() : schema;
    const result = await loaded.safeParseAsync(checked);
    if (result.success) return { ok: true, data: result.data };
    const found: Messages = {};
    for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message; // the first
    return { ok: false, errors: found };
  }

  /** Changes some values; after a submit, the changed fields are checked again. */
  function set(patch: Partial<V>) {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    if (!schema || !submitted.current) return;
    const names = Object.keys(patch) as (keyof V & string)[];
    const epoch = resets.current;
    void check(next).then(
      (result) => {
        if (epoch !== resets.current) return;
        setOwn((was) => {
          const now = { ...was };
          for (const name of names) {
            if (latest.current[name] !== next[name]) continue; // changed again: that check decides
            const message = result.ok ? undefined : result.errors[name];
            if (message) now[name] = message;
            else delete now[name];
          }
          return now;
        });
      },
      () => {
        // The schema could not be loaded (offline): the next submit loads it again and says so.
      },
    );
  }

  /** Back to the first values, no messages, checked on submit again. */
  function reset() {
    resets.current += 1;
    submitted.current = false;
    latest.current = first;
    setValues(first);
    setOwn({});
    setSubmitting(false);
  }

  /** The form's onSubmit: checks, then runs `onValid` with the schema's output, or focuses a message. */
  function submit(onValid: (data: Out) => unknown) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const epoch = resets.current;
      setSubmitting(true);
      let result: Checked<Out>;
      try {
        result = await check(latest.current);
      } catch (error) {
        setSubmitting(false);
        throw error;
      }
      if (epoch !== resets.current) return;
      setOwn(result.ok ? {} : result.errors);
      try {
        if (result.ok) await onValid(result.data);
        else focusFirst(form, result.errors);
      } finally {
        if (epoch === resets.current) {
          submitted.current = true;
          setSubmitting(false);
        }
      }
    };
  }

  /** A text input's, select's or textarea's binding. */
  function field(name: keyof V & string) {
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<Control>) => set({ [name]: event.target.value } as Partial<V>),
    };
  }

  /** A checkbox's binding (its value is whether it is ticked). */
  function checkbox(name: keyof V & string) {
    return {
      name,
      checked: values[name] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.checked } as Partial<V>),
    };
  }

  return { values, set, field, checkbox, errors, setErrors: setOwn, failure, submit, submitting, reset };
}

function sayEach(messages: Messages, say: (text: string) => string): Messages {
  const told: Messages = {};
  for (const [field, text] of Object.entries(messages)) told[field] = say(text);
  return told;
}

/** Focuses the form's first control, in page order, whose field has a message. */
function focusFirst(form: HTMLFormElement, found: Messages) {
  for (const control of Array.from(form.elements)) {
    const name = (control as Control).name;
    if (name && found[name]) {
      (control as Control).focus();
      return;
    }
  }
}

/** What a failed save says: the server's message and its per-field messages (null when already shown). */
export function saveFailure(error: unknown): { message: string; fields: Messages } | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.handled && error.status !== 404 && error.status < 500) return null; // 401, 429, network: told
    // The maintenance refusal says until when: the one 5xx whose message is for the person.
    if (error.status >= 500 && error.code !== 'maintenance') {
      return { message: 'The change was not saved. Please try again.', fields: {} };
    }
    const fields: Messages = {};
    for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
      const text = [messages].flat().join(' ');
      if (text) fields[field.split('.')[0] ?? field] = text;
    }
    return { message: error.body?.message ?? 'The change was not saved.', fields };
  }
  return { message: 'The change was not saved. Please try again.', fields: {} };
}
