import { tableEditing } from '@tiptap/pm/tables';
import { Extension, Node } from '@tiptap/react';

/**
 * Tables for the news editor, so a table pasted from Word or Google Docs stays a table. Tiptap's own table
 * extension is not published at the editor's version (3.34.0), so these four nodes are defined here on
 * ProseMirror's table support, which @tiptap/pm already carries (prosemirror-tables: cell selection, and
 * repair of a pasted table whose rows have too few cells). What they write is what the news sanitizer
 * keeps: table, tbody, tr, th and td, with colspan and rowspan only (src/server/modules/news/sanitize.ts).
 */

/** A span read from a pasted cell: a whole number from 1 to 100, else 1 (Word writes odd values). */
function span(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 100 ? number : 1;
}

const spanAttribute = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (element: HTMLElement) => span(element.getAttribute(name)),
  renderHTML: (attributes: Record<string, unknown>) =>
    Number(attributes[name]) > 1 ? { [name]: attributes[name] } : {},
});

const cellAttributes = () => ({
  colspan: spanAttribute('colspan'),
  rowspan: spanAttribute('rowspan'),
  // prosemirror-tables keeps column widths here; the article never stores them (no resizing).
  colwidth: { default: null, rendered: false },
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', HTMLAttributes, 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', HTMLAttributes, 0],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
  addProseMirrorPlugins: () => [tableEditing()],
});

/** The role prosemirror-tables finds each node by (its `tableRole` in the schema). */
const ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema: (extension) => (ROLES[extension.name] ? { tableRole: ROLES[extension.name] } : {}),
});

export const tableExtensions = [TableRoles, Table, TableRow, TableHeader, TableCell];
