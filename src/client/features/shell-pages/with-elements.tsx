import { Fragment, type ReactNode } from 'react';

/**
 * Stands for the nth element (a link, a bold amount) in a message: pass `slot(n)` as the message's value,
 * then withElements draws each element where the message puts it, in either language's word order.
 */
export const slot = (n: number): string => `\uE000${n}`;

export function withElements(text: string, elements: readonly ReactNode[]): ReactNode {
  return text
    .split(/\uE000(\d)/)
    .map((part, i) =>
      i % 2 === 1 ? <Fragment key={`slot-${part}`}>{elements[Number(part)]}</Fragment> : part,
    );
}
