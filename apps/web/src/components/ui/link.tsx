import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

// The app's links, on react-router's public hooks (useHref, useLinkClickHandler) rather than its
// <Link>/<NavLink>: those carry the framework mode's route prefetching and view transitions, which
// a declarative app never uses, ~3 KiB gzip of every first load (ADR 044). Same markup: an <a>
// with the router's href, client-side navigation on a plain left click.
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

type NavLinkProps = LinkProps & {
  /** Active only on this path itself, not on the paths below it. */
  end?: boolean;
};

/** A Link marked aria-current="page" while its path is the current one (or below it). */
export function NavLink({ end, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const isActive =
    pathname === target ||
    (!end && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return <Link {...props} aria-current={isActive ? 'page' : undefined} />;
}
