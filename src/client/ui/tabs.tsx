import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/**
 * Where a key press moves the focus in a horizontal tablist of `count` tabs (WAI-ARIA tabs pattern):
 * ArrowRight / ArrowLeft to the next / previous tab, wrapping around; Home / End to the first / last.
 * null for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export interface TabItem<K extends string | number> {
  key: K;
  /** What the tab shows; its accessible name (text, or an image's alt text). */
  label: ReactNode;
}

/**
 * The site's one tablist (rankings, characters): an ARIA tablist whose tabs select on click and follow
 * the keyboard (arrow keys, Home, End; selection follows focus), with a roving tabindex so Tab enters the
 * list at the selected tab and leaves it at once. The panels are the caller's: `tabId` and `panelId` tie
 * each tab to the panel it controls (several tabs may control one panel whose content changes).
 */
export function Tabs<K extends string | number>({
  label,
  items,
  selected,
  onSelect,
  tabId,
  panelId,
  className,
  tabClassName,
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  tabId: (key: K) => string;
  panelId: (key: K) => string;
  className: string;
  tabClassName: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = tabKeyTarget(event.key, index, items.length);
    if (to === null) return;
    event.preventDefault();
    onSelect(items[to]!.key);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div ref={listRef} className={className} role="tablist" aria-label={label}>
      {items.map((item, index) => {
        const isSelected = item.key === selected;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={tabId(item.key)}
            aria-selected={isSelected}
            aria-controls={panelId(item.key)}
            tabIndex={isSelected ? 0 : -1}
            className={isSelected ? `${tabClassName} is-active` : tabClassName}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
