import { usePageTitle } from '../../ui/use-page-title.ts';
import { ServerInfoForm } from './media-forms.tsx';
import { MediaListEditor } from './media-list-editor.tsx';

/** /admin/serverinfo: the sections of /serverinfo (title, text, optional picture), in order. */
function ServerInfoConsolePage() {
  usePageTitle('Server information');
  return (
    <section aria-labelledby="serverinfo-admin-title">
      <h1 id="serverinfo-admin-title" className="crumb">
        Server information
      </h1>
      <p className="muted">The sections of /serverinfo, in this order: rates, schedules, rules.</p>
      <MediaListEditor
        kind="serverinfo"
        noun="section"
        empty="No sections yet. The page says so to players."
        summary={(s) => ({ title: s.title, thumb: s.image })}
        Form={ServerInfoForm}
      />
    </section>
  );
}

export default ServerInfoConsolePage;
