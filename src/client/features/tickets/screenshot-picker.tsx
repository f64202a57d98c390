import { useState } from 'react';
import { TICKET_LIMITS, type TicketAttachment } from '#shared/contracts/tickets.ts';
import ticketsEn from '#shared/i18n/tickets.en.ts';
import { reportActionError } from '../../api/client.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { Field } from '../../ui/field.tsx';

registerArea(ticketsEn, { fil: () => import('#shared/i18n/tickets.fil.ts') });

interface Props {
  id: string;
  value: TicketAttachment[];
  onChange: (next: TicketAttachment[]) => void;
  /** Sends one file through the upload pipeline (the player's or the visitor's route). */
  upload: (file: File) => Promise<TicketAttachment>;
  error?: string;
}

/**
 * The "Screenshots" field: up to three images, each uploaded as soon as it is chosen (the server checks,
 * re-encodes and keeps it privately) and shown as a thumbnail with a Remove button.
 */
export function ScreenshotPicker({ id, value, onChange, upload, error }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const room = TICKET_LIMITS.screenshotsMax - value.length;
  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    let next = value;
    try {
      for (const file of [...files].slice(0, room)) {
        next = [...next, await upload(file)];
        onChange(next);
      }
    } catch (failure) {
      reportActionError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field id={id} label={t('tickets.shots.label')} error={error} className="field--wide">
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple
        disabled={busy || room <= 0}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => {
          void onFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="ticket-hint">
        {t('tickets.shots.hint', { max: TICKET_LIMITS.screenshotsMax })}
        {busy ? ` ${t('tickets.shots.uploading')}` : ''}
      </p>
      {value.length > 0 && (
        <ul className="ticket-shots" aria-label={t('tickets.shots.attached')}>
          {value.map((shot, i) => (
            <li key={shot.id}>
              <img
                src={shot.thumbnailUrl}
                alt={t('tickets.shots.one', { n: i + 1 })}
                width="96"
                height="64"
              />
              <button
                type="button"
                className="btn btn--small"
                onClick={() => onChange(value.filter((s) => s.id !== shot.id))}
              >
                {t('tickets.shots.remove')}{' '}
                <span className="sr-only">{t('tickets.shots.removeWhich', { n: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
