import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { cleanup, render } from '#test/dom.tsx';
import { ApiError } from '../api/client.ts';
import { Field, fieldAria } from './field.tsx';
import { useForm } from './use-form.ts';

afterEach(cleanup);

const schema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').min(3, 'Name is too short.'),
    code: z.string().min(1, 'Code is required.'),
    again: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.code !== value.again)
      ctx.addIssue({ code: 'custom', path: ['again'], message: 'Codes differ.' });
  });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const EMPTY: Values = { name: '', code: '', again: '' };

/** A form as the site's forms use the hook: three fields in Field, a submit that waits for `onValid`. */
function TestForm({
  onValid,
  load = false,
  saveError,
}: {
  onValid: (data: Output, reset: () => void) => unknown;
  load?: boolean;
  saveError?: unknown;
}) {
  const form = useForm<Values, Output>({
    initial: EMPTY,
    schema: load ? () => Promise.resolve(schema) : schema,
    saveError,
  });
  const input = (name: keyof Values, label: string) => (
    <Field id={`t-${name}`} label={label} error={form.errors[name]}>
      <input id={`t-${name}`} {...fieldAria(`t-${name}`, form.errors[name])} {...form.field(name)} />
    </Field>
  );
  return (
    <form onSubmit={form.submit((data) => onValid(data, form.reset))} noValidate aria-label="Test">
      {input('name', 'Name')}
      {input('code', 'Code')}
      {input('again', 'Code again')}
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

const box = (name: string) => page.getByRole('textbox', { name, exact: true });
const send = () => userEvent.click(page.getByRole('button', { name: 'Send' }));

describe("useForm (the site's one form hook)", () => {
  it("says nothing while typing before the first submit; the submit shows each field's first message", async () => {
    const onValid = vi.fn();
    const host = render(<TestForm onValid={onValid} />);
    await userEvent.type(box('Code'), 'ab');
    await userEvent.clear(box('Code'));
    expect(host.querySelector('[role="alert"]')).toBeNull();

    await userEvent.type(box('Code again'), 'x');
    await send();
    await expect.element(box('Name')).toHaveAccessibleDescription('Name is required.');
    await expect.element(box('Code')).toHaveAccessibleDescription('Code is required.');
    await expect.element(box('Code again')).toHaveAccessibleDescription('Codes differ.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses the first field with a message, in page order', async () => {
    render(<TestForm onValid={vi.fn()} />);
    await userEvent.type(box('Name'), 'Ann');
    await send();
    await expect.element(box('Code')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box('Code')).toHaveFocus();
  });

  it('after a submit, a change checks that field again and only that one', async () => {
    render(<TestForm onValid={vi.fn()} />);
    await userEvent.type(box('Code again'), 'x');
    await send();
    await expect.element(box('Code again')).toHaveAccessibleDescription('Codes differ.');

    await userEvent.type(box('Name'), 'An');
    await expect.element(box('Name')).toHaveAccessibleDescription('Name is too short.');
    await userEvent.type(box('Name'), 'n');
    await expect.element(box('Name')).not.toHaveAttribute('aria-invalid');

    // The code now matches the second box, but the second box's message is its own field's: it stays
    // until that field changes.
    await userEvent.type(box('Code'), 'x');
    await expect.element(box('Code')).not.toHaveAttribute('aria-invalid');
    await expect.element(box('Code again')).toHaveAccessibleDescription('Codes differ.');
    await userEvent.type(box('Code again'), 'y');
    await userEvent.keyboard('{Backspace}');
    await expect.element(box('Code again')).not.toHaveAttribute('aria-invalid');
  });

  it("a valid submit hands over the schema's output, is busy until done, and a reset starts again", async () => {
    let finish = () => {};
    const onValid = vi.fn(
      (_data: Output, reset: () => void) =>
        new Promise<void>((resolve) => {
          finish = () => {
            reset();
            resolve();
          };
        }),
    );
    render(<TestForm onValid={onValid} />);
    await userEvent.type(box('Name'), '  Ann  ');
    await userEvent.type(box('Code'), 'x');
    await userEvent.type(box('Code again'), 'x');
    await send();
    await expect.element(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ann', code: 'x', again: 'x' });

    finish();
    await expect.element(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect.element(box('Name')).toHaveValue('');
    // Checked on submit again: a change after the reset says nothing.
    await userEvent.type(box('Name'), 'A');
    await expect.element(box('Name')).toHaveValue('A');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('a schema loaded on first use checks as the schema itself does', async () => {
    render(<TestForm onValid={vi.fn()} load />);
    await send();
    await expect.element(box('Name')).toHaveAccessibleDescription('Name is required.');
    await userEvent.type(box('Name'), 'Ann');
    await expect.element(box('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the per-field messages of a refused save beside their fields', async () => {
    const refused = new ApiError(
      400,
      { code: 'invalid_input', message: 'Check the form.', errors: { 'name.0': 'Name is taken.' } },
      false,
    );
    render(<TestForm onValid={vi.fn()} saveError={refused} />);
    await expect.element(box('Name')).toHaveAccessibleDescription('Name is taken.');
    await expect.element(box('Code')).not.toHaveAttribute('aria-invalid');
  });
});
