import sharingEn from '#shared/i18n/sharing.en.ts';
import sharingFil from '#shared/i18n/sharing.fil.ts';
import { serverMessages } from '../../server-messages.ts';

/**
 * The public pages' titles and share tags in the page's language (the server-only `sharing` area): the
 * crumbs, descriptions and the news feed's link title. What operators write is not here: an article's
 * subject and summary and the site's name are shown as written.
 */
export const sharingTexts = serverMessages<keyof typeof sharingEn>({ en: sharingEn, fil: sharingFil });
