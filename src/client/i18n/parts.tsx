import { Fragment, type ReactNode } from 'react';
import type { MessageId, Translate } from './messages.ts';

/**
 * Stands for a part while its message is formatted: a character of Unicode's private use area, which no
 * message (nor a value the code passes) contains.
 */
const MARK = '\uE000';

/**
 * A message some of whose values are elements (a link, a bold amount, a date in a `<time>`), drawn in the
 * order each language puts them (docs/product/languages.md, Messages). Each part's name is an argument of
 * the message: it is formatted with a mark in each part's place, then each mark is replaced by its element.
 * `values` are the message's other, plain arguments (a number for a plural, a name).
 *
 *     withParts(t, 'tickets.submit.signIn', { signIn: <Link to="/login">{t('tickets.submit.signInLink')}</Link> })
 *
 * Each piece is a keyed fragment, so React does not warn however many parts a message has.
 */
export function withParts(
  t: Translate,
  id: MessageId,
  parts: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode {
  const names = Object.keys(parts);
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  // Between two marks is a part's index; a message that uses a part twice draws it twice.
  const pieces = t(id, { ...values, ...marks }).split(MARK);
  return pieces.map((piece, position) => {
    const part = position % 2 === 1 ? parts[names[Number(piece)] ?? ''] : piece;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never reorder
    return <Fragment key={position}>{part}</Fragment>;
  });
}
