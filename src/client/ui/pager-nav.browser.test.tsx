import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '#test/dom.tsx';
import { LanguageRoot } from '../i18n/language.tsx';
import { loadLanguage } from '../i18n/messages.ts';
import { useLocation } from '../router/location.ts';
import { MemoryRouter } from '../router/routers.tsx';
import { PagerNav } from './pager-nav.tsx';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

function renderPager(page: number, lastPage: number) {
  return render(
    <MemoryRouter initialEntries={[`/news?type=1&page=${page}`]}>
      <PagerNav target="/news?type=1" page={page} lastPage={lastPage} label="News pages" />
      <Where />
    </MemoryRouter>,
  );
}

const pager = () => page.getByRole('navigation', { name: 'News pages' });

describe('PagerNav (every pager of the site)', () => {
  it('on the first page: Previous greyed, the current page marked, the others links', async () => {
    renderPager(1, 3);
    await expect.element(pager()).toBeVisible();
    await expect.element(pager().getByText('[Previous]')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(pager().getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.element(pager().getByRole('link', { name: 'Page 2' })).toBeVisible();
    await expect.element(pager().getByRole('link', { name: 'Next' })).toBeVisible();
    await expect.element(pager().getByRole('link', { name: 'Last' })).toBeVisible();
    expect(pager().getByRole('link', { name: 'Previous' }).elements()).toHaveLength(0);
  });

  it('on the last page: Next and Last greyed, Previous a link', async () => {
    renderPager(3, 3);
    await expect.element(pager().getByRole('link', { name: 'Previous' })).toBeVisible();
    await expect.element(pager().getByText('[Next]')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(pager().getByText('[Last]')).toHaveAttribute('aria-disabled', 'true');
  });

  it('a page link goes to that page of the target', async () => {
    const host = renderPager(1, 3);
    const address = () => host.querySelector('output')?.textContent;
    expect(address()).toBe('/news?type=1&page=1');
    await expect
      .element(pager().getByRole('link', { name: 'Page 2' }))
      .toHaveAttribute('href', '/news?type=1&page=2');
    await userEvent.click(pager().getByRole('link', { name: 'Page 2' }));
    await vi.waitFor(() => expect(address()).toBe('/news?type=1&page=2'));
  });

  it('draws nothing when there is no page', () => {
    const host = renderPager(1, 0);
    expect(host.querySelector('nav')).toBeNull();
  });
});

describe('PagerNav in Filipino', () => {
  it('names its ends and pages in the page’s language', async () => {
    await loadLanguage('fil');
    render(
      <LanguageRoot initial="fil">
        <MemoryRouter initialEntries={['/news?type=1&page=1']}>
          <PagerNav target="/news?type=1" page={1} lastPage={3} label="Mga pahina ng balita" />
        </MemoryRouter>
      </LanguageRoot>,
    );
    const nav = page.getByRole('navigation', { name: 'Mga pahina ng balita' });
    await expect.element(nav.getByText('[Nakaraan]')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(nav.getByRole('link', { name: 'Pahina 2' })).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'Susunod' })).toHaveTextContent('[Susunod]');
    await expect.element(nav.getByRole('link', { name: 'Huli' })).toBeVisible();
  });
});
