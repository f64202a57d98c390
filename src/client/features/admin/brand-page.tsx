import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBrandQueryOptions } from '../../api/admin-brand.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { BrandColours } from './brand-colours.tsx';
import { BrandPictures } from './brand-pictures.tsx';
import { BrandTexts } from './brand-texts.tsx';
import { ListState } from './console-notes.tsx';
import { VersionedEdit } from './versioned-edit.tsx';
import './brand.css';

/**
 * /admin/brand (docs/product/brand.md): the site's colours, brand texts and pictures, each section a form
 * of its own with its own save. The colours and texts edit columns of the one settings row and share its
 * version: one session, so a save in one moves the other's version on with it. The pictures carry a
 * version of their own and load their own record (brand-pictures.tsx).
 */
function BrandPage() {
  usePageTitle('Brand');
  const brand = useQuery(adminBrandQueryOptions());
  const queries = useQueryClient();
  return (
    <section className="brand-page" aria-labelledby="brand-title">
      <h1 id="brand-title" className="crumb">
        Brand
      </h1>
      <p className="console-form__hint">
        What players see on every page, from the next page they open after a save.
      </p>
      <ListState query={brand} what="brand settings" />
      {brand.data && (
        <VersionedEdit record={brand.data} fetchFresh={() => queries.fetchQuery(adminBrandQueryOptions())}>
          {(record, session) => (
            <>
              <BrandColours initial={record} session={session} />
              <BrandTexts initial={record} session={session} />
            </>
          )}
        </VersionedEdit>
      )}
      <BrandPictures />
    </section>
  );
}

export default BrandPage;
