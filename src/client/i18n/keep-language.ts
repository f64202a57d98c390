import type { Language } from '#shared/languages.ts';
import { storedUser } from '../session/user-store.ts';

/**
 * The header's choice kept on the signed-in player's account too (POST /api/language), so the site's
 * mails come in it (docs/product/languages.md, The account's language). A visitor keeps it in the cookie
 * alone. The call's code loads only when a signed-in player chooses; a failure changes nothing on the page.
 */
export function keepLanguageOnAccount(language: Language): void {
  if (!storedUser()) return;
  import('../api/accounts.ts')
    .then(({ accountApi }) => accountApi.chooseLanguage(language))
    .catch(() => undefined);
}
