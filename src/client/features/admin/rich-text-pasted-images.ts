import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { uploadImage } from '../../api/admin-images.ts';
import { prepareUpload } from './image-prepare.ts';

/** A `data:` address's bytes and type (base64, or percent-encoded text). */
function dataUrlBlob(url: string): Blob {
  const comma = url.indexOf(',');
  const head = url.slice(5, comma);
  const body = url.slice(comma + 1);
  const type = head.split(';')[0] || 'application/octet-stream';
  if (/;base64$/i.test(head)) {
    const text = atob(body);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
    return new Blob([bytes], { type });
  }
  return new Blob([decodeURIComponent(body)], { type });
}

/** Every image node whose address is `src`, as positions (later ones first, so each change keeps the others'). */
function positionsOf(editor: Editor, src: string): number[] {
  const found: number[] = [];
  editor.state.doc.descendants((node, position) => {
    if (node.type.name === 'image' && node.attrs.src === src) found.push(position);
  });
  return found.reverse();
}

/**
 * A picture pasted with its bytes (`data:`, from a web page or some editors) is uploaded like one chosen with
 * the Image button (shrunk first when over the limit), and its address in the article becomes the stored
 * one. One that cannot be uploaded is taken out, and counted in `failed` so the editor can say so: the
 * server would drop it, and the article would lose it without a word.
 */
export function usePastedPictureUploads(editor: Editor | null): { pending: number; failed: number } {
  const started = useRef(new Set<string>());
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState(0);

  useEffect(() => {
    if (!editor) return;
    const upload = async (src: string) => {
      setPending((count) => count + 1);
      try {
        const prepared = await prepareUpload(dataUrlBlob(src), 'news-inline');
        const file = new File([prepared.file], 'pasted-picture', { type: prepared.file.type });
        const image = await uploadImage(file, 'news-inline');
        if (editor.isDestroyed) return;
        let chain = editor.chain();
        for (const position of positionsOf(editor, src)) {
          chain = chain.command(({ tr }) => {
            const node = tr.doc.nodeAt(position);
            tr.setNodeMarkup(position, undefined, {
              ...node?.attrs,
              src: image.url,
              width: image.width,
              height: image.height,
            });
            return true;
          });
        }
        chain.run();
      } catch {
        if (editor.isDestroyed) return;
        let chain = editor.chain();
        for (const position of positionsOf(editor, src)) {
          chain = chain.command(({ tr }) => {
            tr.delete(position, position + (tr.doc.nodeAt(position)?.nodeSize ?? 1));
            return true;
          });
        }
        chain.run();
        setFailed((count) => count + 1);
      } finally {
        started.current.delete(src);
        setPending((count) => count - 1);
      }
    };
    const look = () => {
      editor.state.doc.descendants((node) => {
        const src = node.type.name === 'image' ? String(node.attrs.src ?? '') : '';
        if (src.startsWith('data:') && !started.current.has(src)) {
          started.current.add(src);
          void upload(src);
        }
      });
    };
    look();
    editor.on('update', look);
    return () => {
      editor.off('update', look);
    };
  }, [editor]);

  return { pending, failed };
}
