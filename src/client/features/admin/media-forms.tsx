import { type ReactNode, useState } from 'react';
import type { MediaKind } from '#shared/contracts/admin-media.ts';
import type { ImagePurpose, StoredImage } from '#shared/contracts/images.ts';
import { youtubeVideoId } from '#shared/youtube-id.ts';
import type { AdminMediaItems } from '../../api/admin-media.ts';
import { ApiError } from '../../api/client.ts';
import { FieldMessage } from './console-notes.tsx';
import { FormActions } from './form-actions.tsx';
import { ImageField, storedImage } from './image-field.tsx';
import type { OrderedListFormProps } from './ordered-list.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { SaveFailure } from './versioned-edit.tsx';

/** What a kind's form receives from the list (ordered-list.tsx): the record (null: a new one) and its save. */
export type MediaFormProps<K extends MediaKind> = OrderedListFormProps<AdminMediaItems[K], object>;

interface Failure {
  message: string;
  /** The server's messages by field ('title', 'image.url', ...). */
  errors: Record<string, string>;
}

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 400) {
    return {
      message: error.body?.message ?? 'Please check the fields.',
      errors: (error.body?.errors ?? {}) as Record<string, string>,
    };
  }
  return { message: 'The change could not be saved. Please try again.', errors: {} };
}

/** The server's messages by field for the form's last save (none before one failed). */
const errorsOf = (form: MediaFormProps<MediaKind>) =>
  form.save.error ? failureOf(form.save.error).errors : {};

/** A text field's id and server message, both named after the field (the form's prefix keeps ids unique). */
const named = (form: MediaFormProps<MediaKind>, field: string) => ({
  id: `${form.idPrefix}-${field}`,
  error: errorFor(errorsOf(form), field),
});

/**
 * Every media form's frame: the save's failure above it (with Reload after a stale edit), the browser's own
 * checks off (the server's messages show instead), the page not reloaded on submit, and Save / Cancel at the
 * bottom.
 */
function MediaForm({
  form,
  onSubmit,
  children,
}: {
  form: MediaFormProps<MediaKind>;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { error, busy } = form.save;
  return (
    <>
      <SaveFailure error={error} message={error ? failureOf(error).message : null} session={form.session} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <FormActions
          label="Save"
          busy={busy}
          onCancel={form.onCancel}
          className="media-editor__form-actions"
        />
      </form>
    </>
  );
}

export function pictureForm(purpose: Extract<ImagePurpose, 'wallpaper' | 'gallery'>) {
  return function PictureForm(form: MediaFormProps<'wallpapers' | 'gallery'>) {
    const initial = form.record;
    const [title, setTitle] = useState(initial?.title ?? '');
    const [image, setImage] = useState<StoredImage | null>(storedImage(initial?.image));
    const [thumbnail, setThumbnail] = useState<StoredImage | null>(storedImage(initial?.thumbnail));
    const [missing, setMissing] = useState(false);
    const submit = () => {
      if (!image) {
        setMissing(true);
        return;
      }
      form.save.submit({ title, image, thumbnail });
    };
    return (
      <MediaForm form={form} onSubmit={submit}>
        <TextField
          {...named(form, 'title')}
          label="Title"
          value={title}
          onChange={setTitle}
          maxLength={120}
        />
        <ImageField
          label="Picture"
          purpose={purpose}
          value={image}
          required
          onChange={(picked) => {
            setImage(storedImage(picked));
            setThumbnail(storedImage(picked?.thumbnail));
          }}
        />
        <FieldMessage text={missing && !image ? 'Choose a picture.' : errorFor(errorsOf(form), 'image')} />
      </MediaForm>
    );
  };
}

export function MovieForm(form: MediaFormProps<'movies'>) {
  const initial = form.record;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [video, setVideo] = useState(initial ? `https://youtu.be/${initial.videoId}` : '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const id = youtubeVideoId(video);
  return (
    <MediaForm form={form} onSubmit={() => form.save.submit({ title, video, description })}>
      <TextField {...named(form, 'title')} label="Title" value={title} onChange={setTitle} maxLength={120} />
      <TextField
        {...named(form, 'video')}
        label="YouTube video"
        hint="Paste the video's address (youtube.com or youtu.be) or its 11-character id."
        value={video}
        onChange={setVideo}
        maxLength={300}
        inputMode="url"
      />
      <p className="media-editor__hint" aria-live="polite">
        {video.trim() === '' ? '' : id ? `Video id: ${id}` : 'This is not a YouTube video address yet.'}
      </p>
      <TextField
        {...named(form, 'description')}
        label="Description (optional)"
        value={description}
        onChange={setDescription}
        maxLength={1000}
      />
    </MediaForm>
  );
}

export function ServerInfoForm(form: MediaFormProps<'serverinfo'>) {
  const initial = form.record;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [html, setHtml] = useState(initial?.html ?? '');
  const [image, setImage] = useState<StoredImage | null>(storedImage(initial?.image));
  return (
    <MediaForm form={form} onSubmit={() => form.save.submit({ title, html, image })}>
      <TextField {...named(form, 'title')} label="Title" value={title} onChange={setTitle} maxLength={120} />
      <ImageField
        label="Picture (optional)"
        purpose="server-info"
        value={image}
        onChange={(picked) => setImage(storedImage(picked))}
      />
      <FieldMessage text={errorFor(errorsOf(form), 'image')} />
      <RichTextEditor label="Text" value={html} onChange={setHtml} />
      <FieldMessage text={errorFor(errorsOf(form), 'html')} />
    </MediaForm>
  );
}

export function SocialForm(form: MediaFormProps<'socials'>) {
  const initial = form.record;
  const [name, setName] = useState(initial?.name ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  return (
    <MediaForm form={form} onSubmit={() => form.save.submit({ name, url, description })}>
      <TextField {...named(form, 'name')} label="Name" value={name} onChange={setName} maxLength={60} />
      <TextField
        {...named(form, 'url')}
        label="Address"
        hint="Must start with https://"
        type="url"
        inputMode="url"
        value={url}
        onChange={setUrl}
        maxLength={500}
      />
      <TextField
        {...named(form, 'description')}
        label="Description (optional)"
        value={description}
        onChange={setDescription}
        maxLength={300}
      />
    </MediaForm>
  );
}

/** A labelled text input with the server's message for it under it. */
function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'url';
  inputMode?: 'url' | 'text';
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="media-editor__hint">
          {hint}
        </p>
      )}
      <input {...common} {...rest} type={rest.type ?? 'text'} onChange={(e) => onChange(e.target.value)} />
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}

/** The first server message for a field or any part of it ('image' matches 'image.url'). */
function errorFor(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}
