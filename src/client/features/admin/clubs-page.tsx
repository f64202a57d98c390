import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import type { AdminClubArea } from '#shared/contracts/admin-clubs.ts';
import { schoolName } from '#shared/schools.ts';
import {
  adminClubAreasQueryOptions,
  adminClubsQueryOptions,
  useSaveClubArea,
} from '../../api/admin-content.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { FailureAlert, ListState } from './console-notes.tsx';
import { describedBy, EditDialog, Field, saveFailure } from './content-parts.tsx';
import { FormActions } from './form-actions.tsx';
import { RowAction } from './list-row-actions.tsx';
import { type EditSession, SaveFailure, VersionedEdit } from './versioned-edit.tsx';

/** /admin/clubs: the guild-war areas, who holds each and its tax; edit one at a time. */
function ClubsPage() {
  usePageTitle('Club areas');
  const list = useQuery(adminClubAreasQueryOptions());
  const [editing, setEditing] = useState<AdminClubArea | null>(null);
  const queries = useQueryClient();
  const areas = list.data?.data ?? [];
  return (
    <section aria-labelledby="clubs-title">
      <h1 id="clubs-title" className="crumb">
        Club areas
      </h1>
      <p className="muted">
        The home page's club table. An area nobody holds shows “None” and charges no tax. Players may see a
        change up to 5 minutes late (the site's cache); this server shows it at once.
      </p>
      <ListState query={list} what="club areas" />
      {areas.length > 0 && (
        <ul className="content-list" aria-label="Club areas">
          {areas.map((area) => (
            <li key={area.area_id} className="content-row content-areas" data-testid="area-row">
              <div className="content-row__body">
                <p>
                  <strong>{area.area_name}</strong>
                </p>
                <p>
                  Holder: {area.club ? area.club.club_name : 'None'} · Tax: {area.tax_rate}%
                </p>
              </div>
              <div className="content-row__actions">
                <RowAction action="Edit" name={area.area_name} onClick={() => setEditing(area)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <EditDialog editing={editing} titleId="area-form-title" onClose={() => setEditing(null)}>
        {(chosen) => (
          <VersionedEdit
            record={chosen}
            fetchFresh={async () =>
              (await queries.fetchQuery(adminClubAreasQueryOptions())).data.find(
                (row) => row.area_id === chosen.area_id,
              )
            }
          >
            {(area, session) => <AreaForm area={area} session={session} onDone={() => setEditing(null)} />}
          </VersionedEdit>
        )}
      </EditDialog>
    </section>
  );
}

function AreaForm({
  area,
  session,
  onDone,
}: {
  area: AdminClubArea;
  session: EditSession;
  onDone: () => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const clubs = useQuery(adminClubsQueryOptions(deferred));
  const [club, setClub] = useState<string>(area.club ? String(area.club.club_num) : '');
  const [tax, setTax] = useState(String(area.tax_rate));
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useSaveClubArea(area.area_id);
  const failure = saveFailure(save.error);
  const errors = { ...failure?.fields, ...local };

  // The chosen club stays in the list whatever the search shows.
  const choices = [...(clubs.data?.data ?? [])];
  if (area.club && !choices.some((c) => c.club_num === area.club?.club_num)) choices.unshift(area.club);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const taxRate = /^\d{1,3}$/.test(tax.trim()) ? Number(tax.trim()) : Number.NaN;
    const problems: Record<string, string> = {};
    if (!(taxRate >= 0 && taxRate <= 100))
      problems.tax_rate = 'The tax must be a whole number from 0 to 100.';
    else if (club === '' && taxRate !== 0)
      problems.tax_rate = 'An area nobody holds charges no tax: set it to 0.';
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { body: { club_num: club === '' ? null : Number(club), tax_rate: taxRate }, version: session.version },
      { onSuccess: onDone },
    );
  };

  return (
    <form className="content-form" onSubmit={submit} noValidate aria-labelledby="area-form-title">
      <h2 id="area-form-title" className="content-form__wide">
        {area.area_name}
      </h2>
      <Field id={`${id}-search`} label="Find a club by name" hint="Narrows the holder list below.">
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          maxLength={33}
          onChange={(e) => setSearch(e.target.value)}
          {...describedBy(`${id}-search`, undefined, true)}
        />
      </Field>
      <Field id={`${id}-club`} label="Holder club" error={errors.club_num}>
        <select
          id={`${id}-club`}
          value={club}
          onChange={(e) => {
            setClub(e.target.value);
            if (e.target.value === '') setTax('0');
          }}
          {...describedBy(`${id}-club`, errors.club_num)}
        >
          <option value="">None (nobody holds it)</option>
          {choices.map((c) => (
            <option key={c.club_num} value={String(c.club_num)}>
              {c.club_name} — {schoolName(c.club_school)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-tax`} label="Tax (%)" error={errors.tax_rate}>
        <input
          id={`${id}-tax`}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={tax}
          onChange={(e) => setTax(e.target.value)}
          {...describedBy(`${id}-tax`, errors.tax_rate)}
        />
      </Field>
      <FailureAlert
        message={clubs.isError ? 'The clubs could not be loaded. Please try again.' : null}
        wide
      />
      <SaveFailure error={save.error} message={failure?.message} session={session} wide />
      <FormActions label="Save area" busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

export default ClubsPage;
