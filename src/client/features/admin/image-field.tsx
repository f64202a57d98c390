import { useId } from 'react';
import {
  IMAGE_PURPOSES,
  type ImagePurpose,
  type ImageUploadResponse,
  type StoredImage,
} from '#shared/contracts/images.ts';

/**
 * Stand-in until the uploads branch's ImageField is merged (same props): the address of an image already
 * on the site, taken to be the purpose's size. Replaced wholesale by that file.
 */
export function ImageField({
  label,
  purpose,
  value,
  onChange,
  required = false,
}: {
  label: string;
  purpose: ImagePurpose;
  value: StoredImage | null;
  onChange: (image: ImageUploadResponse | null) => void;
  required?: boolean;
}) {
  const id = useId();
  const size = IMAGE_PURPOSES[purpose];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value?.url ?? ''}
        required={required}
        onChange={(e) =>
          onChange(
            e.target.value
              ? { url: e.target.value, width: size.width, height: size.height, thumbnail: null }
              : null,
          )
        }
      />
    </div>
  );
}
