import { type ChangeEvent, useId, useRef, useState } from 'react';
import {
  IMAGE_PURPOSES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  type ImagePurpose,
  type ImageUploadResponse,
  type StoredImage,
} from '#shared/contracts/images.ts';
import { useUploadImage } from '../../api/admin-images.ts';
import { ApiError } from '../../api/client.ts';
import { Field } from '../../ui/field.tsx';
import { type UploadNote, uploadNotes } from './image-notes.ts';
import { type PreparedUpload, PrepareError, prepareUpload } from './image-prepare.ts';
import './image-field.css';

interface Props {
  label: string;
  /** Decides the size the server stores (IMAGE_PURPOSES). */
  purpose: ImagePurpose;
  /** The image the record has now, or null. */
  value: StoredImage | null;
  /** The uploaded image (with its thumbnail where the purpose has one), or null after Remove. */
  onChange: (image: ImageUploadResponse | null) => void;
  required?: boolean;
  /** What the picture is for, said before the file types (the brand pictures' page). */
  hint?: string;
}

/** A picture as a record stores it: the address and the size, without an upload's thumbnail. */
export const storedImage = (image: StoredImage | null | undefined): StoredImage | null =>
  image ? { url: image.url, width: image.width, height: image.height } : null;

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** The text under the field when an upload fails: the server's reason where it gave one. */
function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'payload_too_large') return `The file is larger than ${MAX_MB} MB.`;
    // 401, 429 and network failures: the site's dialog has already said why.
    if (!error.handled && error.body?.message) return error.body.message;
  }
  return 'The image was not uploaded. Please try again.';
}

/** What the server will make of the file, as a hint under the label. */
function sizeHint(purpose: ImagePurpose): string {
  const size = IMAGE_PURPOSES[purpose];
  const box = `${size.width} × ${size.height}`;
  return size.fit === 'cover' ? `cropped to ${box}` : `fitted within ${box}`;
}

/**
 * A console form's picture: the operator picks a PNG, JPEG, WebP or GIF file, it is uploaded at once
 * (POST /api/admin/images) and the stored, resized image is shown with its size. A file over the server's
 * limits is shrunk in the browser first (image-prepare.ts), and the notes under the preview say what became
 * of it before the form is saved (image-notes.ts: shrunk, animation kept or not, much smaller than its
 * place). The form keeps only what `onChange` gives it (the address and the size); nothing is uploaded
 * again when the form is saved.
 */
export function ImageField({ label, purpose, value, onChange, required = false, hint }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [notes, setNotes] = useState<UploadNote[]>([]);
  const [preparing, setPreparing] = useState(false);
  const prepared = useRef<PreparedUpload | null>(null);
  const upload = useUploadImage(purpose, {
    onSuccess: (image) => {
      if (prepared.current) setNotes(uploadNotes(purpose, prepared.current, image.animation));
      onChange(image);
    },
    onError: (failure) => setError(uploadErrorText(failure)),
  });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it, or after Remove) uploads it again.
    event.target.value = '';
    if (!file) return;
    setError(null);
    setNotes([]);
    setPreparing(true);
    try {
      prepared.current = await prepareUpload(file, purpose);
    } catch (failure) {
      setError(failure instanceof PrepareError ? failure.message : `The file is larger than ${MAX_MB} MB.`);
      return;
    } finally {
      setPreparing(false);
    }
    upload.mutate(new File([prepared.current.file], file.name, { type: prepared.current.file.type }));
  };

  const remove = () => {
    setError(null);
    setNotes([]);
    onChange(null);
    input.current?.focus();
  };
  const busy = preparing || upload.isPending;

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field
      id={id}
      label={
        <>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </>
      }
      error={error ?? undefined}
      className="image-field"
    >
      <p id={hintId} className="image-field__hint muted">
        {hint && `${hint} `}PNG, JPEG, WebP or GIF ({sizeHint(purpose)}); a file over {MAX_MB} MB is shrunk
        before it is sent.
      </p>
      {value && (
        <figure className="image-field__preview">
          <img src={value.url} width={value.width} height={value.height} alt={`Preview: ${label}`} />
          <figcaption>
            {value.width} × {value.height}
          </figcaption>
        </figure>
      )}
      <div className="image-field__actions">
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          required={required && !value}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => void pick(event)}
        />
        {value && !busy && (
          <button type="button" className="btn btn--small" onClick={remove}>
            Remove
          </button>
        )}
      </div>
      {busy && (
        <p role="status" className="image-field__progress">
          <progress aria-label="Upload progress" /> {preparing ? 'Preparing…' : 'Uploading…'}
        </p>
      )}
      {/* Always there, so a screen reader hears the notes when they appear. */}
      <ul className="image-field__notes" aria-live="polite">
        {notes.map((note) => (
          <li key={note.text} className={`image-field__note image-field__note--${note.tone}`}>
            {note.tone === 'warning' && <strong>Check: </strong>}
            {note.text}
          </li>
        ))}
      </ul>
    </Field>
  );
}
