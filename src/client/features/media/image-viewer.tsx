import { useState } from 'react';
import type { MediaPicture } from '#shared/contracts/media.ts';
import mediaEn from '#shared/i18n/media.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Modal } from '../../ui/modal.tsx';

registerArea(mediaEn, { fil: () => import('#shared/i18n/media.fil.ts') });

/**
 * A grid of thumbnails (each with its pixel size, so the grid keeps its place as they load); each opens a modal viewer (the site's Modal: focus trapped, Escape closes) with
 * Previous / Next buttons and the arrow keys.
 */
export function ImageGrid({
  pictures,
  label,
  download,
}: {
  pictures: MediaPicture[];
  label: string;
  download?: boolean;
}) {
  const t = useT();
  const [index, setIndex] = useState<number | null>(null);
  const current = index === null ? null : (pictures[index] ?? null);
  const position = current
    ? t('media.viewer.position', {
        title: current.title,
        position: String((index ?? 0) + 1),
        total: String(pictures.length),
      })
    : label;
  const close = () => setIndex(null);
  const step = (delta: number) =>
    setIndex((i) => (i === null ? i : (i + delta + pictures.length) % pictures.length));
  return (
    <>
      <ul className="image-grid" aria-label={label}>
        {pictures.map((p, i) => (
          <li key={p.id}>
            <button type="button" className="image-grid__open" onClick={() => setIndex(i)}>
              <img
                src={p.thumbnail.url}
                width={p.thumbnail.width}
                height={p.thumbnail.height}
                alt=""
                // The first picture is the page's largest paint: fetched at once, first; the rest when near.
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
              <span>{p.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== null}
        plain
        className="viewer"
        aria-label={position}
        onCancel={close}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') step(1);
          else if (e.key === 'ArrowLeft') step(-1);
        }}
        data-testid="image-viewer"
      >
        {current && (
          <figure>
            <img
              src={current.image.url}
              width={current.image.width}
              height={current.image.height}
              alt={current.title}
            />
            <figcaption>
              {position}
              {download && (
                <>
                  {' '}
                  <a href={current.image.url} download>
                    {t('media.viewer.download')}
                  </a>
                </>
              )}
            </figcaption>
          </figure>
        )}
        <div className="viewer__actions">
          <button type="button" className="btn btn--small" onClick={() => step(-1)}>
            {t('media.viewer.previous')}
          </button>
          <button type="button" className="btn btn--small" onClick={() => step(1)}>
            {t('media.viewer.next')}
          </button>
          <button type="button" className="btn btn--small" onClick={close}>
            {t('media.viewer.close')}
          </button>
        </div>
      </Modal>
    </>
  );
}
