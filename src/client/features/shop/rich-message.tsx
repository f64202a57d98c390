import { Fragment, type ReactNode } from 'react';
import type { MessageId, Translate } from '../../i18n/messages.ts';

/** Stands for a part while the message is formatted: a character no message or value has. */
const MARK = '\u{E000}';

/**
 * A message some of whose values are elements (a bold name, a link): each is formatted as a mark, then
 * drawn in its place, so each language keeps its own order of the sentence.
 */
export function richMessage(t: Translate, id: MessageId, parts: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(parts);
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  return t(id, marks)
    .split(MARK)
    .map((piece, index) => {
      if (index % 2 === 0) return piece;
      const name = names[Number(piece)] ?? '';
      return <Fragment key={name}>{parts[name]}</Fragment>;
    });
}
