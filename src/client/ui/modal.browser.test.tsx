import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '#test/dom.tsx';
import { Modal } from './modal.tsx';

afterEach(cleanup);

/** A dialog its owner opens with a button and closes when the dialog asks (Escape, or its Close). */
function Owner({ plain = false, onCancel }: { plain?: boolean; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        plain={plain}
        aria-labelledby="owner-title"
        onCancel={() => {
          onCancel?.();
          setOpen(false);
        }}
      >
        <h2 id="owner-title">Delete it?</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </>
  );
}

describe('Modal (every dialog of the site)', () => {
  it('is a native modal dialog named by its title, its content drawn only while open', async () => {
    const host = render(<Owner />);
    const dialog = host.querySelector('dialog')!;
    await vi.waitFor(() => expect(dialog).toBeTruthy());
    expect(dialog.open).toBe(false);
    expect(dialog.textContent).toBe('');

    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByRole('dialog', { name: 'Delete it?' })).toBeVisible();
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.classList.contains('site-dialog')).toBe(true);
    // The rest of the page is inert while it is open: the focus is inside the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape asks the owner to close it; the owner closing it closes the native dialog', async () => {
    const onCancel = vi.fn();
    const host = render(<Owner onCancel={onCancel} />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByRole('dialog')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(host.querySelector('dialog')!.open).toBe(false));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(host.querySelector('dialog')!.textContent).toBe('');
  });

  it('Escape leaves it open while the owner keeps `open` (the owner decides)', async () => {
    const onCancel = vi.fn();
    const host = render(
      <Modal open onCancel={onCancel} aria-label="Saving">
        <p>Saving…</p>
      </Modal>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Saving' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(host.querySelector('dialog')!.open).toBe(true);
  });

  it('a button inside closes it through the owner', async () => {
    const host = render(<Owner />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(host.querySelector('dialog')!.open).toBe(false));
  });

  it('plain drops the framed look and its body wrapper', async () => {
    const host = render(<Owner plain />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    const dialog = host.querySelector('dialog')!;
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    expect(dialog.classList.contains('site-dialog')).toBe(false);
    expect(dialog.querySelector('.site-dialog__body')).toBeNull();
  });
});
