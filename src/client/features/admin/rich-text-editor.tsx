import { type ComponentProps, lazy, Suspense, useId } from 'react';

// TipTap and ProseMirror are a chunk of their own, fetched the first time a console page shows an editor:
// the console's other pages and every player page stay without it.
const TiptapEditor = lazy(() => import('./rich-text-editor-tiptap.tsx'));

/**
 * A labelled rich text field for the console: headings, lists, links, uploaded images and videos from
 * the hosts the news sanitizer allows, with a toolbar of buttons that the keyboard reaches.
 */
export function RichTextEditor(props: ComponentProps<typeof TiptapEditor>) {
  const fallbackId = useId();
  return (
    <Suspense
      fallback={
        <div className="field rte">
          <span className="rte__label" id={fallbackId}>
            {props.label}
          </span>
          <p role="status" aria-labelledby={fallbackId} className="muted">
            Loading the editor…
          </p>
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
