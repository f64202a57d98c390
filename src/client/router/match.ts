import { withoutTrailingSlashes } from '#shared/routes.ts';

/** The values of a path's ':name' segments (decoded), and of a final '*' the rest of the path. */
export type Params = Readonly<Record<string, string | undefined>>;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The parameters of `pathname` if it fits `pattern`, else null. As the server matches its list of pages
 * (src/shared/browser-routes.ts): case and trailing slashes are ignored, ':name' stands for one non-empty
 * segment. A pattern may end in '/*', which takes any rest of the path, none included ('/admin/*').
 */
export function matchPath(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/');
  const have = withoutTrailingSlashes(pathname).split('/');
  const rest = want.at(-1) === '*';
  if (rest) want.pop();
  if (rest ? have.length < want.length : have.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? '';
    if (part.startsWith(':')) {
      if (!value) return null;
      params[part.slice(1)] = decode(value);
    } else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  if (rest) params['*'] = have.slice(want.length).join('/');
  return params;
}
