import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '#shared/contracts/accounts.ts';
import type { Language } from '#shared/languages.ts';
import { cleanup, render } from '#test/dom.tsx';
import { ApiError } from '../api/client.ts';
import { Field, fieldAria } from '../ui/field.tsx';
import { useForm } from '../ui/use-form.ts';
import { LanguageRoot } from './language.tsx';

afterEach(cleanup);

/** The register form's user id rule, as the shared contract writes it (English, with its lengths). */
const schema = z.object({
  userId: z.string().min(1, ACCOUNT_MESSAGES.usernameRequired).min(4, ACCOUNT_MESSAGES.userIdLength),
});

function UserIdForm({ saveError }: { saveError?: unknown }) {
  const form = useForm({ initial: { userId: '' }, schema, saveError });
  return (
    <form onSubmit={form.submit(() => undefined)} noValidate aria-label="Test">
      <Field id="t-user" label="Username" error={form.errors.userId}>
        <input id="t-user" {...fieldAria('t-user', form.errors.userId)} {...form.field('userId')} />
      </Field>
      {form.failure && <p role="status">{form.failure.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

const drawn = (language: Language, saveError?: unknown) =>
  render(
    <LanguageRoot initial={language}>
      <UserIdForm saveError={saveError} />
    </LanguageRoot>,
  );
const send = () => userEvent.click(page.getByRole('button', { name: 'Send' }));

describe('the forms’ messages in the page’s language (useApiText)', () => {
  it('shows a schema’s message in Filipino on a Filipino page, its values kept', async () => {
    drawn('fil');
    await send();
    await expect.element(page.getByText('Kailangan ang Username.')).toBeInTheDocument();
    await userEvent.type(page.getByRole('textbox', { name: 'Username' }), 'ab');
    await expect
      .element(page.getByText('Ang Username ay dapat 4 hanggang 20 na character.'))
      .toBeInTheDocument();
  });

  it('shows it word for word in English on an English page', async () => {
    drawn('en');
    await send();
    await expect.element(page.getByText(ACCOUNT_MESSAGES.usernameRequired)).toBeInTheDocument();
  });

  it('tells the client’s own failure text in Filipino, and leaves a text the server already told alone', async () => {
    const told = 'Mali ang password. Subukan mo ulit.';
    drawn('fil', new ApiError(400, { message: told, errors: { userId: told } }, false));
    await expect.element(page.getByRole('status')).toHaveTextContent(told);
    cleanup();
    drawn('fil', new Error('lost'));
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Hindi na-save ang pagbabago. Subukan mo ulit.');
  });
});
