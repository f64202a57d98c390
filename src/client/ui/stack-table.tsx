import type { ComponentProps } from 'react';

/**
 * The parts of a table that becomes one card per row on phones (styles/stack-table.css). Below 600 px its
 * rows and cells are laid out as blocks, and Chromium then stops exposing them as a table: a screen reader
 * would hear loose text instead of "row 2, Price, 300". Each part therefore names its role itself; the
 * roles are the ones the elements have anyway, so nothing changes on wider screens.
 */
const ROLE = {
  table: 'table',
  rowgroup: 'rowgroup',
  row: 'row',
  columnheader: 'columnheader',
  rowheader: 'rowheader',
  cell: 'cell',
} as const;

export function StackTable({ className, ...props }: ComponentProps<'table'>) {
  return (
    <table role={ROLE.table} className={className ? `${className} stack-table` : 'stack-table'} {...props} />
  );
}

export function StackHead(props: ComponentProps<'thead'>) {
  return <thead role={ROLE.rowgroup} {...props} />;
}

export function StackBody(props: ComponentProps<'tbody'>) {
  return <tbody role={ROLE.rowgroup} {...props} />;
}

export function StackRow(props: ComponentProps<'tr'>) {
  return <tr role={ROLE.row} {...props} />;
}

/** A column's heading. */
export function StackColumn(props: ComponentProps<'th'>) {
  return <th scope="col" role={ROLE.columnheader} {...props} />;
}

/** A row's heading (the card's title on phones). */
export function StackRowHeader(props: ComponentProps<'th'>) {
  return <th scope="row" role={ROLE.rowheader} {...props} />;
}

export function StackCell(props: ComponentProps<'td'>) {
  return <td role={ROLE.cell} {...props} />;
}
