import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CANNED_TITLE_MAX, type CannedAnswer } from '#shared/contracts/admin-tickets.ts';
import { TICKET_LIMITS } from '#shared/contracts/tickets.ts';
import { cannedQueryOptions, useDeleteCanned, useSaveCanned } from '../../api/admin-tickets.ts';
import { reportActionError } from '../../api/client.ts';
import { Link } from '../../router/link.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { changeFailureText } from './failure-text.ts';
import { AddOrEdit, type EditSession, SaveFailure } from './versioned-edit.tsx';
import './tickets-console.css';

/** /admin/tickets/canned: the replies staff insert with one pick (each change is in the audit log). */
function TicketsCannedPage() {
  usePageTitle('Canned answers');
  const canned = useQuery(cannedQueryOptions());
  const remove = useDeleteCanned();
  const [editing, setEditing] = useState<CannedAnswer | 'new' | null>(null);
  const queries = useQueryClient();
  const [confirming, setConfirming] = useState<CannedAnswer | null>(null);
  const [status, setStatus] = useState('');
  const confirmDelete = () => {
    if (!confirming) return;
    const answer = confirming;
    setConfirming(null);
    remove.mutate(answer.id, { onSuccess: (r) => setStatus(r.message), onError: reportActionError });
  };
  return (
    <section aria-labelledby="canned-title">
      <p className="muted">
        <Link to="/admin/tickets">Tickets</Link> /
      </p>
      <h1 id="canned-title" className="crumb">
        Canned answers
      </h1>
      <p role="status" data-testid="canned-notice">
        {status}
      </p>
      {editing === null && (
        <p>
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            Add a canned answer
          </button>
        </p>
      )}
      {editing !== null && (
        <AddOrEdit
          key={editing === 'new' ? 'new' : editing.id}
          record={editing === 'new' ? null : editing}
          fetchFresh={async (opened) =>
            (await queries.fetchQuery(cannedQueryOptions())).data.find((c) => c.id === opened.id)
          }
        >
          {(answer, session) => (
            <CannedForm
              answer={answer}
              session={session}
              onClose={(message) => {
                setEditing(null);
                if (message) setStatus(message);
              }}
            />
          )}
        </AddOrEdit>
      )}
      {canned.isError && <p className="console__failed">The canned answers could not be loaded.</p>}
      {canned.data && canned.data.data.length === 0 && <p>No canned answers yet.</p>}
      {canned.data && canned.data.data.length > 0 && (
        <ul className="canned-list">
          {canned.data.data.map((c) => (
            <li key={c.id} data-testid="canned-item">
              <h2>{c.title}</h2>
              <p className="canned-list__body">{c.body}</p>
              <div className="ticket-work__buttons">
                <button
                  type="button"
                  className="btn btn--small"
                  aria-label={`Edit “${c.title}”`}
                  onClick={() => setEditing(c)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn--small"
                  aria-label={`Delete “${c.title}”`}
                  onClick={() => setConfirming(c)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={confirming !== null} onCancel={() => setConfirming(null)} aria-labelledby="canned-confirm">
        <p id="canned-confirm">
          Delete the canned answer “{confirming?.title ?? ''}”? This cannot be undone.
        </p>
        <div className="ticket-work__buttons">
          <button type="button" className="btn btn--primary" onClick={confirmDelete}>
            Yes
          </button>
          <button type="button" className="btn" onClick={() => setConfirming(null)}>
            No
          </button>
        </div>
      </Modal>
    </section>
  );
}

function CannedForm({
  answer,
  session,
  onClose,
}: {
  answer: CannedAnswer | null;
  session: EditSession | null;
  onClose: (message: string | null) => void;
}) {
  const save = useSaveCanned();
  const [title, setTitle] = useState(answer?.title ?? '');
  const [body, setBody] = useState(answer?.body ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: answer?.id ?? null, body: { title, body }, version: session?.version },
      { onSuccess: (r) => onClose(r.message) },
    );
  };
  return (
    <form className="ticket-work__compose" onSubmit={submit} aria-labelledby="canned-form-title">
      <h2 id="canned-form-title">{answer ? 'Edit canned answer' : 'New canned answer'}</h2>
      <Field id="canned-title-input" label="Title" noMessage>
        <input
          id="canned-title-input"
          value={title}
          maxLength={CANNED_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <Field id="canned-body-input" label="Text" noMessage>
        <textarea
          id="canned-body-input"
          rows={6}
          maxLength={TICKET_LIMITS.messageMax}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      {save.isError && (
        <SaveFailure error={save.error} message={changeFailureText(save.error)} session={session} />
      )}
      <div className="ticket-work__buttons">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          Save
        </button>
        <button type="button" className="btn" onClick={() => onClose(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export default TicketsCannedPage;
