import { type ReactNode, useState } from 'react';
import type { ImagePurpose, StoredImage } from '#shared/contracts/images.ts';
import { youtubeVideoId } from '#shared/youtube-id.ts';
import { FormActions } from './form-actions.tsx';
import { ImageField } from './image-field.tsx';
import { errorFor, type MediaFormProps, TextField } from './media-list-editor.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

const onlySize = (image: StoredImage | null | undefined): StoredImage | null =>
  image ? { url: image.url, width: image.width, height: image.height } : null;

/** The server's message about a picture, under its upload field. */
function FieldMessage({ text }: { text: string | undefined }) {
  return text ? (
    <p className="field__error" role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * Every media form's frame: the browser's own checks off (the server's messages show instead), the page
 * not reloaded on submit, and Save / Cancel at the bottom.
 */
function MediaForm({
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormActions label="Save" busy={busy} onCancel={onCancel} className="media-editor__form-actions" />
    </form>
  );
}

/** The Title field most kinds start with. */
function TitleField({
  idPrefix,
  value,
  onChange,
  errors,
}: {
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <TextField
      id={`${idPrefix}-title`}
      label="Title"
      value={value}
      onChange={onChange}
      maxLength={120}
      error={errorFor(errors, 'title')}
    />
  );
}

/** A wallpaper's or a gallery picture's form: the title and the picture (its thumbnail comes with the upload). */
export function pictureForm(purpose: Extract<ImagePurpose, 'wallpaper' | 'gallery'>) {
  return function PictureForm({
    idPrefix,
    initial,
    busy,
    errors,
    onSubmit,
    onCancel,
  }: MediaFormProps<'wallpapers' | 'gallery'>) {
    const [title, setTitle] = useState(initial?.title ?? '');
    const [image, setImage] = useState<StoredImage | null>(onlySize(initial?.image));
    const [thumbnail, setThumbnail] = useState<StoredImage | null>(onlySize(initial?.thumbnail));
    const [missing, setMissing] = useState(false);
    const submit = () => {
      if (!image) {
        setMissing(true);
        return;
      }
      onSubmit({ title, image, thumbnail });
    };
    return (
      <MediaForm busy={busy} onSubmit={submit} onCancel={onCancel}>
        <TitleField idPrefix={idPrefix} value={title} onChange={setTitle} errors={errors} />
        <ImageField
          label="Picture"
          purpose={purpose}
          value={image}
          required
          onChange={(picked) => {
            setImage(onlySize(picked));
            setThumbnail(onlySize(picked?.thumbnail));
          }}
        />
        <FieldMessage text={missing && !image ? 'Choose a picture.' : errorFor(errors, 'image')} />
      </MediaForm>
    );
  };
}

export function MovieForm({ idPrefix, initial, busy, errors, onSubmit, onCancel }: MediaFormProps<'movies'>) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [video, setVideo] = useState(initial ? `https://youtu.be/${initial.videoId}` : '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const id = youtubeVideoId(video);
  return (
    <MediaForm busy={busy} onSubmit={() => onSubmit({ title, video, description })} onCancel={onCancel}>
      <TitleField idPrefix={idPrefix} value={title} onChange={setTitle} errors={errors} />
      <TextField
        id={`${idPrefix}-video`}
        label="YouTube video"
        hint="Paste the video's address (youtube.com or youtu.be) or its 11-character id."
        value={video}
        onChange={setVideo}
        maxLength={300}
        inputMode="url"
        error={errorFor(errors, 'video')}
      />
      <p className="media-editor__hint" aria-live="polite">
        {video.trim() === '' ? '' : id ? `Video id: ${id}` : 'This is not a YouTube video address yet.'}
      </p>
      <TextField
        id={`${idPrefix}-description`}
        label="Description (optional)"
        value={description}
        onChange={setDescription}
        maxLength={1000}
        error={errorFor(errors, 'description')}
      />
    </MediaForm>
  );
}

export function ServerInfoForm({
  idPrefix,
  initial,
  busy,
  errors,
  onSubmit,
  onCancel,
}: MediaFormProps<'serverinfo'>) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [html, setHtml] = useState(initial?.html ?? '');
  const [image, setImage] = useState<StoredImage | null>(onlySize(initial?.image));
  return (
    <MediaForm busy={busy} onSubmit={() => onSubmit({ title, html, image })} onCancel={onCancel}>
      <TitleField idPrefix={idPrefix} value={title} onChange={setTitle} errors={errors} />
      <ImageField
        label="Picture (optional)"
        purpose="server-info"
        value={image}
        onChange={(picked) => setImage(onlySize(picked))}
      />
      <FieldMessage text={errorFor(errors, 'image')} />
      <RichTextEditor label="Text" value={html} onChange={setHtml} />
      <FieldMessage text={errorFor(errors, 'html')} />
    </MediaForm>
  );
}

export function SocialForm({
  idPrefix,
  initial,
  busy,
  errors,
  onSubmit,
  onCancel,
}: MediaFormProps<'socials'>) {
  const [name, setName] = useState(initial?.name ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  return (
    <MediaForm busy={busy} onSubmit={() => onSubmit({ name, url, description })} onCancel={onCancel}>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        value={name}
        onChange={setName}
        maxLength={60}
        error={errorFor(errors, 'name')}
      />
      <TextField
        id={`${idPrefix}-url`}
        label="Address"
        hint="Must start with https://"
        type="url"
        inputMode="url"
        value={url}
        onChange={setUrl}
        maxLength={500}
        error={errorFor(errors, 'url')}
      />
      <TextField
        id={`${idPrefix}-description`}
        label="Description (optional)"
        value={description}
        onChange={setDescription}
        maxLength={300}
        error={errorFor(errors, 'description')}
      />
    </MediaForm>
  );
}
