import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MessageId } from '../../src/client/i18n/messages.ts';
import accounts from '../../src/shared/i18n/accounts.fil.ts';
import api from '../../src/shared/i18n/api.fil.ts';
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
let runtime: I18n | null = null;

function filipino(): I18n {
  if (!runtime) {
    const messages = Object.fromEntries(
      Object.entries<string>({ ...shell, ...panels, ...ui, ...api, ...accounts, ...shop, ...tickets }).map(
        ([id, message]) => [id, compileMessage(message)],
      ),
    );
    runtime = setupI18n({ locale: 'fil', messages: { fil: messages } });
  }
  return runtime;
}

export function fil(id: MessageId, values?: Record<string, string | number>): string {
  const text = filipino()._(id, values);
  if (text === id) throw new Error(`${id}: no Filipino message`);
  return text;
}
