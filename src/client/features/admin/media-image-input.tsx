import { useState } from 'react';
import type { ImagePurpose, ImageUploadResponse, StoredImage } from '#shared/contracts/images.ts';

const toNumber = (text: string) => (/^\d{1,5}$/.test(text) ? Number(text) : Number.NaN);

/**
 * A picture typed in as its address and pixel size: the stand-in for the upload field (ImageField), with
 * the same props, for pictures already on the site or on an https host.
 */
export function ImageInput({
  label,
  purpose,
  value,
  onChange,
  required = false,
  error,
}: {
  label: string;
  purpose: ImagePurpose;
  value: StoredImage | null;
  onChange: (image: ImageUploadResponse | null) => void;
  required?: boolean;
  error?: string;
}) {
  const [url, setUrl] = useState(value?.url ?? '');
  const [width, setWidth] = useState(value ? String(value.width) : '');
  const [height, setHeight] = useState(value ? String(value.height) : '');
  const id = `image-${purpose}`;
  const update = (next: { url?: string; width?: string; height?: string }) => {
    const u = next.url ?? url;
    const w = next.width ?? width;
    const h = next.height ?? height;
    setUrl(u);
    setWidth(w);
    setHeight(h);
    if (u.trim() === '' && w === '' && h === '') onChange(null);
    // An incomplete picture is still sent, so the server can say what is missing.
    else onChange({ url: u.trim(), width: toNumber(w) || 0, height: toNumber(h) || 0, thumbnail: null });
  };
  return (
    <fieldset className="media-editor__image">
      <legend>
        {label}
        {required ? '' : ' (optional)'}
      </legend>
      <div className="field">
        <label htmlFor={`${id}-url`}>Picture address</label>
        <input
          id={`${id}-url`}
          type="text"
          inputMode="url"
          value={url}
          maxLength={500}
          placeholder="/media/… or https://…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => update({ url: e.target.value })}
        />
      </div>
      <div className="media-editor__size">
        <div className="field">
          <label htmlFor={`${id}-width`}>Width (pixels)</label>
          <input
            id={`${id}-width`}
            type="text"
            inputMode="numeric"
            value={width}
            maxLength={5}
            onChange={(e) => update({ width: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-height`}>Height (pixels)</label>
          <input
            id={`${id}-height`}
            type="text"
            inputMode="numeric"
            value={height}
            maxLength={5}
            onChange={(e) => update({ height: e.target.value })}
          />
        </div>
      </div>
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
