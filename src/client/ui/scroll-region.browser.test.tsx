import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '#test/dom.tsx';
import { ScrollRegion } from './scroll-region.tsx';

afterEach(cleanup);

describe("ScrollRegion (the console's wide tables)", () => {
  it('is a named region that takes focus and scrolls sideways with the arrow keys', async () => {
    render(
      <div style={{ width: '300px' }}>
        <button type="button">Before</button>
        <ScrollRegion label="Ledger rows" className="extra">
          <div style={{ width: '1200px', height: '40px' }}>wide</div>
        </ScrollRegion>
      </div>,
    );
    const region = page.getByRole('region', { name: 'Ledger rows' });
    await expect.element(region).toBeVisible();
    await expect.element(region).toHaveClass('scroll-region');
    await expect.element(region).toHaveClass('extra');
    const element = region.element() as HTMLElement;
    expect(element.scrollWidth).toBeGreaterThan(element.clientWidth);

    (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(region).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(element.scrollLeft).toBeGreaterThan(0));
  });
});
