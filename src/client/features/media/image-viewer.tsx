import { useRef, useState } from 'react';

export interface Picture {
  src: string;
  title: string;
  width: number;
  height: number;
}

/**
 * A grid of thumbnails; each opens a modal viewer (native <dialog>: focus trapped, Escape closes) with
 * Previous / Next buttons and the arrow keys.
 */
export function ImageGrid({
  pictures,
  label,
  download,
}: {
  pictures: Picture[];
  label: string;
  download?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState<number | null>(null);
  const current = index === null ? null : pictures[index];
  const open = (i: number) => {
    setIndex(i);
    dialog.current?.showModal();
  };
  const step = (delta: number) =>
    setIndex((i) => (i === null ? i : (i + delta + pictures.length) % pictures.length));
  return (
    <>
      <ul className="image-grid" aria-label={label}>
        {pictures.map((p, i) => (
          <li key={p.src}>
            <button type="button" className="image-grid__open" onClick={() => open(i)}>
              <img src={p.src} width={p.width} height={p.height} alt="" loading="lazy" />
              <span>{p.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="viewer"
        aria-label={current ? `${current.title} (${(index ?? 0) + 1} of ${pictures.length})` : label}
        onClose={() => setIndex(null)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') step(1);
          else if (e.key === 'ArrowLeft') step(-1);
        }}
        data-testid="image-viewer"
      >
        {current && (
          <figure>
            <img src={current.src} width={current.width} height={current.height} alt={current.title} />
            <figcaption>
              {current.title} ({(index ?? 0) + 1} of {pictures.length})
              {download && (
                <>
                  {' '}
                  <a href={current.src} download>
                    Download
                  </a>
                </>
              )}
            </figcaption>
          </figure>
        )}
        <div className="viewer__actions">
          <button type="button" className="btn btn--small" onClick={() => step(-1)}>
            Previous
          </button>
          <button type="button" className="btn btn--small" onClick={() => step(1)}>
            Next
          </button>
          <button type="button" className="btn btn--small" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
