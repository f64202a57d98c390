import { useEffect } from 'react';
import { type NavigateOptions, useNavigate } from './location.ts';

/** Goes to `to` once drawn (a redirect). On the server it does nothing: effects do not run there. */
export function Navigate({ to, replace, state }: NavigateOptions & { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
