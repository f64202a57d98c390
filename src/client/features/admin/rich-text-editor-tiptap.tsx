import Image from '@tiptap/extension-image';
import { deleteTable } from '@tiptap/pm/tables';
import { type Editor, EditorContent, mergeAttributes, Node, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { isVideoFrameUrl } from '#shared/video-hosts.ts';
import { uploadImage } from '../../api/admin-images.ts';
import { ApiError } from '../../api/client.ts';
import { PrepareError, prepareUpload } from './image-prepare.ts';
import { cleanPastedHtml, type RefusedPicture } from './rich-text-paste.ts';
import { usePastedPictureUploads } from './rich-text-pasted-images.ts';
import { tableExtensions } from './rich-text-table.ts';
import { VIDEO_REFUSED, videoEmbedUrl } from './video-embed.ts';
import './rich-text-editor.css';

/** A video player (an iframe) from one of the hosts the news sanitizer keeps; any other iframe is dropped. */
const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      width: { default: '560' },
      height: { default: '315' },
      title: { default: 'Video' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => (isVideoFrameUrl(element.getAttribute('src')) ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes, { allowfullscreen: 'true' })];
  },
});

/**
 * Inserts a picture or a video after the selection instead of over it: a selected image, or selected words,
 * stay where they are.
 */
function insertAfterSelection(editor: Editor, node: { type: string; attrs: Record<string, unknown> }) {
  editor.chain().focus().insertContentAt(editor.state.selection.to, node).run();
}

/** Links the console may write: the web, mail, and the site's own pages. */
function linkHref(input: string): string | null {
  const text = input.trim();
  if (/^\/(?!\/)/.test(text)) return text;
  try {
    const url = new URL(text);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** What a rich text field takes: its label, the HTML it holds and what to call with the edited HTML. */
interface RichTextEditorProps {
  label: string;
  /** HTML, as stored (the server sanitizes it again on save). */
  value: string;
  onChange: (html: string) => void;
}

type Panel = 'link' | 'image' | 'video' | null;

function RichTextEditorTiptap({ label, value, onChange }: RichTextEditorProps) {
  const labelId = useId();
  const changed = useRef(onChange);
  changed.current = onChange;
  // The HTML this editor last reported: a `value` equal to it is our own echo, not a new document.
  const reported = useRef(value);
  // Pictures taken out of pastes (rich-text-paste.ts), named until the operator dismisses the list.
  const [refused, setRefused] = useState<RefusedPicture[]>([]);
  const editor = useEditor({
    // TipTap's default writes a <style> element, which the page's CSP (style-src 'self') refuses; the same
    // rules, which ProseMirror needs for spaces, gap cursors and node selections, are in rich-text-editor.css.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        // h4 too, for a pasted document's third level (the toolbar offers h2 and h3).
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
      }),
      // A picture pasted with its bytes (data:) is read, then uploaded (rich-text-pasted-images.ts).
      Image.configure({ allowBase64: true }),
      Video,
      ...tableExtensions,
    ],
    content: value,
    editorProps: {
      transformPastedHTML: (html) => {
        const cleaned = cleanPastedHtml(html, window.location.origin);
        if (cleaned.refused.length > 0) {
          setRefused((known) => [
            ...known,
            ...cleaned.refused.filter(
              (picture) => !known.some((k) => k.name === picture.name && k.after === picture.after),
            ),
          ]);
        }
        return cleaned.html;
      },
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'rte__content article__body',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      reported.current = html;
      changed.current(html);
    },
  });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  const pasted = usePastedPictureUploads(editor);

  return (
    <div className="field rte">
      <span className="rte__label" id={labelId}>
        {label}
      </span>
      {editor && <Toolbar editor={editor} label={label} panel={panel} onPanel={toggle} />}
      <PasteNotice
        refused={refused}
        pending={pasted.pending}
        failed={pasted.failed}
        onDismiss={() => setRefused([])}
      />
      {editor && panel === 'link' && <LinkPanel editor={editor} onDone={() => setPanel(null)} />}
      {editor && panel === 'image' && <ImagePanel editor={editor} onDone={() => setPanel(null)} />}
      {editor && panel === 'video' && <VideoPanel editor={editor} onDone={() => setPanel(null)} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({
  editor,
  label,
  panel,
  onPanel,
}: {
  editor: Editor;
  label: string;
  panel: Panel;
  onPanel: (panel: Panel) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();
  return (
    <div className="rte__toolbar" role="toolbar" aria-label={`${label}: formatting`}>
      <ToolButton label="Bold" pressed={state.bold} onClick={() => run((c) => c.toggleBold())}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="Italic" pressed={state.italic} onClick={() => run((c) => c.toggleItalic())}>
        <em>I</em>
      </ToolButton>
      <ToolButton
        label="Heading H2"
        pressed={state.h2}
        onClick={() => run((c) => c.toggleHeading({ level: 2 }))}
      >
        H2
      </ToolButton>
      <ToolButton
        label="Heading H3"
        pressed={state.h3}
        onClick={() => run((c) => c.toggleHeading({ level: 3 }))}
      >
        H3
      </ToolButton>
      <ToolButton
        label="Bullet list"
        pressed={state.bullets}
        onClick={() => run((c) => c.toggleBulletList())}
      >
        • List
      </ToolButton>
      <ToolButton
        label="Numbered list"
        pressed={state.numbers}
        onClick={() => run((c) => c.toggleOrderedList())}
      >
        Numbered
      </ToolButton>
      <ToolButton
        label="Link"
        pressed={state.link}
        expanded={panel === 'link'}
        onClick={() => onPanel('link')}
      >
        Link
      </ToolButton>
      <ToolButton label="Image" expanded={panel === 'image'} onClick={() => onPanel('image')}>
        Image
      </ToolButton>
      <ToolButton label="Video" expanded={panel === 'video'} onClick={() => onPanel('video')}>
        Video
      </ToolButton>
      {state.table && (
        <ToolButton
          label="Remove table"
          onClick={() =>
            run((c) => c.command(({ state: current, dispatch }) => deleteTable(current, dispatch)))
          }
        >
          Remove table
        </ToolButton>
      )}
      <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => run((c) => c.undo())}>
        Undo
      </ToolButton>
      <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => run((c) => c.redo())}>
        Redo
      </ToolButton>
    </div>
  );
}

/**
 * Under the toolbar after a paste: the pictures that were left out (on the author's computer, or on another
 * site), each named with the words before it, so the operator can upload them with the Image button; and
 * the pictures pasted with their bytes while they upload.
 */
function PasteNotice({
  refused,
  pending,
  failed,
  onDismiss,
}: {
  refused: RefusedPicture[];
  pending: number;
  failed: number;
  onDismiss: () => void;
}) {
  return (
    <>
      <p className="rte__pasting" role="status">
        {pending > 0 && `Uploading ${pending} pasted picture${pending === 1 ? '' : 's'}…`}
        {pending === 0 &&
          failed > 0 &&
          `${failed} pasted picture${failed === 1 ? ' was' : 's were'} not uploaded and left out; insert ${failed === 1 ? 'it' : 'them'} with the Image button.`}
      </p>
      {refused.length > 0 && (
        <div className="rte__refused" role="alert">
          <p>
            {refused.length === 1 ? 'This picture was' : `These ${refused.length} pictures were`} not pasted:
            the site cannot show {refused.length === 1 ? 'it' : 'them'} from where{' '}
            {refused.length === 1 ? 'it is' : 'they are'}. Save {refused.length === 1 ? 'it' : 'each'} on your
            computer, then upload it with the Image button at its place.
          </p>
          <ul>
            {refused.map((picture) => (
              <li key={`${picture.name} ${picture.after}`}>
                <strong>{picture.name}</strong>{' '}
                {picture.where === 'computer' ? '(on your computer)' : '(on another site)'}
                {picture.after && <> — after “{picture.after}”</>}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--small" onClick={onDismiss}>
            Done, hide this list
          </button>
        </div>
      )}
    </>
  );
}

function ToolButton({
  label,
  pressed,
  expanded,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn--small rte__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      // Keeps the text selection in the editor while the button is pressed with a mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A small form under the toolbar: its own fields, an action, Cancel, and its message. */
function PanelForm({
  title,
  submit,
  busy,
  error,
  onSubmit,
  onCancel,
  extra,
  children,
}: {
  title: string;
  submit: string;
  busy?: boolean;
  error: string;
  onSubmit: () => void;
  onCancel: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const handle = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    // A nested <form> is not allowed inside the page's form: a group with its own Enter handling instead.
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> inside the page's form would submit it
    <div
      className="rte__panel"
      role="group"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') handle(event);
      }}
    >
      {children}
      <div className="rte__panel-actions">
        <button type="button" className="btn btn--small btn--primary" disabled={busy} onClick={handle}>
          {submit}
        </button>
        {extra}
        <button type="button" className="btn btn--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <p className="field__error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}

function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(() => editor.getAttributes('link').href ?? '');
  const [error, setError] = useState('');
  const apply = () => {
    const url = linkHref(href);
    if (!url) {
      setError('Enter a web address starting with https://, a mailto: address, or a site path like /news.');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    // The caret goes after the link, so typing on (or Enter) never replaces the linked words.
    editor.commands.setTextSelection(editor.state.selection.to);
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  return (
    <PanelForm
      title="Link"
      submit="Apply link"
      error={error}
      onSubmit={apply}
      onCancel={() => {
        onDone();
        editor.commands.focus();
      }}
      extra={
        editor.isActive('link') ? (
          <button type="button" className="btn btn--small" onClick={remove}>
            Remove link
          </button>
        ) : null
      }
    >
      <label htmlFor={id}>Link address</label>
      {/* biome-ignore lint/a11y/noAutofocus: the panel opens for this one field */}
      <input id={id} type="url" value={href} autoFocus onChange={(e) => setHref(e.target.value)} />
    </PanelForm>
  );
}

function ImagePanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const fileId = useId();
  const altId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const upload = async () => {
    if (!file) {
      setError('Choose an image file.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      // A file over the limit is shrunk first, as in the console's picture fields (image-prepare.ts).
      const prepared = await prepareUpload(file, 'news-inline');
      const image = await uploadImage(
        new File([prepared.file], file.name, { type: prepared.file.type }),
        'news-inline',
      );
      insertAfterSelection(editor, {
        type: 'image',
        attrs: { src: image.url, alt: alt.trim(), width: image.width, height: image.height },
      });
      onDone();
    } catch (failure) {
      setError(
        failure instanceof PrepareError
          ? failure.message
          : failure instanceof ApiError
            ? (failure.body?.message ?? 'The image could not be uploaded.')
            : 'The image could not be uploaded.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <PanelForm
      title="Image"
      submit={busy ? 'Uploading…' : 'Upload and insert'}
      busy={busy}
      error={error}
      onSubmit={() => void upload()}
      onCancel={onDone}
    >
      <label htmlFor={fileId}>Image file</label>
      <input
        id={fileId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <label htmlFor={altId}>Description for screen readers</label>
      <input id={altId} type="text" maxLength={200} value={alt} onChange={(e) => setAlt(e.target.value)} />
    </PanelForm>
  );
}

function VideoPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [error, setError] = useState('');
  const insert = () => {
    const src = videoEmbedUrl(address);
    if (!src) {
      setError(VIDEO_REFUSED);
      return;
    }
    insertAfterSelection(editor, { type: 'video', attrs: { src } });
    onDone();
  };
  return (
    <PanelForm title="Video" submit="Insert video" error={error} onSubmit={insert} onCancel={onDone}>
      <label htmlFor={id}>Video address (YouTube or Vimeo)</label>
      {/* biome-ignore lint/a11y/noAutofocus: the panel opens for this one field */}
      <input id={id} type="url" value={address} autoFocus onChange={(e) => setAddress(e.target.value)} />
    </PanelForm>
  );
}

export default RichTextEditorTiptap;
