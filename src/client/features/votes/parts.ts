import { createElement, Fragment, type ReactNode } from 'react';
import type { MessageId, Translate } from '../../i18n/messages.ts';

/** Stands for a part of a message that is drawn as an element; no message text contains it. */
const MARK = '\u0000';

/**
 * A message with elements inside it (a link, a bold number): each part's name is a value of the message,
 * and the element is drawn where the language's message puts that value.
 */
export function withParts(
  t: Translate,
  id: MessageId,
  parts: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode {
  const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const pieces = t(id, { ...values, ...markers }).split(MARK);
  return createElement(Fragment, null, ...pieces.map((piece, i) => (i % 2 === 1 ? parts[piece] : piece)));
}
