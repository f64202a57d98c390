import type { MessageId } from '../../src/client/i18n/messages.ts';
import { compileCatalog } from '../../src/server/server-messages.ts';
import accounts from '../../src/shared/i18n/accounts.fil.ts';
import api from '../../src/shared/i18n/api.fil.ts';
import { type Compiled, formatMessage } from '../../src/shared/i18n/format.ts';
import panels from '../../src/shared/i18n/panels.fil.ts';
import shell from '../../src/shared/i18n/shell.fil.ts';
import shop from '../../src/shared/i18n/shop.fil.ts';
import tickets from '../../src/shared/i18n/tickets.fil.ts';
import ui from '../../src/shared/i18n/ui.fil.ts';

/**
 * The Filipino texts a walk in Filipino looks for, by message id (src/shared/i18n): the test follows the
 * catalogs rather than copying their wording, so a better translation does not break it, while a page
 * still showing English (or the id) does.
 */
let catalog: Record<string, Compiled> | null = null;

export function fil(id: MessageId, values?: Record<string, string | number>): string {
  catalog ??= compileCatalog({ ...shell, ...panels, ...ui, ...api, ...accounts, ...shop, ...tickets });
  const message = catalog[id];
  if (message === undefined) throw new Error(`${id}: no Filipino message`);
  return formatMessage(message, 'fil', values);
}
