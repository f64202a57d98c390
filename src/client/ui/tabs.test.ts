import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tabs.tsx';

describe('tablist keyboard (rankings and characters)', () => {
  it('arrow keys move to the next and previous tab, wrapping at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 4)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 3, 4)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 2, 4)).toBe(1);
    expect(tabKeyTarget('ArrowLeft', 0, 4)).toBe(3);
  });

  it('Home and End go to the first and the last tab', () => {
    expect(tabKeyTarget('Home', 2, 7)).toBe(0);
    expect(tabKeyTarget('End', 2, 7)).toBe(6);
  });

  it('other keys (Tab, Enter, vertical arrows) leave the tablist to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowDown', 'ArrowUp', 'a'])
      expect(tabKeyTarget(key, 1, 4)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
