/**
 * The one place the site shows alerts, 'Success!' and 'ERROR!' messages (never window.alert). Anything,
 * React or not (the API client), calls showDialog; <DialogHost/> renders the queue one at a time, a dialog
 * without a title of its own under its tone's, in the page's language.
 */
export interface DialogRequest {
  id: number;
  title: string | undefined;
  message: string;
  tone: 'info' | 'success' | 'error';
  resolve: () => void;
}

type Listener = () => void;

let queue: DialogRequest[] = [];
let nextId = 1;
const pending = new Map<string, Promise<void>>();
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function showDialog(
  message: string,
  options: { title?: string; tone?: DialogRequest['tone'] } = {},
): Promise<void> {
  const tone = options.tone ?? 'info';
  const title = options.title;
  // The same message already waiting (several calls failing alike at once) is shown once.
  const key = `${title ?? tone}\n${message}`;
  const waiting = pending.get(key);
  if (waiting) return waiting;
  const promise = new Promise<void>((resolve) => {
    queue = [...queue, { id: nextId++, title, message, tone, resolve }];
    emit();
  }).finally(() => pending.delete(key));
  pending.set(key, promise);
  return promise;
}

export const showError = (message: string) => showDialog(message, { tone: 'error' });
export const showSuccess = (message: string) => showDialog(message, { tone: 'success' });

export function closeCurrentDialog(): void {
  const [current, ...rest] = queue;
  if (!current) return;
  queue = rest;
  emit();
  current.resolve();
}

export function currentDialog(): DialogRequest | undefined {
  return queue[0];
}

export function subscribeDialogs(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
