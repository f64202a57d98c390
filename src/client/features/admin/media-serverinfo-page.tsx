import { serverInfoList } from './media-lists.tsx';
import { OrderedListPage } from './ordered-list-page.tsx';

/** /admin/serverinfo: the sections of /serverinfo (title, text, optional picture), in order. */
function ServerInfoConsolePage() {
  return (
    <OrderedListPage
      title="Server information"
      titleId="serverinfo-admin-title"
      intro="The sections of /serverinfo, in this order: rates, schedules, rules."
      list={serverInfoList}
    />
  );
}

export default ServerInfoConsolePage;
