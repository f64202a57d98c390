import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '#test/dom.tsx';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const CLASSES = ['Brawler', 'Swordsman', 'Archer', 'Shaman'] as const;

/** A tablist with the panel it controls, and a button before it to start tabbing from. */
function Classes() {
  const [selected, setSelected] = useState<string>('Swordsman');
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Classes"
        items={CLASSES.map((name) => ({ key: name, label: name }))}
        selected={selected}
        onSelect={setSelected}
        tabId={(key) => `tab-${key}`}
        panelId={() => 'class-panel'}
        className="tabs"
        tabClassName="tab"
      />
      <div id="class-panel" role="tabpanel" aria-labelledby={`tab-${selected}`}>
        {selected} ranking
      </div>
    </>
  );
}

const tab = (name: string) => page.getByRole('tab', { name });

describe('Tabs (every tablist of the site)', () => {
  it('is a named tablist whose selected tab controls the panel', async () => {
    render(<Classes />);
    await expect.element(page.getByRole('tablist', { name: 'Classes' })).toBeVisible();
    await expect.element(tab('Swordsman')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('Swordsman')).toHaveAttribute('aria-controls', 'class-panel');
    await expect.element(tab('Swordsman')).toHaveClass('is-active');
    await expect.element(tab('Brawler')).toHaveAttribute('aria-selected', 'false');
    await expect
      .element(page.getByRole('tabpanel', { name: 'Swordsman' }))
      .toHaveTextContent('Swordsman ranking');
  });

  it('a click selects a tab', async () => {
    render(<Classes />);
    await userEvent.click(tab('Archer'));
    await expect.element(tab('Archer')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Archer ranking');
  });

  it('Tab enters at the selected tab and leaves the list at once (roving tabindex)', async () => {
    render(<Classes />);
    (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(tab('Swordsman')).toHaveFocus();
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  });

  it('arrow keys, Home and End move the focus and the selection, wrapping at both ends', async () => {
    render(<Classes />);
    (tab('Swordsman').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Archer')).toHaveFocus();
    await expect.element(tab('Archer')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(tab('Shaman')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Brawler')).toHaveFocus();
    await expect.element(tab('Brawler')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Shaman')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('Brawler')).toHaveFocus();
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Brawler ranking');
  });
});
