import { type ReactNode, useState } from 'react';
import type { MediaKind } from '#shared/contracts/admin-media.ts';
import type { ImagePurpose, StoredImage } from '#shared/contracts/images.ts';
import { youtubeVideoId } from '#shared/youtube-id.ts';
import { FieldMessage } from './console-notes.tsx';
import { FormActions } from './form-actions.tsx';
import { ImageField, storedImage } from './image-field.tsx';
import { errorFor, type MediaFormProps, TextField } from './media-list-editor.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/** A text field's id and server message, both named after the field (the form's prefix keeps ids unique). */
const named = (form: MediaFormProps<MediaKind>, field: string) => ({
  id: `${form.idPrefix}-${field}`,
  error: errorFor(form.errors, field),
});

/**
 * Every media form's frame: the browser's own checks off (the server's messages show instead), the page
 * not reloaded on submit, and Save / Cancel at the bottom.
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
  return (
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
        busy={form.busy}
        onCancel={form.onCancel}
        className="media-editor__form-actions"
      />
    </form>
  );
}

/** A wallpaper's or a gallery picture's form: the title and the picture (its thumbnail comes with the upload). */
export function pictureForm(purpose: Extract<ImagePurpose, 'wallpaper' | 'gallery'>) {
  return function PictureForm(form: MediaFormProps<'wallpapers' | 'gallery'>) {
    const { initial } = form;
    const [title, setTitle] = useState(initial?.title ?? '');
    const [image, setImage] = useState<StoredImage | null>(storedImage(initial?.image));
    const [thumbnail, setThumbnail] = useState<StoredImage | null>(storedImage(initial?.thumbnail));
    const [missing, setMissing] = useState(false);
    const submit = () => {
      if (!image) {
        setMissing(true);
        return;
      }
      form.onSubmit({ title, image, thumbnail });
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
        <FieldMessage text={missing && !image ? 'Choose a picture.' : errorFor(form.errors, 'image')} />
      </MediaForm>
    );
  };
}

export function MovieForm(form: MediaFormProps<'movies'>) {
  const { initial } = form;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [video, setVideo] = useState(initial ? `https://youtu.be/${initial.videoId}` : '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const id = youtubeVideoId(video);
  return (
    <MediaForm form={form} onSubmit={() => form.onSubmit({ title, video, description })}>
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
  const { initial } = form;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [html, setHtml] = useState(initial?.html ?? '');
  const [image, setImage] = useState<StoredImage | null>(storedImage(initial?.image));
  return (
    <MediaForm form={form} onSubmit={() => form.onSubmit({ title, html, image })}>
      <TextField {...named(form, 'title')} label="Title" value={title} onChange={setTitle} maxLength={120} />
      <ImageField
        label="Picture (optional)"
        purpose="server-info"
        value={image}
        onChange={(picked) => setImage(storedImage(picked))}
      />
      <FieldMessage text={errorFor(form.errors, 'image')} />
      <RichTextEditor label="Text" value={html} onChange={setHtml} />
      <FieldMessage text={errorFor(form.errors, 'html')} />
    </MediaForm>
  );
}

export function SocialForm(form: MediaFormProps<'socials'>) {
  const { initial } = form;
  const [name, setName] = useState(initial?.name ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  return (
    <MediaForm form={form} onSubmit={() => form.onSubmit({ name, url, description })}>
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
