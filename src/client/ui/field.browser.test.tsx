import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '#test/dom.tsx';
import { Field, fieldAria } from './field.tsx';

afterEach(cleanup);

function NameField({ error, hint }: { error?: string; hint?: string }) {
  return (
    <Field id="name" label="Character name" error={error} hint={hint} className="field--wide">
      <input id="name" {...fieldAria('name', error, hint !== undefined)} />
    </Field>
  );
}

describe('Field (every form field)', () => {
  it('labels its control, with an empty message line and nothing invalid', async () => {
    const host = render(<NameField />);
    const input = page.getByRole('textbox', { name: 'Character name' });
    await expect.element(input).toBeVisible();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(host.querySelector('.field')?.className).toBe('field field--wide');
  });

  it('a message marks the control invalid, is announced, and describes the control', async () => {
    render(<NameField error="The name is taken." />);
    const input = page.getByRole('textbox', { name: 'Character name' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('alert')).toHaveTextContent('The name is taken.');
    await expect.element(input).toHaveAccessibleDescription('The name is taken.');
  });

  it('a field that never has a message leaves the message line out', async () => {
    const host = render(
      <Field id="filter" label="Status" noMessage>
        <select id="filter" />
      </Field>,
    );
    await expect.element(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    expect(host.querySelector('.field__error')).toBeNull();
  });

  it('a hint describes the control before the message', async () => {
    render(<NameField hint="4 to 16 letters." error="Too short." />);
    const input = page.getByRole('textbox', { name: 'Character name' });
    await expect.element(input).toHaveAccessibleDescription('4 to 16 letters. Too short.');
  });
});
